"use client";
import { keepPreviousData } from "@tanstack/react-query";
import Link from "next/link";
import { Contact, Download, Filter, Search } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import * as customers from "@/lib/customers/endpoints";
import { PAGE_SIZE } from "@/lib/customers/admin/schemas";
import { apiPath } from "@/lib/http/call";
import { apiUrl } from "@/lib/http/client";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { FilterSelect } from "../list-parts";
import { Pager } from "../pager";
import { SectionHeader } from "../section-header";
import { useTenant } from "../store-gate";
import { useDashboardStore, useStoreHref } from "../use-dashboard";

const SORTS = [
  { value: "-createdAt", label: "Newest" },
  { value: "createdAt", label: "Oldest" },
  { value: "-totalSpent", label: "Most spent" },
  { value: "-ordersCount", label: "Most orders" },
  { value: "-lastOrderAt", label: "Last order" },
] as const;

type Filters = { search: string; tag: string; segment: string; sort: string; page: number };
const KEYS = ["search", "tag", "segment", "sort"] as const;

function filtersOf(params: URLSearchParams): Filters {
  return { search: params.get("search") ?? "", tag: params.get("tag") ?? "", segment: params.get("segment") ?? "", sort: params.get("sort") ?? "-createdAt", page: Math.max(1, Number(params.get("page")) || 1) };
}
function queryOf(f: Filters): URLSearchParams {
  const q = new URLSearchParams();
  for (const k of KEYS) if (f[k].trim() && !(k === "sort" && f.sort === "-createdAt")) q.set(k, f[k].trim());
  if (f.page > 1) q.set("page", String(f.page));
  return q;
}

export const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }) : "—");
export const fullName = (c: { firstName: string | null; lastName: string | null; email: string }) => [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email;

/** Customers: the store's registered customers, searched by e-mail, name or phone, filtered by tag or segment, sorted. */
export function CustomersSection() {
  const { slug } = useDashboardStore();
  const { currency } = useTenant();
  const href = useStoreHref();
  const params = useSearchParams();
  const filters = useMemo(() => filtersOf(new URLSearchParams(params.toString())), [params]);
  const navigate = useCallback((f: Filters, mode: "push" | "replace" = "push") => {
    const q = queryOf(f);
    const next = `${window.location.pathname}${q.size ? `?${q}` : ""}`;
    if (mode === "push") window.history.pushState(null, "", next);
    else window.history.replaceState(null, "", next);
  }, []);
  const set = (patch: Partial<Filters>) => navigate({ ...filters, page: 1, ...patch });

  const [search, setSearch] = useState(filters.search);
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
  const [tag, setTag] = useState(filters.tag);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const query = queryOf(filters);
  const { data, isPending, isError, error } = useApiQuery(slug, customers.list, { query }, { placeholderData: keepPreviousData });
  const segments = useApiQuery(slug, customers.segments, {});
  const exportHref = filters.segment
    ? apiUrl(apiPath(customers.segmentExport, { params: { id: filters.segment } }))
    : apiUrl(apiPath(customers.exportCsv, {}));
  const items = data?.items ?? [];
  const total = data?.total ?? 0;

  return (
    <div className="space-y-4">
      <SectionHeader
        title="Customers"
        description="Everyone with an account in your store, with their orders and spend. Guest orders with the same e-mail count."
        action={
          <Button asChild variant="outline">
            <Link href={href("/tenant-dashboard/customers/segments")}>Segments</Link>
          </Button>
        }
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <Label htmlFor="customer-search" className="sr-only">
            Search customers
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input id="customer-search" type="search" className="pl-8" placeholder="E-mail, name or phone" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Button type="button" variant="outline" className="md:hidden" aria-expanded={filtersOpen} aria-controls="customer-filters" onClick={() => setFiltersOpen((o) => !o)}>
          <Filter aria-hidden />
          Filters
        </Button>
        <Button asChild variant="outline">
          <a href={exportHref} download data-testid="customers-export">
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <div id="customer-filters" className={`${filtersOpen ? "grid" : "hidden"} grid-cols-1 gap-2 sm:grid-cols-3 md:grid`}>
        <form
          className="space-y-1"
          onSubmit={(e) => {
            e.preventDefault();
            set({ tag });
          }}
        >
          <Label htmlFor="customer-tag" className="text-xs text-muted-foreground">
            Tag
          </Label>
          <Input id="customer-tag" placeholder="e.g. wholesale" value={tag} onChange={(e) => setTag(e.target.value)} onBlur={() => tag !== filters.tag && set({ tag })} />
        </form>
        <FilterSelect id="customer-segment" label="Segment" value={filters.segment} onChange={(v) => set({ segment: v })}>
          <option value="">All customers</option>
          {(segments.data?.items ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="customer-sort" label="Sort" value={filters.sort} onChange={(v) => set({ sort: v })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </FilterSelect>
      </div>
      {isPending ? (
        <SkeletonRows className="h-14" />
      ) : isError ? (
        <LoadError error={error} fallback="Could not load customers." />
      ) : items.length === 0 ? (
        <EmptyState icon={<Contact className="size-10" />} title="No customers found" description={query.size ? "No customer matches these filters." : "Customers appear here when they create an account in your store."} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border bg-background">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Customer</TableHead>
                  <TableHead className="hidden md:table-cell">Phone</TableHead>
                  <TableHead className="text-right">Orders</TableHead>
                  <TableHead className="text-right">Spent</TableHead>
                  <TableHead className="hidden lg:table-cell">Last order</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((c) => (
                  <TableRow key={c.id} data-testid="customer-row" data-email={c.email}>
                    <TableCell className="max-w-72 whitespace-normal">
                      <Link href={href(`/tenant-dashboard/customers/${c.id}`)} className="font-medium break-words hover:underline">
                        {fullName(c)}
                      </Link>
                      <p className="text-xs break-all text-muted-foreground">{c.email}</p>
                      {c.phone ? <p className="text-xs text-muted-foreground md:hidden">{c.phone}</p> : null}
                      {c.tags.length ? (
                        <div className="mt-1 flex flex-wrap gap-1">
                          {c.tags.map((t) => (
                            <Badge key={t} variant="secondary">
                              {t}
                            </Badge>
                          ))}
                        </div>
                      ) : null}
                    </TableCell>
                    <TableCell className="hidden md:table-cell">{c.phone ?? "—"}</TableCell>
                    <TableCell className="text-right" data-testid="customer-orders">
                      {c.ordersCount}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap">{formatMoney(c.totalSpent, currency)}</TableCell>
                    <TableCell className="hidden lg:table-cell">{shortDate(c.lastOrderAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pager page={filters.page} pages={Math.max(1, Math.ceil(total / PAGE_SIZE))} limit={PAGE_SIZE} total={total} onPage={(page) => navigate({ ...filters, page })} rangeTestId="customers-range" />
        </>
      )}
    </div>
  );
}
