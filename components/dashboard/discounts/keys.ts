import type { StoreScope } from "@/lib/http/query-keys";

/*
 * The discounts' query keys, shaped as lib/http/query-keys.ts shapes every key ([store, api path, …parts],
 * fetched by the default query function). They belong in that factory as `queryKeys.discounts`; they live
 * here only while lib/ is being changed by others (see docs/decisions/0096-discounts-dashboard.md).
 */
const scope = (store: StoreScope) => store || "_";

export const discountKeys = {
  list: (store: StoreScope) => [scope(store), "/api/discounts"] as const,
  one: (store: StoreScope, id: string) => [scope(store), "/api/discounts", id] as const,
};
