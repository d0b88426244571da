"use client";
import { useEffect, useState, type ComponentType } from "react";
import { getToastState, subscribeToToasts } from "@/components/ui/use-toast";

/**
 * The Toaster (Radix Toast), fetched when the first toast is raised rather than with the page: storefront
 * pages mount this instead, so shoppers who never see a toast never download it. The toast store is
 * module-level, so the toast raised before the chunk arrived is shown as soon as it mounts.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return;
    const load = () => {
      if (getToastState().toasts.length === 0) return;
      void import("@/components/ui/toaster").then((m) => setToaster(() => m.Toaster));
    };
    load();
    return subscribeToToasts(load);
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
