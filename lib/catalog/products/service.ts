import "server-only";
import type { Tx } from "@/db/client";
import type { ProductStatus } from "@/db/schema";
import { badRequest, conflict, notFound, uniqueViolation } from "@/lib/errors";
import { pathsLive, slugsChanged } from "@/lib/redirects/service";
import { slugify } from "@/lib/slug";
import { sanitizeRichText } from "@/lib/sanitize";
import { invalidateStore } from "@/lib/cache/tags";
import { withActivity } from "@/lib/activity/record";
import { recordProductWrite } from "./activity";
import { taxRuleExists } from "@/lib/tax/rules/service";
import type { TenantId } from "@/lib/tenancy/store";
import { categoryExists, subcategoryIds } from "../categories/service";
import { deriveSlug, stripUndefined, uniqueSlug, type Viewer } from "../rules";
import * as repo from "./repository";
import {
  SINGLE_VARIANT_FIELDS,
  toOwnerProduct,
  toPublicProduct,
  type ProductDto,
  type ProductRow,
  type ProductUpdateValues,
  type ProductValues,
  type VariantRow,
} from "./schemas";
import { planVariants, variantTitle, type VariantFields } from "./variants";

/**
 * Products behind /api/products, and the product reads other slices need (checkout, wishlist, the owner's
 * overview): the products table is queried here and in the storefront's read model only. Every id named
 * in input is checked against the store; writes invalidate the store's cached pages.
 */

const ACTIVE: ProductStatus[] = ["active"];

/** The owner's view (with costPrice and every status) or the shoppers'. */
export function productDto(row: ProductRow, variants: VariantRow[], manager: boolean): ProductDto {
  return manager ? toOwnerProduct(row, variants) : toPublicProduct(row, variants);
}

/** Rows with their variants (one query for all of them). */
export async function productDtos(tenantId: TenantId, rows: ProductRow[], manager: boolean, tx?: Tx): Promise<ProductDto[]> {
  const variants = await repo.listVariants(
    tenantId,
    rows.map((r) => r.id),
    tx,
  );
  return rows.map((r) => productDto(r, variants.get(r.id) ?? [], manager));
}

export type ProductQuery = { status?: ProductStatus; category?: string; all?: boolean; search?: string; lang?: string | null };

export async function listProducts(v: Viewer, q: ProductQuery): Promise<ProductDto[]> {
  let statuses: ProductStatus[] | undefined;
  if (v.manager) statuses = q.status ? [q.status] : undefined;
  else if (q.status && q.status !== "active") return [];
  else statuses = ACTIVE;

  let categoryIds: string[] | undefined;
  if (q.category) {
    categoryIds = [q.category];
    if (q.all) categoryIds.push(...(await subcategoryIds(v.tenantId, q.category)));
  }
  const rows = await repo.listProducts(v.tenantId, { statuses, categoryIds, search: q.search || undefined, lang: q.lang });
  return productDtos(v.tenantId, rows, v.manager);
}

export async function getProduct(v: Viewer, id: string): Promise<ProductDto> {
  const row = await repo.findProduct(v.tenantId, id);
  if (!row || (!v.manager && row.status !== "active")) throw notFound("Product Not Found");
  const [dto] = await productDtos(v.tenantId, [row], v.manager);
  return dto;
}

async function checkProductRefs(tenantId: TenantId, input: { categoryId?: string | null; taxRuleId?: string | null }) {
  if (input.categoryId && !(await categoryExists(tenantId, input.categoryId))) {
    throw badRequest("Category not found", { categoryId: "Category not found" });
  }
  if (input.taxRuleId && !(await taxRuleExists(tenantId, input.taxRuleId))) {
    throw badRequest("Tax rule not found", { taxRuleId: "Tax rule not found" });
  }
}

function productFields(input: ProductUpdateValues) {
  return stripUndefined({
    name: input.name,
    description: input.description === undefined ? undefined : sanitizeRichText(input.description) || null,
    shortDescription: input.shortDescription,
    categoryId: input.categoryId,
    status: input.status,
    weightUnit: input.weightUnit,
    dimensions: input.dimensions,
    tags: input.tags,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    hsnCode: input.hsnCode,
    taxRuleId: input.taxRuleId,
    images: input.images,
    requiresShipping: input.requiresShipping,
    options: input.options,
    productType: input.productType,
    // A gift card is neither shipped nor taxed as goods (record 0158); its variants are not stocked (giftCardVariants).
    ...(input.productType === "gift_card" ? { requiresShipping: false, taxable: false } : {}),
  });
}

