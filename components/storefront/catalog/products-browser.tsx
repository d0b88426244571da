"use client";
import { PackageSearch, Search, SlidersHorizontal, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  DEFAULT_PRODUCTS_QUERY,
  PRODUCT_SORTS,
  STATUS_OPTIONS,
  filterProducts,
  hasActiveFilters,
  parseProductsQuery,
  productsFoundLabel,
  toQueryString,
  type ProductsQuery,
} from "@/lib/storefront/filter";
import type { StoreCategory, StoreProduct } from "@/lib/storefront/types";
import { cn } from "@/lib/utils";
import { ProductList } from "../product-card";
import { DebouncedInput } from "./debounced-input";
import { writeUrlQuery } from "./url-query";
import { ViewToggle } from "./view-toggle";

export type BrowserCategory = Pick<StoreCategory, "id" | "name" | "slug" | "parentId">;

type Props = { products: StoreProduct[]; categories: BrowserCategory[]; currency: string; basePath: string };

/** /products with the filters and sort of the URL query (spec 1 §2.6). */
export function ProductsBrowserFromUrl(props: Props) {
  const params = useSearchParams();
  const query = useMemo(() => parseProductsQuery(params), [params]);
  return <ProductsBrowser {...props} query={query} />;
}

/** The same list for a given query: the server renders it with the defaults (all products, Name A-Z). */
export function ProductsBrowser({ products, categories, currency, basePath, query }: Props & { query: ProductsQuery }) {
  const [showFilters, setShowFilters] = useState(false);
  const results = useMemo(() => filterProducts(products, categories, query), [products, categories, query]);
  const update = useCallback(
    (patch: Partial<ProductsQuery>, mode: "push" | "replace" = "push") => writeUrlQuery(toQueryString({ ...query, ...patch }, DEFAULT_PRODUCTS_QUERY), mode),
    [query],
  );
  const commitSearch = useCallback((search: string) => update({ search }, "replace"), [update]);
  const commitMin = useCallback((min: string) => update({ min }, "replace"), [update]);
  const commitMax = useCallback((max: string) => update({ max }, "replace"), [update]);
  const clearAll = () => update({ search: "", category: "", min: "", max: "", status: "all" });
  const filtering = hasActiveFilters(query);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">All Products</h1>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <DebouncedInput
            type="search"
            value={query.search}
            onCommit={commitSearch}
            placeholder="Search products..."
            aria-label="Search products"
            className="pl-9"
            maxLength={200}
          />
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            className="md:hidden"
            onClick={() => setShowFilters((s) => !s)}
            aria-expanded={showFilters}
            aria-controls="product-filters"
          >
            <SlidersHorizontal className="size-4" aria-hidden /> {showFilters ? "Hide Filters" : "Show Filters"}
          </Button>
          <Select value={query.sort} onValueChange={(sort) => update({ sort: sort as ProductsQuery["sort"] })}>
            <SelectTrigger className="w-44" aria-label="Sort by">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRODUCT_SORTS.map((s) => (
                <SelectItem key={s.value} value={s.value}>
                  {s.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <ViewToggle view={query.view} onChange={(view) => update({ view }, "replace")} />
        </div>
      </div>

      <div className="mt-6 grid gap-8 md:grid-cols-[240px_1fr]">
        <aside id="product-filters" aria-label="Filters" className={cn("space-y-6", showFilters ? "block" : "hidden md:block")}>
          <div>
            <h2 className="mb-2 text-sm font-semibold">Categories</h2>
            <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
              <Button
                size="sm"
                variant={query.category === "" ? "default" : "outline"}
                aria-pressed={query.category === ""}
                className="md:justify-start"
                onClick={() => update({ category: "" })}
              >
                All Categories
              </Button>
              {categories.map((c) => (
                <Button
                  key={c.id}
                  size="sm"
                  variant={query.category === c.slug ? "default" : "outline"}
                  aria-pressed={query.category === c.slug}
                  className={cn("md:justify-start", c.parentId && "md:ml-4")}
                  onClick={() => update({ category: c.slug })}
                >
                  {c.name}
                </Button>
              ))}
            </div>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold">Price</h2>
            <div className="flex items-center gap-2">
              <div className="flex-1">
                <Label htmlFor="price-min" className="sr-only">
                  Min price
                </Label>
                <DebouncedInput id="price-min" type="number" inputMode="decimal" min={0} step="any" placeholder="Min" value={query.min} onCommit={commitMin} />
              </div>
              <span className="text-muted-foreground" aria-hidden>
                –
              </span>
              <div className="flex-1">
                <Label htmlFor="price-max" className="sr-only">
                  Max price
                </Label>
                <DebouncedInput id="price-max" type="number" inputMode="decimal" min={0} step="any" placeholder="Max" value={query.max} onCommit={commitMax} />
              </div>
            </div>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold">Status</h2>
            <Select value={query.status} onValueChange={(status) => update({ status: status as ProductsQuery["status"] })}>
              <SelectTrigger className="w-full capitalize" aria-label="Status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {STATUS_OPTIONS.map((s) => (
                  <SelectItem key={s.value} value={s.value} className={s.value === "all" ? undefined : "capitalize"}>
                    {s.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button variant="ghost" size="sm" onClick={clearAll} disabled={!filtering} className="w-full">
            <X className="size-4" aria-hidden /> Clear All Filters
          </Button>
        </aside>

        <section aria-label="Products">
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
            {productsFoundLabel(results.length)}
          </p>
          {results.length === 0 ? (
            <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
              <PackageSearch className="size-12 text-muted-foreground/60" aria-hidden />
              <h2 className="mt-4 text-lg font-semibold">No Products Found</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {products.length === 0 ? "This store doesn't have any products yet." : "Try adjusting your filters to see more products."}
              </p>
              {filtering ? (
                <Button variant="outline" className="mt-4" onClick={clearAll}>
                  Clear All Filters
                </Button>
              ) : null}
            </div>
          ) : (
            <ProductList products={results} currency={currency} basePath={basePath} view={query.view} />
          )}
        </section>
      </div>
    </div>
  );
}
