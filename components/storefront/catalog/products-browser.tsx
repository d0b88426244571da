"use client";
import { clsx } from "clsx";
import { PackageSearch, Search, SlidersHorizontal, X } from "lucide-react";
import { useCallback, useRef, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { LABEL_CLASS } from "@/components/ui/button-classes";
import { NativeSelect } from "@/components/ui/native-select";
import {
  DEFAULT_PRODUCTS_QUERY,
  PRODUCT_SORTS,
  hasActiveFilters,
  toQueryString,
  type ProductsQuery,
} from "@/lib/storefront/filter";
import type { StoreCategory } from "@/lib/storefront/schemas";
import { useT } from "../island-messages";
import { StoreButton } from "../store-button";
import { DebouncedInput } from "./debounced-input";
import { useFocusMemory, useRememberedFlag } from "./listing-memory";
import { HiddenFields, NoScriptSelects } from "./noscript-controls";
import { useListingNavigation, useQueryDraft } from "./url-query";
import { ViewToggle } from "./view-toggle";

export type BrowserCategory = Pick<StoreCategory, "id" | "name" | "slug" | "parentId">;

type Props = {
  query: ProductsQuery;
  categories: BrowserCategory[];
  /** Products matching the query in all (counted by the database). */
  total: number;
  /** The store has no active products at all. */
  storeEmpty: boolean;
  /** The server-rendered page of results and its pagination. */
  children: ReactNode;
};

/**
 * /products' controls around the server-rendered results: search, categories, price, sort and view
 * (no product status: shoppers only ever see active products). Everything is a GET form over the URL query, so it works without JavaScript; with it, changes
 * navigate without a full reload. Any change of filter or sort goes back to page 1.
 */
export function ProductsBrowser({ query, categories, total, storeEmpty, children }: Props) {
  const [showFilters, setShowFilters] = useRememberedFlag("showFilters");
  const t = useT();
  const sorts = PRODUCT_SORTS.map((o) => ({ value: o.value, label: t(`catalog.listing.sorts.${o.value}`) }));
  const formRef = useRef<HTMLFormElement>(null);
  useFocusMemory(formRef);
  const { navigate, pending } = useListingNavigation();
  const draftRef = useQueryDraft(query);
  const update = useCallback(
    (patch: Partial<ProductsQuery>, mode: "push" | "replace" = "push") => {
      const next = { ...draftRef.current, page: "1", ...patch };
      draftRef.current = next;
      navigate(toQueryString(next, DEFAULT_PRODUCTS_QUERY), mode);
    },
    [draftRef, navigate],
  );
  const commitSearch = useCallback((search: string) => update({ search }, "replace"), [update]);
  const commitMin = useCallback((min: string) => update({ min }, "replace"), [update]);
  const commitMax = useCallback((max: string) => update({ max }, "replace"), [update]);
  const clearAll = () => update({ search: "", category: "", min: "", max: "", });
  const clearClick = (e: MouseEvent) => {
    e.preventDefault();
    clearAll();
  };
  const filtering = hasActiveFilters(query);
  // With JavaScript the inputs commit themselves (debounced, Enter, blur); the form is the no-JS path.
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <form ref={formRef} method="get" onSubmit={onSubmit} className="mx-auto max-w-7xl px-4 py-8 sm:px-6" aria-busy={pending}>
      {/* The default button of the form, so Enter in a text field submits the filters (not a category). */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden>
        {t("catalog.listing.applyFilters")}
      </button>
      <h1 className="text-3xl font-bold tracking-tight">{t("catalog.listing.allProducts")}</h1>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <DebouncedInput
            type="search"
            name="search"
            value={query.search}
            onCommit={commitSearch}
            placeholder={t("catalog.listing.searchPlaceholder")}
            aria-label={t("catalog.listing.searchLabel")}
            className="ps-9"
            maxLength={200}
          />
        </div>
        <div className="flex items-center gap-2">
          <StoreButton
            type="button"
            variant="outline"
            className="md:hidden"
            onClick={() => setShowFilters((s) => !s)}
            aria-expanded={showFilters}
            aria-controls="product-filters"
          >
            <SlidersHorizontal className="size-4" aria-hidden /> {showFilters ? t("catalog.listing.hideFilters") : t("catalog.listing.showFilters")}
          </StoreButton>
          <NativeSelect
            className="w-44"
            aria-label={t("catalog.listing.sortBy")}
            value={query.sort}
            onChange={(e) => update({ sort: e.target.value as ProductsQuery["sort"] })}
            options={sorts}
          />
          <ViewToggle view={query.view} onChange={(view) => update({ view, page: query.page }, "replace")} />
        </div>
      </div>

      <div className="mt-6 grid gap-8 md:grid-cols-[240px_1fr]">
        <aside id="product-filters" aria-label={t("catalog.listing.filters")} className={clsx("space-y-6", showFilters ? "block" : "hidden md:block")}>
          <div>
            <h2 className="mb-2 text-sm font-semibold">{t("catalog.listing.categories")}</h2>
            <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
              <StoreButton
                type="submit"
                name="category"
                value=""
                size="sm"
                variant={query.category === "" ? "default" : "outline"}
                aria-pressed={query.category === ""}
                className="md:justify-start"
                onClick={(e) => {
                  e.preventDefault();
                  update({ category: "" });
                }}
              >
                {t("catalog.listing.allCategories")}
              </StoreButton>
              {categories.map((c) => (
                <StoreButton
                  key={c.id}
                  type="submit"
                  name="category"
                  value={c.slug}
                  size="sm"
                  variant={query.category === c.slug ? "default" : "outline"}
                  aria-pressed={query.category === c.slug}
                  className={clsx("md:justify-start", c.parentId && "md:ms-4")}
                  onClick={(e) => {
                    e.preventDefault();
                    update({ category: c.slug });
                  }}
                >
                  {c.name}
                </StoreButton>
              ))}
            </div>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold">{t("catalog.listing.price")}</h2>
            <div className="flex items-center gap-2">
              <div className="flex-1">
                <label data-slot="label" htmlFor="price-min" className={`${LABEL_CLASS} sr-only`}>
                  {t("catalog.listing.minPrice")}
                </label>
                <DebouncedInput id="price-min" name="min" type="number" inputMode="decimal" min={0} step="any" placeholder={t("catalog.listing.min")} value={query.min} onCommit={commitMin} />
              </div>
              <span className="text-muted-foreground" aria-hidden>
                –
              </span>
              <div className="flex-1">
                <label data-slot="label" htmlFor="price-max" className={`${LABEL_CLASS} sr-only`}>
                  {t("catalog.listing.maxPrice")}
                </label>
                <DebouncedInput id="price-max" name="max" type="number" inputMode="decimal" min={0} step="any" placeholder={t("catalog.listing.max")} value={query.max} onCommit={commitMax} />
              </div>
            </div>
          </div>
          <NoScriptSelects apply={t("catalog.listing.apply")} selects={[{ name: "sort", label: t("catalog.listing.sort"), value: query.sort, options: sorts }]} />
          <StoreButton type="submit" name="clear" value="1" variant="ghost" size="sm" onClick={clearClick} disabled={!filtering} className="w-full">
            <X className="size-4" aria-hidden /> {t("catalog.listing.clearAll")}
          </StoreButton>
        </aside>

        <section aria-label={t("catalog.listing.products")}>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
            {t("catalog.listing.found", { count: total })}
          </p>
          {total === 0 ? (
            <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
              <PackageSearch className="size-12 text-muted-foreground/60" aria-hidden />
              <h2 className="mt-4 text-lg font-semibold">{t("catalog.listing.noProducts")}</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {storeEmpty ? t("catalog.listing.storeEmpty") : t("catalog.listing.tryAdjusting")}
              </p>
              {filtering ? (
                <StoreButton type="submit" name="clear" value="1" variant="outline" className="mt-4" onClick={clearClick}>
                  {t("catalog.listing.clearAll")}
                </StoreButton>
              ) : null}
            </div>
          ) : (
            children
          )}
        </section>
      </div>
      <HiddenFields values={{ category: query.category, sort: query.sort === DEFAULT_PRODUCTS_QUERY.sort ? "" : query.sort, view: query.view === "grid" ? "" : query.view }} />
    </form>
  );
}
