"use client";
import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { apiKey } from "./call";
import type { CallInput, EndpointSpec, ResponseOf } from "@/lib/endpoint";
import type { StoreScope } from "./query-key-scope";

/**
 * A read of one GET endpoint, typed by its descriptor: `useApiQuery(slug, orders.one, { params: { id } })`.
 * The key is `apiKey`'s (lib/http/query-keys.ts's shape), fetched by the default query function.
 */
export function useApiQuery<E extends EndpointSpec & { method: "GET" }>(
  store: StoreScope,
  e: E,
  input?: CallInput<E>,
  options?: Omit<UseQueryOptions<ResponseOf<E>>, "queryKey" | "queryFn">,
) {
  const key = (apiKey as (s: StoreScope, e: EndpointSpec, i?: unknown) => readonly unknown[])(store, e, input);
  return useQuery<ResponseOf<E>>({ ...options, queryKey: key });
}
