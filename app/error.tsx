"use client";

import { Button } from "@/components/ui/button";

/**
 * What a page shows when rendering it failed, most often because the database went away mid-request: the
 * status is Next's 500 (a rendering page cannot change it), but the shopper gets a way to try again
 * instead of a blank error. Once the outage is known, the proxy answers pages 503 before they render
 * (lib/unavailable.ts).
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold">This page is temporarily unavailable</h1>
      <p className="mt-2 max-w-md text-muted-foreground">Something went wrong on our side. Please try again in a few seconds.</p>
      <Button className="mt-6" onClick={() => reset()}>
        Try again
      </Button>
    </div>
  );
}
