import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, collectionProducts, collections, heroBanners, menuItems, menus, pages, productReviews, products, productVariants, themeSettings, translations } from "@/db/schema";
import { SHOWN_STOCK_CAP } from "@/lib/cache/tags";
import { productSearchRank, searchCloseCondition, searchExactCondition, translatedNameMatch } from "@/lib/catalog/products/search-sql";
import type { ListingSort } from "./schemas";
import type { ContentLang, TranslationRow } from "./translate";

/**
 * The storefront's reads. The tenant is in every WHERE; shoppers only ever get active products, active
 * categories/collections/menus/items and published pages. No read returns the whole catalogue: listings
 * filter, sort, count and paginate here, in SQL. lib/storefront/service.ts
 * shapes these rows into the cached DTOs of lib/storefront/types.ts.
 */

/** The cap as SQL text (a constant, not a parameter). */
const CAP = sql.raw(String(SHOWN_STOCK_CAP));

/** What a product card shows. */
const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  priceMax: products.priceMax,
  compareAtPrice: products.compareAtPrice,
  image: sql<string | null>`${products.images}[1]`,
  shortDescription: products.shortDescription,
  // Shown stock is capped (lib/cache/tags.ts SHOWN_STOCK_CAP), so an order of a well-stocked product changes no card.
  quantity: sql<number>`least(${products.quantity}, ${CAP})`.mapWith(Number),
  trackQuantity: products.trackQuantity,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
};

/**
 * A resource's translations in a language as one JSON object `{ field: text }` (null when none): a correlated
 * subquery on the translations key (tenant, type, language, resource id), so a read in a language stays the one
 * statement it is in the default language (record 0164). `fields` narrows what is read (a card's two texts).
 */
export function translationsJson(tenantId: TenantId, type: string, lang: string, resourceId: SQL, fields?: string[]): SQL {
  const only = fields ? sql` and t.field = any(${`{${fields.join(",")}}`}::text[])` : sql``;
  return sql`(select json_object_agg(t.field, t.value) from ${translations} as t where t.tenant_id = ${tenantId} and t.resource_type = ${type} and t.language = ${lang} and t.resource_id = ${resourceId}${only})`;
}

/** The texts a card shows. */
export const CARD_FIELDS = ["name", "shortDescription"];

const activeProduct = (tenantId: TenantId) => and(eq(products.tenantId, tenantId), eq(products.status, "active"));

/** Which products a listing selects (besides the store and active status). */
export type ListingFilter = {
  /** Products in any of these categories (a category and its subcategories). */
  categoryIds?: string[];
  /** A manual collection: its linked products, in the owner's order. */
  manualCollectionId?: string;
  /** A smart collection's rules as SQL (lib/catalog/smart-sql.ts). */
  condition?: SQL;
  search?: string;
  /** The page's language (not the default): the search also matches products' names translated into it. */
  lang?: ContentLang;
  /** Match the search's words approximately (the fallback when nothing matches exactly). */
  closeMatches?: boolean;
  /** Inclusive price bounds, decimal strings. */
  min?: string;
  max?: string;
};

function listingWhere(tenantId: TenantId, f: ListingFilter): SQL {
  return and(
    activeProduct(tenantId),
    f.categoryIds ? (f.categoryIds.length > 0 ? inArray(products.categoryId, f.categoryIds) : sql`false`) : undefined,
    f.condition,
    f.search ? searchCondition(tenantId, f.search, f) : undefined,
    f.min ? gte(products.price, f.min) : undefined,
    f.max ? lte(products.price, f.max) : undefined,
  )!;
}

/** The search's words in the product's own texts, or (in a language) in its name translated into it. */
function searchCondition(tenantId: TenantId, search: string, f: ListingFilter): SQL | undefined {
  const own = f.closeMatches ? searchCloseCondition(search) : searchExactCondition(search);
  if (!own || !f.lang) return own;
  return sql`(${own} or ${translatedNameMatch(tenantId, f.lang, search, !!f.closeMatches)})`;
}

