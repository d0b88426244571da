import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-classes";

import { cn } from "@/lib/utils";

type ButtonVariantProps = { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string };

/** Button's classes with a caller's merged over them (tailwind-merge: the caller's win). */
function buttonVariants({ variant, size, className }: ButtonVariantProps = {}) {
  return cn(buttonClass(variant ?? "default", size ?? "default"), className);
}

type ButtonProps = React.ComponentProps<"button"> &
  Omit<ButtonVariantProps, "className"> & {
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
