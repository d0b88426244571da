"use client";

import * as React from "react";
import * as ToastPrimitives from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/utils";

function ToastProvider(props: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  return <ToastPrimitives.Provider {...props} />;
}

/**
 * Where toasts sit while a drawer (a Sheet) is open. A toast must never cover the drawer's own controls
 * (its close button, its items, the cart's Checkout and Clear Cart), so: beside a right-hand drawer it
 * moves to the bottom-left corner, narrowed to the space the widest drawer (28rem) leaves; below the md
 * width there is no such space (drawers take most or all of the screen), so it is hidden — the drawer is
 * the feedback there, and Radix still announces the toast to screen readers from its own live region.
 */
const besideOpenDrawer = [
  "[body:has([data-slot=sheet-content][data-state=open])_&]:max-md:invisible",
  "md:[body:has([data-slot=sheet-content][data-side=right][data-state=open])_&]:right-auto",
  "md:[body:has([data-slot=sheet-content][data-side=right][data-state=open])_&]:left-0",
  "md:[body:has([data-slot=sheet-content][data-side=right][data-state=open])_&]:max-w-[min(420px,calc(100vw-28rem))]",
];

function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      className={cn(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col sm:max-w-[420px]",
        besideOpenDrawer,
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-10 shadow-lg transition-all",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
    "data-[state=open]:animate-in data-[state=open]:slide-in-from-top sm:data-[state=open]:slide-in-from-bottom",
    "data-[state=closed]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right data-[swipe=end]:animate-out",
    "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        destructive:
          "destructive border-destructive bg-destructive text-destructive-foreground",
        success: "success border-emerald-700 bg-emerald-700 text-white",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

type ToastProps = React.ComponentProps<typeof ToastPrimitives.Root> &
  VariantProps<typeof toastVariants>;

function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
        "group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/15 group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:ring-white/60",
        "group-[.success]:border-white/40 group-[.success]:hover:bg-white/15 group-[.success]:hover:text-white group-[.success]:focus-visible:ring-white/60",
        className,
      )}
      {...props}
    />
  );
}

function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      toast-close=""
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 text-foreground/60 transition-opacity outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        "group-[.destructive]:text-destructive-foreground/80 group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:ring-white/70",
        "group-[.success]:text-white/80 group-[.success]:hover:text-white group-[.success]:focus-visible:ring-white/70",
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
      <span className="sr-only">Close</span>
    </ToastPrimitives.Close>
  );
}

function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return (
    <ToastPrimitives.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return (
    <ToastPrimitives.Description
      data-slot="toast-description"
      className={cn("text-sm opacity-90", className)}
      {...props}
    />
  );
}

type ToastActionElement = React.ReactElement<React.ComponentProps<typeof ToastAction>>;

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  type ToastActionElement,
  type ToastProps,
};
