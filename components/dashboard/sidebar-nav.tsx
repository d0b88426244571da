"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronDown } from "lucide-react";
import { useMemo, useState } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { entryContains, visibleNav, type NavEntry, type NavLeaf, type Section } from "./nav";
import { useAccess } from "./store-gate";
import { useStoreHref } from "./use-dashboard";

type Props = {
  /** The dashboard section shown, or null on a page of its own (its link is then the active one). */
  section: Section | null;
  onSelect: (s: Section) => void;
  /** 64 px icon rail: groups open as menus, labels as tooltips. */
  collapsed?: boolean;
};

const itemClass = (active: boolean) =>
  cn(
    "flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
    active ? "bg-primary/10 text-primary-text" : "text-muted-foreground",
  );

/** Whether the page shown is this link's own page (a settings page). */
function useOnPage() {
  const pathname = usePathname() ?? "";
  return (leafHref: string) => pathname === leafHref || pathname.endsWith(leafHref);
}

function Leaf({ leaf, section, onSelect }: { leaf: NavLeaf; section: Section | null; onSelect: (s: Section) => void }) {
  const href = useStoreHref();
  const onPage = useOnPage();
  if ("href" in leaf) {
    const here = onPage(leaf.href);
    return (
      <Link href={href(leaf.href)} className={cn(itemClass(here), "py-1.5")} aria-current={here ? "page" : undefined}>
        {leaf.label}
      </Link>
    );
  }
  const active = leaf.section === section;
  return (
    <button type="button" className={cn(itemClass(active), "py-1.5")} aria-current={active ? "page" : undefined} onClick={() => onSelect(leaf.section)}>
      {leaf.label}
    </button>
  );
}

function Group({ entry, section, onSelect }: { entry: NavEntry; section: Section | null; onSelect: (s: Section) => void }) {
  const onPage = useOnPage();
  const holdsPage = !!entry.children?.some((c) => "href" in c && onPage(c.href));
  const contains = (section !== null && entryContains(entry, section)) || holdsPage;
  const [open, setOpen] = useState(() => contains);
  const expanded = open || contains;
  const Icon = entry.icon;
  const active = entry.section === section;
  const id = `nav-group-${entry.label.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <li>
      <div className="flex items-center">
        <button
          type="button"
          className={itemClass(active)}
          aria-current={active ? "page" : undefined}
          aria-expanded={entry.section ? undefined : expanded}
          aria-controls={entry.section ? undefined : id}
          onClick={() => {
            if (entry.section) {
              onSelect(entry.section);
              setOpen(true);
            } else setOpen(!expanded);
          }}
        >
          <Icon className="size-4 shrink-0" aria-hidden />
          <span className="flex-1 text-left">{entry.label}</span>
          {!entry.section ? <ChevronDown className={cn("size-4 transition-transform", expanded && "rotate-180")} aria-hidden /> : null}
        </button>
      </div>
      {expanded ? (
        <ul id={id} className="mt-1 ml-7 space-y-1 border-l pl-2">
          {entry.children!.map((c) => (
            <li key={c.label}>
              <Leaf leaf={c} section={section} onSelect={onSelect} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function RailEntry({ entry, section, onSelect }: { entry: NavEntry; section: Section | null; onSelect: (s: Section) => void }) {
  const href = useStoreHref();
  const onPage = useOnPage();
  const Icon = entry.icon;
  const active = (section !== null && entryContains(entry, section)) || !!entry.children?.some((c) => "href" in c && onPage(c.href));
  const cls = cn(itemClass(active), "justify-center px-0");
  if (!entry.children) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button" className={cls} aria-label={entry.label} aria-current={active ? "page" : undefined} onClick={() => onSelect(entry.section!)}>
            <Icon className="size-5" aria-hidden />
          </button>
        </TooltipTrigger>
        <TooltipContent side="right">{entry.label}</TooltipContent>
      </Tooltip>
    );
  }
  const leaves: NavLeaf[] = entry.section ? [{ label: entry.label, section: entry.section }, ...entry.children] : entry.children;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button type="button" className={cls} aria-label={entry.label}>
          <Icon className="size-5" aria-hidden />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="start">
        <DropdownMenuLabel>{entry.label}</DropdownMenuLabel>
        {leaves.map((leaf) =>
          "href" in leaf ? (
            <DropdownMenuItem key={leaf.label} asChild>
              <Link href={href(leaf.href)}>{leaf.label}</Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={leaf.label} onSelect={() => onSelect(leaf.section)}>
              {leaf.label}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The dashboard's navigation: expanded (labels, open groups) or collapsed to an icon rail. */
export function SidebarNav({ section, onSelect, collapsed = false }: Props) {
  const { can } = useAccess();
  const nav = useMemo(() => visibleNav(can), [can]);
  return (
    <nav aria-label="Dashboard">
      <ul className="space-y-1">
        {nav.map((entry) =>
          collapsed ? (
            <li key={entry.label}>
              <RailEntry entry={entry} section={section} onSelect={onSelect} />
            </li>
          ) : entry.children ? (
            <Group key={entry.label} entry={entry} section={section} onSelect={onSelect} />
          ) : (
            <li key={entry.label}>
              <button
                type="button"
                className={itemClass(entry.section === section)}
                aria-current={entry.section === section ? "page" : undefined}
                onClick={() => onSelect(entry.section!)}
              >
                <entry.icon className="size-4 shrink-0" aria-hidden />
                {entry.label}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
