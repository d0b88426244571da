"use client";

/**
 * What a page shows when rendering it failed, most often because the database went away mid-request: the
 * status is Next's 500 (a rendering page cannot change it), but the shopper gets a way to try again
 * instead of a blank error. Once the outage is known, the proxy answers pages 503 before they render
 * (lib/unavailable.ts).
 *
 * Next loads the root error boundary on every page's first load, shoppers' included, in a chunk of its own.
 * Its button is Button's default look written out (button-classes.test.ts holds it to Button's classes):
 * Button itself brought tailwind-merge, cva and Radix Slot to every storefront page (~11 KB gzip), and even
 * button-classes.ts would be a second copy in this chunk (decision 0080).
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold">This page is temporarily unavailable</h1>
      <p className="mt-2 max-w-md text-muted-foreground">Something went wrong on our side. Please try again in a few seconds.</p>
      <button
        type="button"
        data-slot="button"
        data-variant="default"
        data-size="default"
        className="ui-btn bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-9 px-4 py-2 has-[>svg]:px-3 mt-6"
        onClick={() => reset()}
      >
        Try again
      </button>
    </div>
  );
}
