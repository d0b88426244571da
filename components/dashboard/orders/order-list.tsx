"use client";
import { keepPreviousData } from "@tanstack/react-query";
import { Download, Filter, Search, ShoppingCart } from "lucide-react";
import { Pager } from "../pager";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { apiUrl } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import type { OrderDto } from "@/lib/orders/schemas";
import { FilterSelect } from "../list-parts";
import { useDashboardStore } from "../use-dashboard";
import { fulfillmentLabel, fulfillmentTone } from "./fulfillment";
import {
  exportApiQuery,
  FILTER_PAYMENT_METHODS,
  FILTER_STATUSES,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  listApiQuery,
  NO_FILTERS,
  SORTS,
  type OrderFilters,
} from "./order-list-query";
import { paymentLabel, statusLabel, statusOptionLabel, statusTone } from "./order-status";
import * as orders from "@/lib/orders/endpoints";
import { useApiQuery } from "@/lib/http/use-api-query";
import { apiPath } from "@/lib/http/call";

export const ORDER_LIST_LIMIT = 25;

const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** Writes the filters into the address bar (Next's router follows pushState/replaceState). */
function useFilterNavigation() {
  return useCallback((f: OrderFilters, mode: "push" | "replace" = "push") => {
    const url = new URL(window.location.href);
    const q = filtersToParams(f, url.searchParams);
    const next = `${url.pathname}${q.size ? `?${q}` : ""}`;
    if (mode === "push") window.history.pushState(null, "", next);
    else window.history.replaceState(null, "", next);
  }, []);
}

/** The store's orders, one page at a time, with search, filters and sort in the URL. */
export function OrderList({ onOpen }: { onOpen: (id: string) => void }) {
  const { slug } = useDashboardStore();
  const params = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const navigate = useFilterNavigation();
  const set = (patch: Partial<OrderFilters>) => navigate({ ...filters, page: 1, ...patch });

  // The search box: typed freely, sent 300 ms after the last key (replacing the URL, not adding history).
  const [search, setSearch] = useState(filters.search);
  // The URL changed under the box (Back, Clear filters, a shared link): the box follows it.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearch(filters.search);
  }
  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const t = setTimeout(() => navigate({ ...filters, search, page: 1 }, "replace"), 300);
    return () => clearTimeout(t);
  }, [search, filters, navigate]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = listApiQuery(filters, ORDER_LIST_LIMIT);
  const { data: answer, isPending, isError, error, isPlaceholderData } = useApiQuery(slug, orders.list, { query: new URLSearchParams(query) }, { placeholderData: keepPreviousData });
  // Always paged here (page and limit are sent): the whole-list form is for other callers.
  const data = answer && !Array.isArray(answer) ? answer : undefined;
  const exportQuery = exportApiQuery(filters);
  const exportHref = apiUrl(apiPath(orders.exportCsv, { query: new URLSearchParams(exportQuery) }));
  const activeCount = [filters.status, filters.paymentMethod, filters.paid, filters.source, filters.from, filters.to].filter(Boolean).length;

  return (
    <div className="space-y-4" data-testid="order-list">
      <div className="flex flex-wrap items-end gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <Label htmlFor="order-search" className="sr-only">
            Search orders
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="order-search"
            type="search"
            className="pl-8"
            placeholder="Order #, name or e-mail"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button type="button" variant="outline" className="md:hidden" aria-expanded={filtersOpen} aria-controls="order-filters" onClick={() => setFiltersOpen((o) => !o)}>
          <Filter aria-hidden />
          Filters{activeCount ? ` (${activeCount})` : ""}
        </Button>
        <Button asChild variant="outline">
          <a href={exportHref} download data-testid="orders-export">
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <div id="order-filters" className={`${filtersOpen ? "grid" : "hidden"} grid-cols-2 gap-2 md:grid md:grid-cols-[repeat(7,minmax(0,1fr))]`}>
        <FilterSelect id="order-status-filter" label="Status" value={filters.status} onChange={(v) => set({ status: v })}>
          <option value="">Any status</option>
          {FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusOptionLabel(s)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="order-payment-filter" label="Payment method" value={filters.paymentMethod} onChange={(v) => set({ paymentMethod: v })}>
          <option value="">Any method</option>
          {FILTER_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {paymentLabel(m)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="order-paid-filter" label="Paid" value={filters.paid} onChange={(v) => set({ paid: v as OrderFilters["paid"] })}>
          <option value="">Paid or not</option>
          <option value="true">Paid</option>
          <option value="false">Unpaid</option>
        </FilterSelect>
        <FilterSelect id="order-source-filter" label="Source" value={filters.source} onChange={(v) => set({ source: v })}>
          <option value="">Any source</option>
          <option value="web">Online store</option>
          <option value="draft">Draft order</option>
          <option value="api">API</option>
        </FilterSelect>
        <div className="space-y-1">
          <Label htmlFor="order-from" className="text-xs text-muted-foreground">
            From
          </Label>
          <Input id="order-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="order-to" className="text-xs text-muted-foreground">
            To
          </Label>
          <Input id="order-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
        </div>
        <FilterSelect id="order-sort" label="Sort" value={filters.sort} onChange={(v) => set({ sort: v as OrderFilters["sort"] })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
      </div>

      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadError error={error} fallback="Could not load orders." />
      ) : !data ? (
        <ListSkeleton />
      ) : data.total === 0 ? (
        hasFilters(filters) ? (
          <EmptyState
            icon={<Search className="size-10" />}
            title="No orders match these filters"
            description="Try another search or fewer filters."
            action={
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setSearch("");
                  navigate({ ...NO_FILTERS, sort: filters.sort });
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState icon={<ShoppingCart className="size-10" />} title="No orders yet" description="Orders placed in your store appear here." />
        )
      ) : (
        <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={isPlaceholderData}>
          <OrderRows orders={data.orders} onOpen={onOpen} />
          <Pager page={data.page} pages={data.pages} limit={data.limit} total={data.total} onPage={(page) => navigate({ ...filters, page })} rangeTestId="orders-range" />
        </div>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-2" aria-label="Loading orders">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** Rows on wide screens, cards on a phone; each opens the order. */
function OrderRows({ orders, onOpen }: { orders: OrderDto[]; onOpen: (id: string) => void }) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <div className="hidden grid-cols-[7rem_minmax(0,1fr)_8rem_9rem_8rem_7rem] gap-3 border-b bg-muted/40 px-4 py-2 text-xs font-medium text-muted-foreground md:grid">
        <span>Order</span>
        <span>Customer</span>
        <span>Status</span>
        <span>Fulfilment</span>
        <span>Payment</span>
        <span className="text-right">Total</span>
      </div>
      <ul className="divide-y">
        {orders.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className="grid w-full grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-left text-sm hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none md:grid-cols-[7rem_minmax(0,1fr)_8rem_9rem_8rem_7rem] md:items-center"
              onClick={() => onOpen(o.id)}
              data-testid="order-row"
              data-row-order-id={o.id}
            >
              <span className="min-w-0">
                <span className="block font-medium">{orderNumber(o)}</span>
                <time className="block text-xs text-muted-foreground" dateTime={o.createdAt}>
                  {shortDate(o.createdAt)}
                </time>
              </span>
              <span className="min-w-0 max-md:col-span-2 max-md:row-start-2">
                <span className="block truncate">{o.customerName}</span>
                <span className="block truncate text-xs text-muted-foreground">{o.customerEmail}</span>
              </span>
              <span className="max-md:row-start-3">
                <Badge variant={statusTone(o.status)}>{statusLabel(o.status)}</Badge>
              </span>
              <span className="max-md:row-start-3 max-md:text-right">
                <Badge variant={fulfillmentTone(o.fulfillmentStatus)}>{fulfillmentLabel(o.fulfillmentStatus)}</Badge>
              </span>
              <span className="text-muted-foreground max-md:hidden">
                {paymentLabel(o.paymentMethod)}
                {o.source !== "web" ? (
                  <span className="block text-xs" data-testid="order-source">
                    {o.source === "draft" ? "Draft order" : "API"}
                  </span>
                ) : null}
              </span>
              <span className="text-right font-medium max-md:col-start-2 max-md:row-start-1">{formatMoney(o.total, o.currency)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