function listingOrder(sort: ListingSort, search: string | undefined): SQL[] {
  const name = sql`lower(${products.name})`;
  const tie = [asc(products.name), asc(products.id)];
  switch (sort) {
    case "name-asc":
      return [asc(name), ...tie];
    case "name-desc":
      return [desc(name), ...tie];
    case "price-asc":
      return [asc(products.price), asc(name), ...tie];
    case "price-desc":
      return [desc(products.price), asc(name), ...tie];
    case "newest":
      return [desc(products.createdAt), asc(name), ...tie];
    case "oldest":
      return [asc(products.createdAt), asc(name), ...tie];
    case "rating":
      // Reviews (record 0157): best rated first, more reviews first among equals; unrated last.
      return [sql`${products.ratingAverage} desc nulls last`, desc(products.ratingCount), asc(name), ...tie];
    case "relevance":
      return [...(search ? productSearchRank(search) : []), asc(name), ...tie];
    case "manual":
      return [asc(collectionProducts.sortOrder), asc(collectionProducts.id)];
  }
}

/** The products a listing selects, in its order: the manual collection's link rows joined when it has one. */
function listingSelect<S extends Parameters<Awaited<ReturnType<typeof getDb>>["select"]>[0]>(
  db: Awaited<ReturnType<typeof getDb>>,
  columns: S,
  tenantId: TenantId,
  f: ListingFilter,
) {
  const base = db.select(columns).from(products);
  return f.manualCollectionId
    ? base.innerJoin(
        collectionProducts,
        and(
          eq(collectionProducts.productId, products.id),
          eq(collectionProducts.tenantId, products.tenantId),
          eq(collectionProducts.tenantId, tenantId),
          eq(collectionProducts.collectionId, f.manualCollectionId),
        ),
      )
    : base;
}

const orderFor = (f: ListingFilter, sort: ListingSort) => (sort === "manual" && !f.manualCollectionId ? listingOrder("newest", f.search) : listingOrder(sort, f.search));

/**
 * One page of a listing and the number of matches, in one statement (the count is a window over the
 * filtered rows). Past the last page there are no rows to carry the count, so it is counted apart.
 */
export async function listProductPage(tenantId: TenantId, f: ListingFilter, sort: ListingSort, limit: number, offset: number) {
  const db = await getDb();
  const where = listingWhere(tenantId, f);
  const rows = await listingSelect(db, { id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) }, tenantId, f)
    .where(where)
    .orderBy(...orderFor(f, sort))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
  const [{ n }] = await listingSelect(db, { n: count() }, tenantId, f).where(where);
  return { ids: [], total: n };
}

/**
 * The first products of several listings at once (a home page's sections), in one statement: each
 * listing is a subquery that its own index serves, returned as a JSON array of ids.
 */
export async function listProductIdsMany(tenantId: TenantId, listings: { filter: ListingFilter; sort: ListingSort; limit: number }[]): Promise<string[][]> {
  if (listings.length === 0) return [];
  const db = await getDb();
  const columns = listings.map(({ filter, sort, limit }, i) => {
    const ids = listingSelect(db, { id: products.id }, tenantId, filter)
      .where(listingWhere(tenantId, filter))
      .orderBy(...orderFor(filter, sort))
      .limit(limit);
    return sql`to_json(array(${ids})) as ${sql.identifier(`l${i}`)}`;
  });
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as { rows: Record<string, string[] | null>[] };
  const row = result.rows[0] ?? {};
  return listings.map((_, i) => row[`l${i}`] ?? []);
}

/** Cards of these products (active ones of this store only), in no particular order. */
export async function listCardRows(tenantId: TenantId, ids: string[], lang: ContentLang = null) {
  if (ids.length === 0) return [];
  const db = await getDb();
  const where = and(activeProduct(tenantId), inArray(products.id, ids));
  if (!lang) return (await db.select(cardColumns).from(products).where(where)).map((r) => ({ ...r, tr: null }));
  return db
    .select({ ...cardColumns, tr: sql<Record<string, string> | null>`${translationsJson(tenantId, "product", lang, sql`${products.id}`, CARD_FIELDS)}` })
    .from(products)
    .where(where);
}

/** Slugs of the active products (the sitemap). */
export async function listActiveProductSlugs(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(activeProduct(tenantId))
    .orderBy(asc(products.slug));
}

/**
 * A product page's reference: the active product of a slug and up to `relatedLimit` other active products of
 * its category (newest first), in one statement.
 */
