"use client";
import { QueryClient } from "@tanstack/react-query";
import { HttpError, getQueryFn } from "./fetch";

// The fetcher lives in ./fetch.ts (no TanStack Query); screens that use queries import it from here.
export { HttpError, apiRequest, apiUrl, errorMessage, getQueryFn, storeBasePath } from "./fetch";

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // 3 retries 1 s apart; a 404 of the tenant read (and 401/403 in general) is final.
        retry: (failureCount, error) => {
          if (error instanceof HttpError && [401, 403, 404].includes(error.status)) return false;
          return failureCount < 3;
        },
        retryDelay: 1000,
      },
      mutations: { retry: 1, retryDelay: 1000 },
    },
  });
}
