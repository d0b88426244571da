"use client";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  CATEGORY_SORT_FIELDS,
  DEFAULT_CATEGORY_QUERY,
  filterCategoryProducts,
  parseCategoryQuery,
  productsFoundLabel,
  toQueryString,
  type CategoryQuery,
} from "@/lib/storefront/filter";
import type { StoreProduct } from "@/lib/storefront/types";
import { ProductList } from "../product-card";
import { DebouncedInput } from "./debounced-input";
import { writeUrlQuery } from "./url-query";
import { ViewToggle } from "./view-toggle";

type Props = { products: StoreProduct[]; currency: string; basePath: string };

export function CategoryBrowserFromUrl(props: Props) {
  const params = useSearchParams();
  const query = useMemo(() => parseCategoryQuery(params), [params]);
  return <CategoryBrowser {...props} query={query} />;
}

/** A category's products with search, the Filters panel and grid/list (spec 1 §2.9). */
export function CategoryBrowser({ products, currency, basePath, query }: Props & { query: CategoryQuery }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const results = useMemo(() => filterCategoryProducts(products, query), [products, query]);
  const update = useCallback(
    (patch: Partial<CategoryQuery>, mode: "push" | "replace" = "push") => writeUrlQuery(toQueryString({ ...query, ...patch }, DEFAULT_CATEGORY_QUERY), mode),
    [query],
  );
  const commitSearch = useCallback((search: string) => update({ search }, "replace"), [update]);
  const commitMin = useCallback((min: string) => update({ min }, "replace"), [update]);
  const commitMax = useCallback((max: string) => update({ max }, "replace"), [update]);
  const filtersSet = !!(query.min || query.max || query.sortBy !== "name" || query.order !== "asc");
  const clear = () => update({ min: "", max: "", sortBy: "name", order: "asc" });

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <DebouncedInput
            type="search"
            value={query.search}
            onCommit={commitSearch}
            placeholder="Search in this category..."
            aria-label="Search in this category"
            className="pl-9"
            maxLength={200}
          />
        </div>
        <div className="flex items-center gap-2">
          <Button variant={panelOpen || filtersSet ? "secondary" : "outline"} onClick={() => setPanelOpen((o) => !o)} aria-expanded={panelOpen} aria-controls="category-filters">
            <SlidersHorizontal className="size-4" aria-hidden /> Filters
          </Button>
          <ViewToggle view={query.view} onChange={(view) => update({ view }, "replace")} />
        </div>
      </div>

      {panelOpen ? (
        <div id="category-filters" className="mt-4 grid gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label="Filters">
          <div className="space-y-1.5">
            <Label htmlFor="cat-min">Min price</Label>
            <DebouncedInput id="cat-min" type="number" inputMode="decimal" min={0} step="any" placeholder="0" value={query.min} onCommit={commitMin} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cat-max">Max price</Label>
            <DebouncedInput id="cat-max" type="number" inputMode="decimal" min={0} step="any" placeholder="Any" value={query.max} onCommit={commitMax} />
          </div>
          <div className="space-y-1.5">
            <Label id="cat-sort-label">Sort by</Label>
            <Select value={query.sortBy} onValueChange={(v) => update({ sortBy: v as CategoryQuery["sortBy"] })}>
              <SelectTrigger className="w-full" aria-labelledby="cat-sort-label">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CATEGORY_SORT_FIELDS.map((f) => (
                  <SelectItem key={f.value} value={f.value}>
                    {f.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label id="cat-order-label">Order</Label>
            <Select value={query.order} onValueChange={(v) => update({ order: v as CategoryQuery["order"] })}>
              <SelectTrigger className="w-full" aria-labelledby="cat-order-label">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="asc">Ascending</SelectItem>
                <SelectItem value="desc">Descending</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <Button variant="ghost" size="sm" onClick={clear} disabled={!filtersSet}>
              <X className="size-4" aria-hidden /> Clear Filters
            </Button>
          </div>
        </div>
      ) : null}

      <p className="mb-4 mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
        {productsFoundLabel(results.length)}
      </p>
      {results.length === 0 ? (
        <div className="rounded-lg border border-dashed px-6 py-16 text-center text-muted-foreground">No products found in this category.</div>
      ) : (
        <ProductList products={results} currency={currency} basePath={basePath} view={query.view} />
      )}
    </div>
  );
}
