import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { rowId, storeFk, storeKeys, money, tenantId, timestamps } from "./_shared";
import { tenants } from "./platform";

export const categories = pgTable(
  "categories",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    image: text("image"),
    parentId: uuid("parent_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("categories", t),
    storeFk("categories_parent_fk", { tenantId: t.tenantId, column: t.parentId }, { tenantId: t.tenantId, id: t.id }, "no action"), // nulled by sb_store_set_null
    unique("categories_tenant_slug_uq").on(t.tenantId, t.slug),
    index("categories_tenant_parent_idx").on(t.tenantId, t.parentId, t.sortOrder),
  ],
);

export const taxRules = pgTable(
  "tax_rules",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("tax_rules", t),
    index("tax_rules_tenant_idx").on(t.tenantId),
  ],
);

export const taxLevels = pgTable(
  "tax_levels",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    taxRuleId: uuid("tax_rule_id").notNull(),
    level: integer("level").notNull(),
    labelName: text("label_name").notNull(),
    taxRate: numeric("tax_rate", { precision: 5, scale: 3 }).notNull(),
    country: text("country"),
    applyToAllCountries: boolean("apply_to_all_countries").notNull().default(false),
    state: text("state"),
    applyToAllStates: boolean("apply_to_all_states").notNull().default(false),
  },
  (t) => [
    ...storeKeys("tax_levels", t),
    storeFk("tax_levels_tax_rule_fk", { tenantId: t.tenantId, column: t.taxRuleId }, { tenantId: taxRules.tenantId, id: taxRules.id }, "cascade"),
    unique("tax_levels_rule_level_label_place_uq")
      .on(t.tenantId, t.taxRuleId, t.level, t.labelName, t.country, t.state)
      .nullsNotDistinct(),
    index("tax_levels_tenant_rule_idx").on(t.tenantId, t.taxRuleId),
  ],
);

export type ProductStatus = "draft" | "active" | "archived";
/** A product's options (at most 3), each with its ordered values: [{name: "Size", values: ["S", "M", "L"]}]. */
export type ProductOption = { name: string; values: string[] };
export type Dimensions = { length?: number | null; width?: number | null; height?: number | null; unit?: string | null };

export type ProductType = "standard" | "gift_card";

export const products = pgTable(
  "products",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    categoryId: uuid("category_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    shortDescription: text("short_description"),
    /*
     * Price, stock and SKU live on the product's variants (product_variants). The columns below from sku to
     * weight are a summary the database keeps from them (trigger sb_product_variants_summary, migration
     * 0005), so listings sort, filter and show stock from one row: price is the lowest variant price and
     * price_max the highest; compare_at_price is the lowest-priced variant's; quantity sums the tracked
     * variants and track_quantity is true only when every variant is tracked (so "in stock" = not tracked
     * or quantity > 0 = any variant in stock); sku, barcode, cost_price and weight are the first variant's.
     * Code never writes them except through variants.
     */
    sku: text("sku"),
    barcode: text("barcode"),
    price: money("price").notNull(),
    priceMax: money("price_max"),
    compareAtPrice: money("compare_at_price"),
    costPrice: money("cost_price"),
    trackQuantity: boolean("track_quantity").notNull().default(true),
    quantity: integer("quantity").notNull().default(0),
    weight: numeric("weight", { precision: 10, scale: 2 }),
    weightUnit: text("weight_unit").notNull().default("kg"),
    dimensions: jsonb("dimensions").$type<Dimensions>(),
    requiresShipping: boolean("requires_shipping").notNull().default(true),
    taxable: boolean("taxable").notNull().default(true),
    /** "gift_card": each unit sold issues a gift card of the variant's price (record 0158); never shipped, stocked or taxed. */
    productType: text("product_type").$type<ProductType>().notNull().default("standard"),
    hsnCode: text("hsn_code"),
    taxRuleId: uuid("tax_rule_id"),
    status: text("status").$type<ProductStatus>().notNull().default("draft"),
    visibility: text("visibility").notNull().default("visible"),
    tags: text("tags").array().notNull().default([]),
    images: text("images").array().notNull().default([]),
    options: jsonb("options").$type<ProductOption[]>().notNull().default([]),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * What shoppers' search matches: lower-cased name, SKU, tags, short description and description text
     * (tags stripped). Kept by the database (sb_product_search_text, created in migration 0002) so the
     * trigram index below can serve substring and typo-tolerant matches.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`sb_product_search_text(name, sku, tags, short_description, description)`),
    /**
     * Every variant's SKU and barcode, lower-cased, distinct, sorted, space-separated: what a search word may
     * match besides search_text (lib/catalog/products/search-sql.ts). Kept apart from search_text so typo
     * matching and ranking, which read all of search_text, do not slow down with a product's variant count
     * (record 0115). Written only by the variants' summary trigger (sb_refresh_product_summary, migration 0011).
     */
    searchCodes: text("search_codes").notNull().default(""),
    // Reviews (issue 43, record 0157): figures of the published reviews, kept by lib/reviews in the transaction that
    // changes a review's status, so cards, listings (the "rating" sort) and the product page read no review rows.
    ratingAverage: numeric("rating_average", { precision: 3, scale: 2 }),
    ratingCount: integer("rating_count").notNull().default(0),
    /** Published reviews per star, [1★, 2★, 3★, 4★, 5★]. */
    ratingCounts: integer("rating_counts").array().notNull().default(sql`'{0,0,0,0,0}'::integer[]`),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("products", t),
    storeFk("products_category_fk", { tenantId: t.tenantId, column: t.categoryId }, { tenantId: categories.tenantId, id: categories.id }, "no action"), // nulled by sb_store_set_null
    storeFk("products_tax_rule_fk", { tenantId: t.tenantId, column: t.taxRuleId }, { tenantId: taxRules.tenantId, id: taxRules.id }, "no action"), // nulled by sb_store_set_null
    unique("products_tenant_slug_uq").on(t.tenantId, t.slug),
    // Listing sorts: the store leads so one store's page never reads another store's rows.
    index("products_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    index("products_tenant_status_name_idx").on(t.tenantId, t.status, sql`lower(${t.name})`),
    index("products_tenant_status_price_idx").on(t.tenantId, t.status, t.price),
    index("products_tenant_status_rating_idx").on(t.tenantId, t.status, sql`${t.ratingAverage} desc nulls last`, t.ratingCount),
    index("products_tenant_category_idx").on(t.tenantId, t.categoryId, t.status, t.createdAt),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("products_search_codes_trgm_idx").using("gin", sql`${t.searchCodes} gin_trgm_ops`),
  ],
);

