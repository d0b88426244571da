"use client";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/http/client";

/*
 * What an owner's list or settings card shows before its data is there: placeholder rows while it loads, the
 * server's message (or a fallback) when the load failed. One look for every section, so a failure reads the same.
 */

/** Placeholder rows of a list while it loads. */
export function SkeletonRows({ count = 3, className }: { count?: number; className: string }) {
  return (
    <div className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

/** A failed load inside a section: the server's message, else `fallback`. */
export function LoadError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(error, fallback)}
    </p>
  );
}

/** A failed load of a whole settings card, with 'Try again' (settings pages have nothing else to show). */
export function LoadErrorPanel({ error, fallback, onRetry, retrying }: { error: unknown; fallback: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
      <p className="text-sm text-destructive">{errorMessage(error, fallback)}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
        Try again
      </Button>
    </div>
  );
}
