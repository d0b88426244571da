import { apiRequest } from "./fetch";
import { fillPath, queryString, staticPrefix, type CallInput, type EndpointSpec, type ResponseOf } from "@/lib/endpoint";
import { api, type StoreScope } from "./query-key-scope";

/**
 * The typed browser client: `callApi(orders.refund, { params: { id }, body })` sends the endpoint's method to its
 * path and answers its declared response type, so a changed path, field or DTO fails `tsc` at every caller
 * (docs/decisions/0137). It goes through ./fetch.ts's `apiRequest` (errors, store addressing, retry marks).
 * Components never write an "/api/…" string or an `apiRequest<T>` cast; they call this, or `useApiMutation`
 * (./use-api-mutation.ts), which also sends the attempt's Idempotency-Key and invalidates from the descriptor.
 */

type Args<E> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type CallOptions = { idempotencyKey?: string; headers?: Record<string, string> };

/** The URL of a call without sending it (a download link, an `<a href>`). */
export function apiPath<E extends EndpointSpec>(e: E, ...[input]: Args<E>): string {
  const i = input as { params?: Record<string, unknown>; query?: Record<string, unknown> | URLSearchParams } | undefined;
  return `${fillPath(e.path, i?.params)}${queryString(i?.query)}`;
}

export function callApi<E extends EndpointSpec>(e: E, ...args: [...Args<E>, CallOptions?]): Promise<ResponseOf<E>> {
  const options = args[1] as CallOptions | undefined;
  const i = args[0] as { params?: Record<string, unknown>; query?: Record<string, unknown> | URLSearchParams; body?: unknown } | undefined;
  const path = `${fillPath(e.path, i?.params)}${queryString(i?.query)}`;
  return options ? apiRequest<ResponseOf<E>>(e.method, path, i?.body, options) : apiRequest<ResponseOf<E>>(e.method, path, i?.body);
}

/**
 * The query key of a GET endpoint, in lib/http/query-keys.ts's shape (store, the path's fixed start, then its
 * parameters and later segments; the query string on the last part), so the default query function fetches
 * it and a prefix invalidation reaches it: `apiKey(slug, orders.one, { params: { id } })` is
 * [slug, "/api/orders", id], the factory's key for the same data.
 */
export function apiKey<E extends EndpointSpec & { method: "GET" }>(store: StoreScope, e: E, ...[input]: Args<E>) {
  const i = input as { params?: Record<string, unknown>; query?: Record<string, unknown> | URLSearchParams } | undefined;
  const prefix = staticPrefix(e.path);
  const rest = fillPath(e.path.slice(prefix.length), i?.params).split("/").filter(Boolean);
  const parts = [prefix, ...rest];
  parts[parts.length - 1] += queryString(i?.query);
  return api(store, ...parts);
}
