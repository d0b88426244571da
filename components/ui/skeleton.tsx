import * as React from "react";

import { cn } from "@/lib/utils";
import { SKELETON_CLASS } from "./button-classes";

function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(SKELETON_CLASS, className)}
      {...props}
    />
  );
}

export { Skeleton };
