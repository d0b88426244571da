"use client";

import * as React from "react";
import * as SheetPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/utils";

function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

function SheetPortal(props: React.ComponentProps<typeof SheetPrimitive.Portal>) {
  return <SheetPrimitive.Portal data-slot="sheet-portal" {...props} />;
}

function SheetOverlay({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=closed]:animate-out data-[state=closed]:fade-out-0",
        className,
      )}
      {...props}
    />
  );
}

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 bg-background text-foreground shadow-lg transition ease-in-out outline-none data-[state=open]:animate-in data-[state=open]:duration-500 data-[state=closed]:animate-out data-[state=closed]:duration-300",
  {
    variants: {
      side: {
        top: "inset-x-0 top-0 h-auto max-h-[100dvh] overflow-y-auto border-b data-[state=open]:slide-in-from-top data-[state=closed]:slide-out-to-top",
        right:
          "inset-y-0 right-0 h-full w-3/4 overflow-y-auto border-l data-[state=open]:slide-in-from-right data-[state=closed]:slide-out-to-right sm:max-w-sm",
        bottom:
          "inset-x-0 bottom-0 h-auto max-h-[100dvh] overflow-y-auto border-t data-[state=open]:slide-in-from-bottom data-[state=closed]:slide-out-to-bottom",
        left: "inset-y-0 left-0 h-full w-3/4 overflow-y-auto border-r data-[state=open]:slide-in-from-left data-[state=closed]:slide-out-to-left sm:max-w-sm",
      },
    },
    defaultVariants: {
      side: "right",
    },
  },
);

/**
 * Whether an Escape pressed inside an open sheet is the sheet's to close although another Radix layer took it.
 * Radix gives Escape to the newest layer only, and a toast is one: "Added to cart" appears a moment after the
 * cart drawer opens (the drawer is loaded on demand, the toaster too), so the first Escape closed only the toast,
 * which beside a drawer on a phone is not even visible (toast.tsx), and the drawer stayed. A layer inside the sheet
 * (a menu, a select) is portalled out of its DOM: its Escape stays its own.
 */
function escapesToSheet(e: React.KeyboardEvent<HTMLDivElement>): boolean {
  if (!e.currentTarget.contains(e.target as Node)) return false;
  // Any toast in the viewport, open or already closing: the one that took this Escape may have begun to close.
  return !!document.querySelector("[data-slot=toast-viewport] li");
}

type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Render the top-right close (X) button. Defaults to true. */
    showCloseButton?: boolean;
  };

function SheetContent({
  className,
  children,
  side = "right",
  showCloseButton = true,
  onKeyDown,
  ...props
}: SheetContentProps) {
  const escapeClose = React.useRef<HTMLButtonElement>(null);
  return (
    <SheetPortal>
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? "right"}
        className={cn(sheetVariants({ side }), className)}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === "Escape" && escapesToSheet(e)) escapeClose.current?.click();
        }}
        {...props}
      >
        {children}
        <SheetPrimitive.Close ref={escapeClose} hidden aria-hidden tabIndex={-1} />
        {showCloseButton ? (
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className="absolute top-4 right-4 rounded-xs opacity-70 ring-offset-background transition-opacity outline-none hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none data-[state=open]:bg-accent [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4"
          >
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPortal>
  );
}

function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4", className)} {...props} />
  );
}

function SheetFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn("mt-auto flex flex-col gap-2 p-4", className)}
      {...props}
    />
  );
}

function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("font-semibold text-foreground", className)}
      {...props}
    />
  );
}

function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetPortal,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
};