export async function findActiveProductRef(tenantId: TenantId, slug: string, relatedLimit: number) {
  const db = await getDb();
  const related = db
    .select({ id: sql`r.id` })
    .from(sql`${products} as r`)
    .where(sql`r.tenant_id = ${tenantId} and r.status = 'active' and r.category_id = ${products.categoryId} and r.id <> ${products.id}`)
    .orderBy(sql`r.created_at desc`, sql`r.name`, sql`r.id`)
    .limit(relatedLimit);
  const [row] = await db
    .select({ id: products.id, relatedIds: sql<string[] | null>`to_json(array(${related}))` })
    .from(products)
    .where(and(activeProduct(tenantId), eq(products.slug, slug)))
    .limit(1);
  return row ? { id: row.id, relatedIds: row.relatedIds ?? [] } : null;
}

/**
 * An active product with its variants, and the cards of the given products (active ones of this store), in
 * one statement: the variants are a JSON array (position order), so a product page stays one read on a miss.
 */
export async function findActiveProductWithCards(tenantId: TenantId, id: string, cardIds: string[], lang: ContentLang = null) {
  const db = await getDb();
  // In a language, each card carries its translated texts and the row the product's (record 0164): still one statement.
  const cardTr = lang ? sql`, 'tr', ${translationsJson(tenantId, "product", lang, sql`c.id`, CARD_FIELDS)}` : sql``;
  const cards =
    cardIds.length === 0
      ? sql`'[]'::json`
      : sql`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'price', c.price::text, 'priceMax', c.price_max::text, 'compareAtPrice', c.compare_at_price::text, 'image', c.images[1], 'shortDescription', c.short_description, 'quantity', least(c.quantity, ${CAP}), 'trackQuantity', c.track_quantity, 'ratingAverage', c.rating_average::text, 'ratingCount', c.rating_count${cardTr})) from ${products} as c where c.tenant_id = ${tenantId} and c.status = 'active' and c.id = any(${`{${cardIds.join(",")}}`}::uuid[])), '[]'::json)`;
  const tr = lang ? translationsJson(tenantId, "product", lang, sql`${products.id}`) : sql`null::json`;
  const [row] = await db
    .select({
      product: products,
      variants: sql<VariantRow[]>`${variantsJson(tenantId)}`,
      cards: sql<CardRow[]>`${cards}`,
      reviews: sql<ReviewJson[]>`${firstReviewsJson(tenantId)}`,
      tr: sql<Record<string, string> | null>`${tr}`,
    })
    .from(products)
    .where(and(activeProduct(tenantId), eq(products.id, id)))
    .limit(1);
  return row ?? null;
}

/** The product's variants as JSON (no cost price: this is the shopper's read). */
const variantsJson = (tenantId: TenantId) =>
  sql`coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title, 'options', array_remove(array[v.option1, v.option2, v.option3], null), 'price', v.price::text, 'compareAtPrice', v.compare_at_price::text, 'sku', v.sku, 'trackQuantity', v.track_quantity, 'quantity', least(v.quantity, ${CAP}), 'image', v.image) order by v.position, v.id) from ${productVariants} as v where v.tenant_id = ${tenantId} and v.product_id = ${products.id}), '[]'::json)`;

/**
 * The product's first published reviews, newest first (record 0157), in the product page's one statement: the
 * (tenant_id, product_id, status, created_at) index reads 10 rows however many the product has.
 */
export const FIRST_REVIEWS = 10;
const firstReviewsJson = (tenantId: TenantId) =>
  sql`coalesce((select json_agg(json_build_object('id', r.id, 'rating', r.rating, 'title', r.title, 'body', r.body, 'name', r.name, 'verified', r.verified, 'reply', r.reply, 'createdAt', r.created_at) order by r.created_at desc, r.id desc) from (select * from ${productReviews} as x where x.tenant_id = ${tenantId} and x.product_id = ${products.id} and x.status = 'published' order by x.created_at desc, x.id desc limit ${sql.raw(String(FIRST_REVIEWS))}) as r), '[]'::json)`;

type ReviewJson = { id: string; rating: number; title: string; body: string; name: string; verified: boolean; reply: string | null; createdAt: string };

type VariantRow = { id: string; title: string; options: string[]; price: string; compareAtPrice: string | null; sku: string | null; trackQuantity: boolean; quantity: number; image: string | null };

