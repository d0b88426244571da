"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { ExternalLink, Menu as MenuIcon, PanelLeftClose, PanelLeftOpen, Store } from "lucide-react";
import { useCallback, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { sectionFromPath } from "@/lib/dashboard-sections";
import { cn } from "@/lib/utils";
import { LogoutButton } from "./logout-button";
import { navSection, SECTION_TITLES, sectionPath, type Section } from "./nav";
import { SidebarNav } from "./sidebar-nav";
import { StoreSwitcher } from "./store-switcher";
import { useTenant } from "./store-gate";
import { useStoreHref } from "./use-dashboard";
import { UploadedImage } from "@/components/ui/uploaded-image";

const COLLAPSED_KEY = "sb-dashboard-sidebar-collapsed";
const COLLAPSED_EVENT = "sb-sidebar-collapsed-change";

function subscribeCollapsed(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(COLLAPSED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(COLLAPSED_EVENT, onChange);
  };
}

function readCollapsed() {
  return window.localStorage.getItem(COLLAPSED_KEY) === "1";
}

function StoreTitle({ collapsed, heading }: { collapsed?: boolean; heading?: boolean }) {
  const tenant = useTenant();
  const Name = heading ? "h2" : "span";
  return (
    <div className={cn("flex min-w-0 items-center gap-2", collapsed && "justify-center")}>
      {tenant.logo ? (
        <UploadedImage src={tenant.logo} alt="" shownWidth={32} className="size-8 shrink-0 rounded object-contain" />
      ) : (
        <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Store className="size-4" aria-hidden />
        </span>
      )}
      {!collapsed ? <Name className="truncate text-base font-semibold">{tenant.name}</Name> : null}
    </div>
  );
}

/** The store's name under the section title where the sidebar (which shows it) is hidden. */
function StoreName() {
  const tenant = useTenant();
  return <p className="truncate text-xs text-muted-foreground md:hidden">{tenant.name}</p>;
}

/** Opens a dashboard section: its own route (/tenant-dashboard/{section}), in the visitor's addressing mode. */
function useOpenSection() {
  const href = useStoreHref();
  const router = useRouter();
  return useCallback((s: Section) => router.push(href(sectionPath(s))), [router, href]);
}

/**
 * The frame of the dashboard's section routes (app/t/[tenant]/(plain)/tenant-dashboard/(sections)/layout.tsx):
 * the section shown, its title and the sidebar's highlight follow the URL; each route's page brings only its
 * own section's code.
 */
export function DashboardSectionsFrame({ children }: { children: React.ReactNode }) {
  const section = sectionFromPath(usePathname() ?? "") ?? "overview";
  const open = useOpenSection();
  return (
    <DashboardFrame title={SECTION_TITLES[section]} section={section} onSelect={open}>
      {children}
    </DashboardFrame>
  );
}

/**
 * The owner's frame, shared by the dashboard and the settings pages so an owner never leaves it: a sidebar
 * of 256 px that collapses to a 64 px icon rail (a sheet on small screens), the page title, View Store and
 * Logout. `section` is the dashboard section shown, or null on a page of its own (a settings page).
 */
export function DashboardFrame({
  title,
  section,
  onSelect,
  children,
}: {
  title: string;
  section: Section | null;
  onSelect: (s: Section) => void;
  children: React.ReactNode;
}) {
  const href = useStoreHref();
  // The owner's choice is kept in localStorage; the server renders the expanded sidebar.
  const collapsed = useSyncExternalStore(subscribeCollapsed, readCollapsed, () => false);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleCollapsed = () => {
    window.localStorage.setItem(COLLAPSED_KEY, collapsed ? "0" : "1");
    window.dispatchEvent(new Event(COLLAPSED_EVENT));
  };

  const select = useCallback(
    (s: Section) => {
      setMobileOpen(false);
      onSelect(s);
    },
    [onSelect],
  );

  return (
    <div className="flex min-h-screen bg-muted/30">
      <aside
        data-testid="dashboard-sidebar"
        data-collapsed={collapsed ? "true" : "false"}
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-background transition-[width] duration-200 md:flex",
          collapsed ? "w-16" : "w-64",
        )}
      >
        <div className={cn("flex h-16 items-center border-b", collapsed ? "justify-center px-2" : "justify-between gap-2 px-4")}>
          {!collapsed ? <StoreTitle heading /> : null}
          <Button variant="ghost" size="icon" onClick={toggleCollapsed} aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}>
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
          </Button>
        </div>
        <div className={cn("flex-1 overflow-y-auto py-4", collapsed ? "px-2" : "px-3")}>
          <SidebarNav section={navSection(section)} onSelect={select} collapsed={collapsed} />
        </div>
      </aside>

      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent side="left" className="w-64 p-0">
          <SheetHeader className="border-b">
            <SheetTitle>
              <StoreTitle />
            </SheetTitle>
            <SheetDescription className="sr-only">Dashboard navigation</SheetDescription>
          </SheetHeader>
          <div className="px-3 pb-4">
            <SidebarNav section={navSection(section)} onSelect={select} />
          </div>
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur md:px-8">
          <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setMobileOpen(true)} aria-label="Open menu">
            <MenuIcon aria-hidden />
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-semibold">{title}</h1>
            <StoreName />
          </div>
          <StoreSwitcher />
          <Button asChild variant="outline" size="sm">
            <Link href={href("/")}>
              <ExternalLink aria-hidden />
              <span className="hidden sm:inline">View Store</span>
              <span className="sr-only sm:hidden">View Store</span>
            </Link>
          </Button>
          <LogoutButton />
        </header>
        <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
      </div>
    </div>
  );
}

/** A dashboard screen with a URL of its own (e.g. /hero-banner) inside the owner's frame; choosing a section opens its route. */
export function DashboardPageFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const open = useOpenSection();
  return (
    <DashboardFrame title={title} section={null} onSelect={open}>
      {children}
    </DashboardFrame>
  );
}