/** The spec's single-variant fields as a variant row takes them (undefined: not sent). */
function singleVariantFields(input: ProductUpdateValues) {
  return stripUndefined({
    price: input.price ?? undefined,
    compareAtPrice: input.compareAtPrice,
    costPrice: input.costPrice,
    sku: input.sku,
    barcode: input.barcode,
    trackQuantity: input.trackQuantity,
    quantity: input.quantity,
    weight: input.weight === undefined ? undefined : input.weight === null ? null : input.weight.toFixed(2),
  });
}

const VARIANTS_OWN_THEM = "This product has variants: set price, stock and SKU on each variant";

/**
 * Apply the request's options, variants and single-variant fields to the product's variants, in the
 * product's write transaction (its row locked). Problems throw a 400 naming the fields, which rolls the
 * whole write back. The database then refreshes the product's summary columns (migration 0005).
 */
async function saveVariants(tx: Tx, tenantId: TenantId, product: ProductRow, input: ProductUpdateValues, images: string[]) {
  const existing = (await repo.listVariants(tenantId, [product.id], tx)).get(product.id) ?? [];
  const options = input.options ?? product.options;
  const single = singleVariantFields(input);
  const singleNamed = SINGLE_VARIANT_FIELDS.filter((f) => input[f] !== undefined);
  const errors: Record<string, string> = {};

  let update: { id: string; values: repo.VariantWrite }[] = [];
  let insert: (repo.VariantWrite & { title: string; price: string })[] = [];
  let remove: string[] = [];
  if (input.options !== undefined || input.variants !== undefined) {
    const { plan, problems } = planVariants(options, input.variants ?? null, existing);
    for (const p of problems) errors[p.path] ??= p.message;
    const count = plan.keep.length + plan.insert.length;
    if (count > 1) for (const f of singleNamed) errors[f] = VARIANTS_OWN_THEM;
    const template = existing[0];
    const rowOf = (values: string[], position: number, fields: VariantFields) => {
      if (fields.price === null) errors[`variants.${position}.price`] ??= "Price is required";
      const merged = count === 1 ? { ...single, ...stripUndefined(fields) } : stripUndefined(fields);
      return { ...merged, price: merged.price ?? undefined, option1: values[0] ?? null, option2: values[1] ?? null, option3: values[2] ?? null, title: variantTitle(values), position };
    };
    update = plan.keep.map((k) => ({ id: k.id, values: rowOf(k.values, k.position, k.fields) }));
    insert = plan.insert.map((n, i) => {
      const row = rowOf(n.values, n.position, n.fields);
      const price = row.price ?? (input.variants ? undefined : template?.price);
      if (!price) errors[`variants.${input.variants ? n.position : i}.price`] ??= "Price is required";
      return { ...row, price: price ?? "0.00" };
    });
    remove = plan.remove;
  } else if (singleNamed.length) {
    if (existing.length > 1) for (const f of singleNamed) errors[f] = VARIANTS_OWN_THEM;
    else if (existing[0]) update = [{ id: existing[0].id, values: single }];
  }
  // A variant's image is one of the product's own.
  const rows = [...update.map((u) => u.values), ...insert];
  rows.forEach((r, i) => {
    // Named by the row's place in the request (updates and inserts are listed apart above).
    if (r.image && !images.includes(r.image)) errors[`variants.${input.variants ? (r.position ?? i) : i}.image`] ??= "Choose one of the product's images";
  });
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
  await repo.writeVariants(tx, tenantId, product.id, { remove, update, insert });
}

/**
 * Runs `write` with the first free slug for `name` ("mug", then "mug-2", "mug-3"…), chosen under the
 * repository's per-name lock. A retry remains for the rare collision across names ("Mug 2" named after
 * "mug" took "mug-2"), which the per-name lock does not cover.
 */
async function withProductSlug<T>(tenantId: TenantId, name: string, exceptId: string | undefined, write: (tx: Tx, slug: string) => Promise<T>): Promise<T> {
  const base = deriveSlug(null, name, "product")!;
  for (let attempt = 0; ; attempt++) {
    try {
      return await repo.withFreeProductSlug(tenantId, base, exceptId, (taken) => uniqueSlug(base, taken), write);
    } catch (err) {
      if (attempt < 4 && uniqueViolation(err) === "products_tenant_slug_uq") continue;
      throw err;
    }
  }
}

