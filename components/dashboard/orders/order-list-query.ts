/**
 * The owner's order list in the URL: /tenant-dashboard/orders?search=…&status=…&paymentMethod=…&paid=…&from=…&to=…&sort=…&page=…
 * Pure, so a shared link or a reload shows the same view. Unknown values read as "any"; defaults are left out.
 */

/** Every order status (lib/orders/schemas.ts ORDER_STATUS_VALUES, restated to keep zod out of the bundle). */
export const FILTER_STATUSES = ["pending", "processing", "on_hold", "shipped", "delivered", "paid", "refunded", "failed", "cancelled"] as const;
/** lib/checkout/payment-methods.ts PAYMENT_METHODS, restated likewise. */
export const FILTER_PAYMENT_METHODS = ["cod", "razorpay", "stripe", "paypal"] as const;
/** Where orders come from (lib/orders/schemas.ts ORDER_SOURCE_VALUES, restated likewise). */
export const FILTER_SOURCES = ["web", "draft", "api"] as const;
export const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "total-desc", label: "Highest total" },
  { value: "total-asc", label: "Lowest total" },
] as const;
export type OrderSort = (typeof SORTS)[number]["value"];

export type OrderFilters = {
  search: string;
  status: string;
  paymentMethod: string;
  paid: "" | "true" | "false";
  source: string;
  from: string;
  to: string;
  sort: OrderSort;
  page: number;
};

export const NO_FILTERS: OrderFilters = { search: "", status: "", paymentMethod: "", paid: "", source: "", from: "", to: "", sort: "newest", page: 1 };

const FILTER_KEYS = ["search", "status", "paymentMethod", "paid", "source", "from", "to", "sort", "page"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Params = { get(name: string): string | null };

const oneOf = <T extends string>(v: string | null, list: readonly T[]): T | "" => (v && (list as readonly string[]).includes(v) ? (v as T) : "");

/** The filters a URL's query names (anything unknown or malformed is dropped). */
export function filtersFromParams(p: Params): OrderFilters {
  const page = Number(p.get("page"));
  const from = p.get("from") ?? "";
  const to = p.get("to") ?? "";
  return {
    search: (p.get("search") ?? "").slice(0, 200),
    status: oneOf(p.get("status"), FILTER_STATUSES),
    paymentMethod: oneOf(p.get("paymentMethod"), FILTER_PAYMENT_METHODS),
    paid: oneOf(p.get("paid"), ["true", "false"] as const),
    source: oneOf(p.get("source"), FILTER_SOURCES),
    from: DAY.test(from) ? from : "",
    to: DAY.test(to) ? to : "",
    sort: oneOf(p.get("sort"), SORTS.map((s) => s.value)) || "newest",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The filters written into `base` (other keys such as tab are kept); defaults are removed, not written. */
export function filtersToParams(f: OrderFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const k of FILTER_KEYS) out.delete(k);
  const search = f.search.trim();
  if (search) out.set("search", search);
  if (f.status) out.set("status", f.status);
  if (f.paymentMethod) out.set("paymentMethod", f.paymentMethod);
  if (f.paid) out.set("paid", f.paid);
  if (f.source) out.set("source", f.source);
  if (f.from) out.set("from", f.from);
  if (f.to) out.set("to", f.to);
  if (f.sort !== "newest") out.set("sort", f.sort);
  if (f.page > 1) out.set("page", String(f.page));
  return out;
}

/** The query of GET /api/orders for one page (always paged: page and limit are written). */
export function listApiQuery(f: OrderFilters, limit: number): string {
  const q = filtersToParams({ ...f, page: 1 });
  q.set("page", String(f.page));
  q.set("limit", String(limit));
  return q.toString();
}

/** The query of GET /api/orders/export: the same filters, no page. */
export function exportApiQuery(f: OrderFilters): string {
  const q = filtersToParams({ ...f, page: 1 });
  q.delete("sort");
  return q.toString();
}

/** Whether anything narrows the list (sort and page do not). */
export function hasFilters(f: OrderFilters): boolean {
  return !!(f.search.trim() || f.status || f.paymentMethod || f.paid || f.source || f.from || f.to);
}

/** "1–25 of 100,000": where a page is among all the matches ("0 orders" when none). */
export function rangeLabel(page: number, limit: number, total: number, locale = "en-US"): string {
  const n = (x: number) => x.toLocaleString(locale);
  if (total <= 0) return "0 orders";
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return `${n(first)}–${n(last)} of ${n(total)}`;
}
