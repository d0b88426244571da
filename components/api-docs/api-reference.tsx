"use client";

import dynamic from "next/dynamic";

/** The reader of the API document, in the browser only: Scalar touches `window` and is large (its own chunk). */
const ScalarReference = dynamic(() => import("./scalar-reference").then((m) => m.ScalarReference), {
  ssr: false,
  loading: () => <p className="p-6 text-sm text-muted-foreground">Loading the API reference…</p>,
});

export function ApiReference({ url }: { url: string }) {
  return <ScalarReference url={url} />;
}
