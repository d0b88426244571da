import type { ToastOptions } from "./use-toast";

/**
 * toast() from use-toast.ts, fetched with the first toast: for the islands that load with every store page
 * (the cart), so the toast store is not in shoppers' first load (decision 0080). The store signals the toast
 * (toast-signal.ts) and LazyToaster fetches the Toaster that shows it.
 */
export function toastLater(options: ToastOptions): void {
  void import("./use-toast").then((m) => m.toast(options));
}
