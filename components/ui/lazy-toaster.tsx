"use client";
import { useEffect, useState, type ComponentType } from "react";
import { onToastShown } from "@/components/ui/toast-signal";

/**
 * The Toaster (Radix Toast), fetched when the first toast is raised rather than with the page: storefront
 * pages mount this instead, so shoppers who never see a toast never download it, nor the toast store
 * (use-toast.ts tells toast-signal.ts when a toast is raised). The toast store is module-level, so the toast
 * raised before the chunk arrived is shown as soon as it mounts.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return;
    let live = true;
    const unsubscribe = onToastShown(() => {
      void import("@/components/ui/toaster").then((m) => {
        if (live) setToaster(() => m.Toaster);
      });
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
