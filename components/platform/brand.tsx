import Link from "next/link";
import { Store } from "lucide-react";
import { cn } from "@/lib/utils";

/** The StoreBuilder wordmark, linking home. */
export function Brand({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link href="/" className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <span
        className={cn(
          "flex size-8 items-center justify-center rounded-lg shadow-sm",
          inverted ? "bg-white text-primary-text" : "bg-primary text-primary-foreground",
        )}
      >
        <Store className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg">StoreBuilder</span>
    </Link>
  );
}