type CardRow = { id: string; name: string; slug: string; price: string; priceMax: string | null; compareAtPrice: string | null; image: string | null; shortDescription: string | null; quantity: number; trackQuantity: boolean; ratingAverage: string | null; ratingCount: number; tr?: Record<string, string> | null };

/** A JSON array of the rows a subquery selects, `[]` when there are none. */
const jsonRows = (build: SQL, from: SQL, order: SQL) => sql`coalesce((select json_agg(${build} order by ${order}) from ${from}), '[]'::json)`;

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * Everything the store's shell and its catalogue navigation read, in one statement: the active menus and
 * their items, every category (active or not: paths are built from the whole chain) with its count of
 * active products, the active collections, the active hero banners in display order, and each theme's
 * saved settings, banner fields and published editable content. These are a handful of small, owner-edited
 * rows per store, read together on every cache miss of every storefront page, so one round trip beats
 * seven; each slice still owns the writes and the meaning of its rows.
 */
export async function findStoreShell(tenantId: TenantId, lang: ContentLang = null) {
  const db = await getDb();
  const t = tenantId;
  // In a language: the translations of the shell's categories, collections, menu items and banners, in the same
  // statement (four ranges of the translations key); the default language reads none (record 0164).
  const shellTranslations = lang
    ? sql`, ${jsonRows(
        sql`json_build_object('t', tr.resource_type, 'id', tr.resource_id, 'f', tr.field, 'v', tr.value)`,
        sql`${translations} as tr where tr.tenant_id = ${t} and tr.resource_type in ('category', 'collection', 'menu-item', 'hero-banner') and tr.language = ${lang}`,
        sql`tr.resource_type, tr.resource_id, tr.field`,
      )} as translations`
    : sql``;
  const result = (await db.execute(sql`select
    ${jsonRows(
      sql`json_build_object('id', ${menus.id}, 'name', ${menus.name}, 'location', ${menus.location}, 'linkType', ${menus.linkType}, 'linkTarget', ${menus.linkTarget})`,
      sql`${menus} where ${menus.tenantId} = ${t} and ${menus.isActive}`,
      sql`${menus.sortOrder}, ${menus.createdAt}`,
    )} as menus,
    ${jsonRows(
      sql`json_build_object('id', ${menuItems.id}, 'menuId', ${menuItems.menuId}, 'parentId', ${menuItems.parentId}, 'label', ${menuItems.label}, 'linkTarget', ${menuItems.linkTarget}, 'openInNewTab', ${menuItems.openInNewTab})`,
      sql`${menuItems} where ${menuItems.tenantId} = ${t} and ${menuItems.isActive}`,
      sql`${menuItems.sortOrder}, ${menuItems.createdAt}`,
    )} as menu_items,
    ${jsonRows(
      sql`json_build_object('id', ${categories.id}, 'name', ${categories.name}, 'slug', ${categories.slug}, 'description', ${categories.description}, 'image', ${categories.image}, 'parentId', ${categories.parentId}, 'sortOrder', ${categories.sortOrder}, 'isActive', ${categories.isActive}, 'seoTitle', ${categories.seoTitle}, 'seoDescription', ${categories.seoDescription}, 'updatedAt', ${categories.updatedAt})`,
      sql`${categories} where ${categories.tenantId} = ${t}`,
      sql`${categories.sortOrder}, ${categories.name}`,
    )} as categories,
    ${jsonRows(
      sql`json_build_object('categoryId', c.category_id, 'n', c.n)`,
      sql`(select ${products.categoryId} as category_id, count(*)::int as n from ${products} where ${products.tenantId} = ${t} and ${products.status} = 'active' group by ${products.categoryId}) c`,
      sql`c.category_id`,
    )} as counts,
    ${jsonRows(
      sql`json_build_object('id', ${collections.id}, 'name', ${collections.name}, 'slug', ${collections.slug}, 'description', ${collections.description}, 'type', ${collections.type}, 'criteria', ${collections.criteria}, 'image', ${collections.image}, 'sortOrder', ${collections.sortOrder}, 'seoTitle', ${collections.seoTitle}, 'seoDescription', ${collections.seoDescription}, 'updatedAt', ${collections.updatedAt})`,
      sql`${collections} where ${collections.tenantId} = ${t} and ${collections.isActive}`,
      sql`${collections.sortOrder}, ${collections.createdAt}`,
    )} as collections,
    ${jsonRows(
      sql`json_build_object('id', ${heroBanners.id}, 'layout', ${heroBanners.layout}, 'title', ${heroBanners.title}, 'subtitle', ${heroBanners.subtitle}, 'buttonLabel', ${heroBanners.buttonLabel}, 'buttonUrl', ${heroBanners.buttonUrl}, 'desktopImages', ${heroBanners.desktopImages}, 'mobileImages', ${heroBanners.mobileImages}, 'isActive', ${heroBanners.isActive}, 'sortOrder', ${heroBanners.sortOrder}, 'createdAt', ${heroBanners.createdAt}, 'updatedAt', ${heroBanners.updatedAt})`,
      sql`${heroBanners} where ${heroBanners.tenantId} = ${t} and ${heroBanners.isActive}`,
      sql`${heroBanners.sortOrder}, ${heroBanners.createdAt} desc`,
    )} as banners,
    ${jsonRows(
      sql`json_build_object('themeId', ${themeSettings.themeId}, 'settings', ${themeSettings.settingsData} -> 'settings', 'editableContent', ${themeSettings.settingsData} -> 'editableContent', 'bannerText', ${themeSettings.bannerText}, 'bannerSubtitle', ${themeSettings.bannerSubtitle}, 'bannerButtonLabel', ${themeSettings.bannerButtonLabel}, 'bannerImage', ${themeSettings.bannerImage})`,
      sql`${themeSettings} where ${themeSettings.tenantId} = ${t}`,
      sql`${themeSettings.themeId}`,
    )} as themes${shellTranslations}`)) as unknown as { rows: ShellJson[] };
  const r = result.rows[0];
  return {
    menus: r.menus,
    menuItems: r.menu_items,
    categories: r.categories.map((c) => ({ ...c, updatedAt: date(c.updatedAt) })),
    counts: r.counts,
    collections: r.collections.map((c) => ({ ...c, updatedAt: date(c.updatedAt) })),
    banners: r.banners.map((b) => ({ ...b, tenantId, createdAt: date(b.createdAt), updatedAt: date(b.updatedAt) })),
    themes: r.themes,
    translations: r.translations ?? [],
  };
}