/**
 * What a product sells: one row per combination of its option values (option1..3 follow the product's
 * options in order; null past the last option). A product without options has exactly one variant, its
 * default, with no option values. At most 100 per product (lib/catalog/variants/schemas.ts says why).
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    productId: uuid("product_id").notNull(),
    title: text("title").notNull(),
    option1: text("option1"),
    option2: text("option2"),
    option3: text("option3"),
    price: money("price").notNull(),
    compareAtPrice: money("compare_at_price"),
    costPrice: money("cost_price"),
    sku: text("sku"),
    barcode: text("barcode"),
    trackQuantity: boolean("track_quantity").notNull().default(true),
    quantity: integer("quantity").notNull().default(0),
    weight: numeric("weight", { precision: 10, scale: 2 }),
    /** One of the product's images (its URL), or null for the product's first. */
    image: text("image"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("product_variants", t),
    storeFk("product_variants_product_fk", { tenantId: t.tenantId, column: t.productId }, { tenantId: products.tenantId, id: products.id }, "cascade"),
    unique("product_variants_options_uq").on(t.tenantId, t.productId, t.option1, t.option2, t.option3).nullsNotDistinct(),
    index("product_variants_tenant_product_idx").on(t.tenantId, t.productId, t.position),
    // By product alone: the summary trigger (sb_refresh_product_summary) and the cascade from a deleted product
    // look variants up by product_id only; without it each is a scan of every store's variants, which made
    // seeding or deleting thousands of products quadratic (scripts/seed-large.ts: 2 × 2,000 products 11 s → 32 s).
    index("product_variants_product_idx").on(t.productId),
  ],
);

export type SmartCondition = { id: string; field: string; operator: string; value: string };
export type CollectionCriteria = { matchType: "all" | "any"; conditions: SmartCondition[] };

export const collections = pgTable(
  "collections",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    type: text("type").$type<"manual" | "smart">().notNull().default("manual"),
    criteria: jsonb("criteria").$type<CollectionCriteria>(),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("collections", t),
    unique("collections_tenant_slug_uq").on(t.tenantId, t.slug),
    index("collections_tenant_sort_idx").on(t.tenantId, t.sortOrder),
  ],
);

export const collectionProducts = pgTable(
  "collection_products",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    collectionId: uuid("collection_id").notNull(),
    productId: uuid("product_id").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    ...storeKeys("collection_products", t),
    storeFk("collection_products_collection_fk", { tenantId: t.tenantId, column: t.collectionId }, { tenantId: collections.tenantId, id: collections.id }, "cascade"),
    storeFk("collection_products_product_fk", { tenantId: t.tenantId, column: t.productId }, { tenantId: products.tenantId, id: products.id }, "cascade"),
    unique("collection_products_uq").on(t.tenantId, t.collectionId, t.productId),
    index("collection_products_tenant_idx").on(t.tenantId, t.collectionId, t.sortOrder),
  ],
);
