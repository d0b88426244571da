"use client";
import { clsx } from "clsx";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useCallback, useRef, type FormEvent, type ReactNode } from "react";
import { LABEL_CLASS } from "@/components/ui/button-classes";
import { NativeSelect } from "@/components/ui/native-select";
import { CATEGORY_SORT_FIELDS, DEFAULT_CATEGORY_QUERY, toQueryString, type CategoryQuery } from "@/lib/storefront/filter";
import { useT } from "../island-messages";
import { StoreButton } from "../store-button";
import { DebouncedInput } from "./debounced-input";
import { useFocusMemory, useRememberedFlag } from "./listing-memory";
import { HiddenFields, NoScriptSelects } from "./noscript-controls";
import { useListingNavigation, useQueryDraft } from "./url-query";
import { ViewToggle } from "./view-toggle";

type Props = {
  query: CategoryQuery;
  /** Products matching the query in all (counted by the database). */
  total: number;
  /** The server-rendered page of results and its pagination. */
  children: ReactNode;
};

const ORDERS = ["asc", "desc"] as const;

/**
 * A category's search, Filters panel and grid/list around the server-rendered results. A GET form over
 * the URL query, so it works without JavaScript (the panel then shows native selects); with it, changes
 * navigate without a full reload. Any change of filter or sort goes back to page 1.
 */
export function CategoryBrowser({ query, total, children }: Props) {
  const [panelOpen, setPanelOpen] = useRememberedFlag("panelOpen");
  const t = useT();
  const fields = CATEGORY_SORT_FIELDS.map((o) => ({ value: o.value, label: t(`catalog.listing.fields.${o.value}`) }));
  const orders = ORDERS.map((value) => ({ value, label: t(value === "asc" ? "catalog.category.ascending" : "catalog.category.descending") }));
  const formRef = useRef<HTMLFormElement>(null);
  useFocusMemory(formRef);
  const { navigate, pending } = useListingNavigation();
  const draftRef = useQueryDraft(query);
  const update = useCallback(
    (patch: Partial<CategoryQuery>, mode: "push" | "replace" = "push") => {
      const next = { ...draftRef.current, page: "1", ...patch };
      draftRef.current = next;
      navigate(toQueryString(next, DEFAULT_CATEGORY_QUERY), mode);
    },
    [draftRef, navigate],
  );
  const commitSearch = useCallback((search: string) => update({ search }, "replace"), [update]);
  const commitMin = useCallback((min: string) => update({ min }, "replace"), [update]);
  const commitMax = useCallback((max: string) => update({ max }, "replace"), [update]);
  const filtersSet = !!(query.min || query.max || query.sortBy !== "name" || query.order !== "asc");
  const clear = () => update({ min: "", max: "", sortBy: "name", order: "asc" });
  const onSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <form ref={formRef} method="get" onSubmit={onSubmit} aria-busy={pending}>
      {/* The default button of the form, so Enter in a text field submits the query. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden>
        {t("catalog.listing.applyFilters")}
      </button>
      {/* Without JavaScript the panel cannot be toggled: show it. */}
      <noscript>
        <style>{"#category-filters{display:grid!important}"}</style>
      </noscript>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <DebouncedInput
            type="search"
            name="search"
            value={query.search}
            onCommit={commitSearch}
            placeholder={t("catalog.category.searchPlaceholder")}
            aria-label={t("catalog.category.searchLabel")}
            className="ps-9"
            maxLength={200}
          />
        </div>
        <div className="flex items-center gap-2">
          <StoreButton type="button" variant={panelOpen || filtersSet ? "secondary" : "outline"} onClick={() => setPanelOpen((o) => !o)} aria-expanded={panelOpen} aria-controls="category-filters">
            <SlidersHorizontal className="size-4" aria-hidden /> {t("catalog.listing.filters")}
          </StoreButton>
          <ViewToggle view={query.view} onChange={(view) => update({ view, page: query.page }, "replace")} />
        </div>
      </div>

      <div
          id="category-filters"
          className={clsx("mt-4 gap-4 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2 lg:grid-cols-4", panelOpen ? "grid" : "hidden")}
          role="group"
          aria-label={t("catalog.listing.filters")}
        >          <div className="space-y-1.5">
            <label data-slot="label" className={LABEL_CLASS} htmlFor="cat-min">{t("catalog.listing.minPrice")}</label>
            <DebouncedInput id="cat-min" name="min" type="number" inputMode="decimal" min={0} step="any" placeholder="0" value={query.min} onCommit={commitMin} />
          </div>
          <div className="space-y-1.5">
            <label data-slot="label" className={LABEL_CLASS} htmlFor="cat-max">{t("catalog.listing.maxPrice")}</label>
            <DebouncedInput id="cat-max" name="max" type="number" inputMode="decimal" min={0} step="any" placeholder={t("catalog.listing.any")} value={query.max} onCommit={commitMax} />
          </div>
          <div className="space-y-1.5">
            <label data-slot="label" className={LABEL_CLASS} id="cat-sort-label">{t("catalog.listing.sortBy")}</label>
            <NativeSelect
              className="w-full"
              aria-labelledby="cat-sort-label"
              value={query.sortBy}
              onChange={(e) => update({ sortBy: e.target.value as CategoryQuery["sortBy"] })}
              options={fields}
            />
          </div>
          <div className="space-y-1.5">
            <label data-slot="label" className={LABEL_CLASS} id="cat-order-label">{t("catalog.category.order")}</label>
            <NativeSelect
              className="w-full"
              aria-labelledby="cat-order-label"
              value={query.order}
              onChange={(e) => update({ order: e.target.value as CategoryQuery["order"] })}
              options={orders}
            />
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <NoScriptSelects
              apply={t("catalog.listing.apply")}
              selects={[
                { name: "sortBy", label: t("catalog.category.sortField"), value: query.sortBy, options: fields },
                { name: "order", label: t("catalog.category.sortOrder"), value: query.order, options: orders },
              ]}
            />
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <StoreButton
              type="submit"
              name="clear"
              value="1"
              variant="ghost"
              size="sm"
              onClick={(e) => {
                e.preventDefault();
                clear();
              }}
              disabled={!filtersSet}
            >
              <X className="size-4" aria-hidden /> {t("catalog.category.clearFilters")}
            </StoreButton>
          </div>
        </div>

      <p className="mb-4 mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="product-count">
        {t("catalog.listing.found", { count: total })}
      </p>
      {total === 0 ? (
        <div className="rounded-lg border border-dashed px-6 py-16 text-center text-muted-foreground">{t("catalog.category.noProducts")}</div>
      ) : (
        children
      )}
      <HiddenFields
        values={{ sortBy: query.sortBy === "name" ? "" : query.sortBy, order: query.order === "asc" ? "" : query.order, view: query.view === "grid" ? "" : query.view }}
      />
    </form>
  );
}
