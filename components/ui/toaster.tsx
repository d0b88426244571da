"use client";

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "@/components/ui/toast";
import { TOAST_DEFAULT_DURATION, useToast } from "@/components/ui/use-toast";

/** Mount once in the root layout. Renders the toast raised by `toast()`. */
function Toaster() {
  const { toasts, dismiss } = useToast();

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
