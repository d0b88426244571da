"use client";
import { useMutation, useQueryClient, type MutationFunctionContext, type UseMutationOptions } from "@tanstack/react-query";
import { callApi } from "./call";
import { attemptKey } from "./client";
import type { CallInput, EndpointSpec, ResponseOf } from "@/lib/endpoint";

/**
 * A mutation of one endpoint: `useApiMutation(discounts.update, { input: (d: DiscountDto) => ({ params: { id: d.id },
 * body: … }) })`. Sends the attempt's Idempotency-Key when the endpoint takes one (./client.ts's `attemptKey`),
 * and on success marks stale what the descriptor's `invalidates` names, before the caller's own onSuccess
 * (awaited, so a screen that navigates after `mutateAsync` shows fresh data).
 */
type Options<E extends EndpointSpec, V> = Omit<UseMutationOptions<ResponseOf<E>, Error, V>, "mutationFn"> &
  (Record<never, never> extends CallInput<E> ? { input?: (v: V) => CallInput<E> } : { input: (v: V) => CallInput<E> });

/** `input` maps the mutation's variables (`mutate(v)`) to the call's params, query and body. */
export function useApiMutation<E extends EndpointSpec, V = void>(e: E, options?: Options<E, V>) {
  const qc = useQueryClient();
  const { input, onSuccess, ...rest } = (options ?? {}) as Options<E, V>;
  return useMutation<ResponseOf<E>, Error, V>({
    ...rest,
    mutationFn: (v: V, ctx: MutationFunctionContext) => {
      const args = input ? input(v) : {};
      const call = callApi as (e: EndpointSpec, input: unknown, options: unknown) => Promise<ResponseOf<E>>;
      return call(e, args, e.idempotencyKey ? { idempotencyKey: attemptKey(ctx) } : undefined);
    },
    onSuccess: async (...a) => {
      await invalidateFor(qc, e);
      return onSuccess?.(...a);
    },
  });
}

/** Marks stale every cached query (of any store) whose API path starts with one the endpoint invalidates. */
export function invalidateFor(qc: ReturnType<typeof useQueryClient>, e: EndpointSpec) {
  const prefixes = e.invalidates ?? [];
  if (prefixes.length === 0) return Promise.resolve();
  return qc.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[1] === "string" && prefixes.some((p) => (queryKey[1] as string).startsWith(p)),
  });
}
