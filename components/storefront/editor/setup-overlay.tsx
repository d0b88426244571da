"use client";
import { CheckCircle2, ChevronDown, ChevronUp, Circle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { storeHref } from "@/components/storefront/store-link";
import { READINESS_ITEMS, readinessItemDone, type ReadinessItem, type StorefrontReadiness } from "@/lib/storefront-readiness/schemas";

/** Where the storefront's overlay sends the owner for each missing item (the dashboard's tabs). */
const CHECKLIST: Record<ReadinessItem, { label: string; hint: string; href: string }> = {
  siteLogo: { label: "Site Logo", hint: "Add a Site Logo", href: "/store-settings" },
  menus: { label: "Menus", hint: "Add at least one Header and Footer Menu", href: "/tenant-dashboard/menus" },
  heroBanner: { label: "Hero Banner", hint: "Add at least one Hero Banner", href: "/hero-banner" },
  products: { label: "Products", hint: "Add at least one Product", href: "/tenant-dashboard/products" },
  categories: { label: "Categories", hint: "Add at least one Category", href: "/tenant-dashboard/categories" },
  collections: { label: "Collections", hint: "Add at least one Collection", href: "/tenant-dashboard/collections" },
};

/**
 * Room at the end of the page for the owner's fixed overlay: the body gets a bottom padding as tall as the
 * overlay (measured as it folds and opens), so the footer's last line scrolls clear of it instead of staying
 * hidden beneath it. Only the owner's browser runs this; shoppers' pages are untouched.
 */
export function useRoomBelow(target: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = target.current;
    if (!el) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const ro = new ResizeObserver(() => {
      body.style.paddingBottom = `${el.offsetHeight + 24}px`;
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      body.style.paddingBottom = before;
    };
  }, [target]);
}

/** The ready store's 'Edit Storefront' corner, with the same room below it. */
export function OverlayCorner({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useRoomBelow(ref);
  return (
    <div ref={ref} className="fixed right-4 bottom-4 z-40" data-testid="owner-overlay">
      {children}
    </div>
  );
}

/**
 * 'Complete Setup to Edit Storefront': the owner's checklist at the bottom right of a store that is not
 * ready. It folds to one line ('Complete setup · 2 of 6 done'), folded from the start on a phone where the
 * open list would hide half the screen, and the page ends with room for it, so it never covers content for good.
 */
export function SetupOverlay({ readiness, basePath }: { readiness: StorefrontReadiness; basePath: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const listId = useId();
  // Below Tailwind's sm breakpoint the open list would cover most of the screen: start folded there. (Only
  // ever rendered in the browser: the owner's editor chunk loads after the page has mounted.)
  const [open, setOpen] = useState(() => typeof window === "undefined" || !window.matchMedia("(max-width: 639px)").matches);
  const done = READINESS_ITEMS.filter((k) => readinessItemDone(readiness, k)).length;
  useRoomBelow(ref);

  return (
    <>
      <div
        ref={ref}
        className={`fixed right-4 bottom-4 z-40 max-w-[calc(100vw-2rem)] rounded-xl border bg-background text-foreground shadow-xl ${open ? "w-80 p-4" : "p-2"}`}
        data-testid="owner-overlay"
        data-open={open ? "true" : "false"}
        role="region"
        aria-label="Storefront editor"
      >
        <div className="flex items-start justify-between gap-2">
          {open ? (
            <div>
              <h2 className="font-semibold">Complete Setup to Edit Storefront</h2>
              <p className="mb-3 text-sm text-muted-foreground">Add the following from your Dashboard</p>
            </div>
          ) : null}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
            className="flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            {open ? (
              <>
                <span className="sr-only">Hide the setup checklist</span>
                <ChevronDown className="size-4" aria-hidden />
              </>
            ) : (
              <>
                Complete setup · {done} of {READINESS_ITEMS.length} done
                <ChevronUp className="size-4" aria-hidden />
              </>
            )}
          </button>
        </div>
        <ul id={listId} hidden={!open} className="space-y-2 text-sm">
          {READINESS_ITEMS.map((key) => {
            const item = CHECKLIST[key];
            const ok = readinessItemDone(readiness, key);
            return (
              <li key={key} className="flex items-start gap-2" data-done={ok}>
                {ok ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-label="Done" />
                ) : (
                  <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-label="To do" />
                )}
                <span>
                  <a href={storeHref(basePath, item.href)} className={ok ? "font-medium" : "font-medium text-primary-text underline-offset-2 hover:underline"}>
                    {item.label}
                  </a>
                  {ok ? null : <span className="block text-xs text-muted-foreground">{item.hint}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
