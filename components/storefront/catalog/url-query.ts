"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useTransition } from "react";

/**
 * Listing controls change the URL and the server renders the page for it (the database filters, sorts
 * and paginates). Without JavaScript the same controls submit their GET form to the same URL.
 */
export function useListingNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (queryString: string, mode: "push" | "replace" = "push") => {
      const url = `${window.location.pathname}${queryString}`;
      if (url === `${window.location.pathname}${window.location.search}`) return;
      startTransition(() => (mode === "push" ? router.push(url, { scroll: false }) : router.replace(url, { scroll: false })));
    },
    [router],
  );
  return { navigate, pending };
}

/**
 * The query as the controls last asked for it: the rendered query plus changes still on their way. Native
 * selects change instantly, so a second change (the order right after the sort field) must build on the
 * first rather than on the page that has not been re-rendered yet.
 */
export function useQueryDraft<Q>(query: Q) {
  const draft = useRef(query);
  useEffect(() => {
    draft.current = query;
  }, [query]);
  return draft;
}
