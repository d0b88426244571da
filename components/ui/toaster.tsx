"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { TOAST_DEFAULT_DURATION, useToast } from "@/components/ui/use-toast";

/** A checkout page, on a store's own host (/checkout) or in path mode (/store/{slug}/checkout). */
function isCheckoutPath(pathname: string | null): boolean {
  return pathname !== null && /(^|\/)checkout(\/|$)/.test(pathname);
}

/** Mount once in the root layout. Renders the toast raised by `toast()`. */
function Toaster() {
  const { toasts, dismiss } = useToast();
  const pathname = usePathname();

  // A toast raised while shopping ('Added to cart') is old news at checkout, and the form needs the room.
  // Only on arriving there: the storefront mounts this lazily, with the toast that made it load (the order
  // placed at checkout), which must stay.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (isCheckoutPath(pathname)) dismiss();
  }, [pathname, dismiss]);

  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(nextOpen) => {
            if (!nextOpen) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}

export { Toaster };
