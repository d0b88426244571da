/**
 * Tells a storefront page's LazyToaster that a toast was raised, without importing the toast store: use-toast.ts
 * calls `signalToastShown` each time, LazyToaster listens with `onToastShown` and only then fetches the Toaster.
 * No imports, so it costs shoppers' first load a few hundred bytes (decision 0080). Islands that load with every
 * store page raise their toasts with toast-later.ts, which fetches the store itself with the first toast.
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
