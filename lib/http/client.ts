"use client";
import { QueryClient, type MutationFunctionContext } from "@tanstack/react-query";
import { HttpError, getQueryFn, mayRepeat, newAttemptKey } from "./fetch";

// The fetcher lives in ./fetch.ts (no TanStack Query); screens that use queries import it from here.
export { HttpError, apiRequest, apiUrl, errorMessage, getQueryFn, mayRepeat, storeBasePath } from "./fetch";

const attemptKeys = new WeakMap<MutationFunctionContext, string>();

/**
 * The Idempotency-Key of one attempt of a mutation: `mutationFn: (v, ctx) => apiRequest(…, { idempotencyKey:
 * attemptKey(ctx) })`. TanStack Query makes one context per `mutate()` and hands the same one to its
 * retries, so the retry of an attempt sends that attempt's key (the server then does it once), and the next
 * click is a new attempt with a new key (./client.test.ts holds TanStack to this).
 */
export function attemptKey(ctx: MutationFunctionContext): string {
  let key = attemptKeys.get(ctx);
  if (!key) {
    key = newAttemptKey();
    attemptKeys.set(ctx, key);
  }
  return key;
}

/**
 * A mutation is retried once, a second later, only when repeating it is safe (`mayRepeat`: an idempotent
 * method or an Idempotency-Key) and the answer may have been lost or the server failed (no answer, or 5xx).
 * A 4xx is the server's decision and is shown, not retried.
 */
export function retryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !mayRepeat(error)) return false;
  return !(error instanceof HttpError) || error.status >= 500;
}

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
      mutations: { retry: retryMutation, retryDelay: 1000 },
    },
  });
}
