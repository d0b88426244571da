"use client";
import { useSyncExternalStore } from "react";

/** The width from which the checkout puts its summary beside the form (Tailwind's `lg`, the grid's breakpoint). */
const WIDE = "(min-width: 1024px)";

/** null where there is no matchMedia (jsdom): taken as wide, the layout the server would assume. */
const query = () => (typeof window.matchMedia === "function" ? window.matchMedia(WIDE) : null);

const subscribe = (onChange: () => void) => {
  const m = query();
  m?.addEventListener("change", onChange);
  return () => m?.removeEventListener("change", onChange);
};

/**
 * Whether the summary stands beside the form. For what must be in one place or the other, not both (a field
 * with its own typed text): CSS could only hide a second copy. The checkout form renders after the customer
 * lookup, on the client, so the server's answer (wide) is used only if it is ever server-rendered.
 */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? true, () => true);
}