type ShellJson = {
  menus: { id: string; name: string; location: "header" | "footer"; linkType: (typeof menus.$inferSelect)["linkType"]; linkTarget: string | null }[];
  menu_items: { id: string; menuId: string; parentId: string | null; label: string; linkTarget: string | null; openInNewTab: boolean }[];
  categories: (Omit<typeof categories.$inferSelect, "tenantId" | "createdAt" | "updatedAt"> & { updatedAt: string })[];
  counts: { categoryId: string | null; n: number }[];
  collections: (Omit<typeof collections.$inferSelect, "tenantId" | "isActive" | "createdAt" | "updatedAt"> & { updatedAt: string })[];
  banners: (Omit<typeof heroBanners.$inferSelect, "tenantId" | "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string })[];
  themes: { themeId: string; settings: unknown; editableContent: unknown; bannerText: string | null; bannerSubtitle: string | null; bannerButtonLabel: string | null; bannerImage: string | null }[];
  translations?: TranslationRow[];
};

export type StoreShellRows = Awaited<ReturnType<typeof findStoreShell>>;

export async function findPublishedPage(tenantId: TenantId, slug: string, lang: ContentLang = null) {
  const db = await getDb();
  const tr = lang ? translationsJson(tenantId, "page", lang, sql`${pages.id}`) : sql`null::json`;
  const [p] = await db
    .select({ page: pages, tr: sql<Record<string, string> | null>`${tr}` })
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.slug, slug), eq(pages.isPublished, true)))
    .limit(1);
  return p ?? null;
}

export async function listPublishedPages(tenantId: TenantId, lang: ContentLang = null) {
  const db = await getDb();
  const tr = lang ? translationsJson(tenantId, "page", lang, sql`${pages.id}`, ["title"]) : sql`null::json`;
  return db
    .select({ slug: pages.slug, title: pages.title, updatedAt: pages.updatedAt, tr: sql<Record<string, string> | null>`${tr}` })
    .from(pages)
    .where(and(eq(pages.tenantId, tenantId), eq(pages.isPublished, true)))
    .orderBy(asc(pages.sortOrder), asc(pages.title));
}