/** The new product's row and its variants, in the caller's transaction (slug chosen by the caller). */
async function insertNewProduct(tx: Tx, tenantId: TenantId, input: ProductValues, slug: string, extra: { taxable?: boolean } = {}, how: "created" | "imported" = "created"): Promise<string> {
  const fields = productFields(input);
  const prices = (input.variants ?? []).map((x) => x.price).filter((p): p is string => !!p);
  // The row's own price and stock seed its default variant (the database's trigger); options then replace it.
  const price = input.price ?? (prices.length ? prices.reduce((a, b) => (Number(a) <= Number(b) ? a : b)) : "0.00");
  const variantInput = input.variants || input.options?.length ? input : null;
  const row = await repo.insertProduct(tx, tenantId, {
    ...fields,
    ...extra,
    name: input.name,
    price,
    compareAtPrice: variantInput ? null : input.compareAtPrice,
    costPrice: variantInput ? null : input.costPrice,
    sku: variantInput ? null : input.sku,
    barcode: variantInput ? null : input.barcode,
    weight: variantInput || input.weight == null ? null : input.weight.toFixed(2),
    slug,
    status: input.status ?? "draft",
    quantity: variantInput ? 0 : (input.quantity ?? 0),
    trackQuantity: input.trackQuantity ?? true,
    weightUnit: input.weightUnit ?? "kg",
    tags: input.tags ?? [],
    images: input.images ?? [],
    requiresShipping: input.requiresShipping ?? true,
    options: input.options ?? [],
    ...(input.productType === "gift_card" ? { requiresShipping: false, taxable: false } : {}),
  });
  if (variantInput) await saveVariants(tx, tenantId, row, { ...input, price: input.price ?? undefined }, row.images);
  if (row.productType === "gift_card") await repo.untrackVariants(tx, tenantId, row.id);
  await pathsLive(tx, tenantId, [`/product/${slug}`]);
  await recordProductWrite(tx, tenantId, row.id, null, how);
  return row.id;
}

export async function createProduct(v: Viewer, input: ProductValues): Promise<ProductDto> {
  await checkProductRefs(v.tenantId, input);
  const created = await withProductSlug(v.tenantId, input.name, undefined, (tx, slug) => insertNewProduct(tx, v.tenantId, input, slug));
  invalidateStore(v.tenantId);
  return readBack(v.tenantId, created);
}

/**
 * One product of a CSV import (lib/catalog/import, record 0110): created under the file's handle, or the
 * existing product of that handle updated in place (its slug kept); options and variants as the file lists
 * them (matched by option values or the id the importer found by SKU). The caller has checked the category.
 * Problems throw a 400 naming the fields, and nothing of the product is written. The store's cached pages
 * are not invalidated here: the import does that once per batch.
 */
export async function writeImportedProduct(
  tenantId: TenantId,
  existingId: string | null,
  slug: string,
  input: ProductUpdateValues,
  extra: { taxable?: boolean },
): Promise<string> {
  if (!existingId) {
    if (!input.name) throw badRequest("Title is required for a new product", { name: "Title is required for a new product" });
    return repo.withFreeProductSlug(tenantId, slug, undefined, () => slug, (tx) => insertNewProduct(tx, tenantId, input as ProductValues, slug, extra, "imported"));
  }
  const done = await repo.withLockedProduct(tenantId, existingId, async (tx, locked) => {
    const values = { ...productFields(input), ...stripUndefined(extra) };
    const row = Object.keys(values).length ? ((await repo.updateProduct(tenantId, existingId, values, tx)) ?? locked) : locked;
    await saveVariants(tx, tenantId, locked, input, row.images);
    if (row.productType === "gift_card") await repo.untrackVariants(tx, tenantId, existingId);
    await recordProductWrite(tx, tenantId, existingId, locked, "imported");
    return row.id;
  });
  if (done === null) throw notFound("Product Not Found");
  return done;
}

/** The store's products with these slugs, with their variants (the importer's lookup, one batch). */
export async function productsBySlugs(tenantId: TenantId, slugs: string[]): Promise<Map<string, { row: ProductRow; variants: VariantRow[] }>> {
  const rows = await repo.findProductsBySlugs(tenantId, slugs);
  const variants = await repo.listVariants(
    tenantId,
    rows.map((r) => r.id),
  );
  return new Map(rows.map((r) => [r.slug, { row: r, variants: variants.get(r.id) ?? [] }]));
}

/**
 * The store's products in creation order after `after` (keyset), at most `limit`, with their variants: the
 * CSV export's batches. Filters as the owner's GET /api/products.
 */
export async function productExportBatch(
  tenantId: TenantId,
  q: ProductQuery,
  afterId: string | null,
  limit: number,
): Promise<{ row: ProductRow; variants: VariantRow[] }[]> {
  let categoryIds: string[] | undefined;
  if (q.category) {
    categoryIds = [q.category];
    if (q.all) categoryIds.push(...(await subcategoryIds(tenantId, q.category)));
  }
  const rows = await repo.listProductsAfter(tenantId, { statuses: q.status ? [q.status] : undefined, categoryIds, search: q.search || undefined }, afterId, limit);
  const variants = await repo.listVariants(
    tenantId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ row: r, variants: variants.get(r.id) ?? [] }));
}

