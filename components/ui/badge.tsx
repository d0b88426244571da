import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { badgeClass, type BadgeVariant } from "./button-classes";

import { cn } from "@/lib/utils";

type BadgeVariantProps = { variant?: BadgeVariant | null };

function badgeVariants({ variant }: BadgeVariantProps = {}) {
  return badgeClass(variant ?? "default");
}

type BadgeProps = React.ComponentProps<"span"> &
  BadgeVariantProps & {
    asChild?: boolean;
  };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";

  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants, type BadgeProps };
