"use client";

/**
 * Write list filters to the address bar without a server round trip. Next.js keeps useSearchParams in
 * sync with history.pushState/replaceState, so the list re-filters and a reload restores it.
 */
export function writeUrlQuery(queryString: string, mode: "push" | "replace" = "replace") {
  const url = `${window.location.pathname}${queryString}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}