async function readBack(tenantId: TenantId, id: string): Promise<ProductDto> {
  const row = await repo.findProduct(tenantId, id);
  if (!row) throw notFound("Product Not Found");
  const [dto] = await productDtos(tenantId, [row], true);
  return dto;
}

export async function updateProduct(v: Viewer, id: string, input: ProductUpdateValues): Promise<ProductDto> {
  const existing = await repo.findProduct(v.tenantId, id);
  if (!existing) throw notFound("Product Not Found");
  await checkProductRefs(v.tenantId, input);
  const fields = productFields(input);
  const explicit = input.slug ? slugify(input.slug) : undefined;
  if (input.slug && !explicit) throw badRequest("Slug must contain letters or numbers", { slug: "Slug must contain letters or numbers" });
  const reslug = explicit !== undefined ? explicit !== existing.slug : input.name !== undefined && input.name !== existing.name;
  const write = async (tx: Tx, slug?: string) => {
    const locked = await repo.lockProduct(tx, v.tenantId, id);
    if (!locked) throw notFound("Product Not Found");
    const values = slug ? { ...fields, slug } : fields;
    const row = Object.keys(values).length ? ((await repo.updateProduct(v.tenantId, id, values, tx)) ?? locked) : locked;
    await saveVariants(tx, v.tenantId, locked, input, row.images);
    if (row.productType === "gift_card") await repo.untrackVariants(tx, v.tenantId, id);
    // The old address keeps working: it answers 301 to the new one (issue 45, record 0149).
    if (row.slug !== locked.slug) await slugsChanged(tx, v.tenantId, [{ from: `/product/${locked.slug}`, to: `/product/${row.slug}` }]);
    await recordProductWrite(tx, v.tenantId, id, locked, "updated");
    return row;
  };
  if (explicit !== undefined && reslug) {
    // A slug the owner chose: taken by another product is a conflict, not a "-2" suffix.
    const taken = () => {
      throw conflict("A product with this slug already exists", { slug: "A product with this slug already exists" });
    };
    await repo.withFreeProductSlug(v.tenantId, explicit, id, (slugs) => (slugs.includes(explicit) ? taken() : explicit), write);
  } else if (reslug) await withProductSlug(v.tenantId, input.name!, id, write);
  else if ((await repo.withLockedProduct(v.tenantId, id, (tx) => write(tx))) === null) throw notFound("Product Not Found");
  invalidateStore(v.tenantId);
  return readBack(v.tenantId, id);
}

export async function deleteProduct(v: Viewer, id: string) {
  const deleted = await withActivity(
    v.tenantId,
    (tx) => repo.deleteProduct(v.tenantId, id, tx),
    (row) => row && { action: "product.deleted", resourceType: "product", resourceId: id, summary: `deleted product "${row.name}"` },
  );
  if (!deleted) throw notFound("Product Not Found");
  invalidateStore(v.tenantId);
  return { message: "Product deleted successfully" };
}

/** Every active product of the store (what smart collections choose from). */
export function listActiveProducts(tenantId: TenantId): Promise<ProductRow[]> {
  return repo.listProducts(tenantId, { statuses: ACTIVE });
}

/** The store's products among the ids, any status (a collection may link drafts). */
export function findProductsByIds(tenantId: TenantId, ids: string[]): Promise<ProductRow[]> {
  return repo.findProductsByIds(tenantId, ids);
}

/** Active products of this store among the ids (others are not for sale here and are left out). */
export function loadActiveProducts(tenantId: TenantId, ids: string[]): Promise<Map<string, ProductRow>> {
  return repo.loadActiveProducts(tenantId, ids);
}

/** Variants with 1 to `max` left in stock (tracked, product not archived), fewest first. */
export function listLowStock(tenantId: TenantId, max: number, limit: number) {
  return repo.listLowStock(tenantId, max, limit);
}

/** How many products the store has, and how many were created since a date. */
export function countProducts(tenantId: TenantId, since: Date): Promise<{ total: number; since: number }> {
  return repo.countProducts(tenantId, since);
}

/** Variants on sale among the ids, with their price and their product's tax settings (checkout quotes). */
export async function loadActiveVariants(tenantId: TenantId, variantIds: string[]) {
  const rows = await repo.loadActiveVariants(tenantId, variantIds);
  return new Map(rows.map((r) => [r.variantId, r]));
}

/** Each product's variants' titles and stock (smart collection rules on variants). */
export async function variantSummaries(tenantId: TenantId, productIds: string[]) {
  const all = await repo.listVariants(tenantId, productIds);
  return new Map([...all].map(([id, list]) => [id, list.map((v) => ({ title: v.title, quantity: v.quantity }))]));
}
