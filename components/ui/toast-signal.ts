import type { ToastOptions } from "./use-toast";

/**
 * The storefront's toasts without the toast store in every page's first load. Always-loaded islands (the
 * cart) raise theirs with `toastLater`, which fetches the store (use-toast.ts) with the first toast; the
 * store tells `onToastShown` listeners when a toast is raised, and LazyToaster then fetches the Toaster.
 * This module imports nothing at run time, so it costs the first load a few hundred bytes (decision 0080).
 */
let shown = false;
const listeners = new Set<() => void>();

/** Called by use-toast.ts each time a toast is raised. */
export function signalToastShown(): void {
  shown = true;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` once a toast has been raised (at once if one already was); returns an unsubscribe. */
export function onToastShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** toast() from use-toast.ts, loaded on first use: for islands that load with every store page. */
export function toastLater(options: ToastOptions): void {
  void import("./use-toast").then((m) => m.toast(options));
}
