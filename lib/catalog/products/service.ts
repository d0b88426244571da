import "server-only";
import type { Tx } from "@/db/client";
import type { ProductStatus } from "@/db/schema";
import { badRequest, notFound, uniqueViolation } from "@/lib/errors";
import { sanitizeRichText } from "@/lib/sanitize";
import { invalidateStore } from "@/lib/cache/tags";
import { taxRuleExists } from "@/lib/tax/rules/service";
import type { TenantId } from "@/lib/tenancy/store";
import { categoryExists, subcategoryIds } from "../categories/service";
import { deriveSlug, stripUndefined, uniqueSlug, type Viewer } from "../rules";
import * as repo from "./repository";
import { toOwnerProduct, toPublicProduct, type ProductDto, type ProductRow, type ProductUpdateValues, type ProductValues } from "./schemas";

/**
 * Products behind /api/products, and the product reads other slices need (checkout, wishlist, the owner's
 * overview): the products table is queried here and in the storefront's read model only. Every id named
 * in input is checked against the store; writes invalidate the store's cached pages.
 */

const ACTIVE: ProductStatus[] = ["active"];

/** The owner's view (with costPrice and every status) or the shoppers'. */
export function productDto(row: ProductRow, manager: boolean): ProductDto {
  return manager ? toOwnerProduct(row) : toPublicProduct(row);
}

export type ProductQuery = { status?: ProductStatus; category?: string; all?: boolean; search?: string };

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
  const rows = await repo.listProducts(v.tenantId, { statuses, categoryIds, search: q.search || undefined });
  return rows.map((r) => productDto(r, v.manager));
}

export async function getProduct(v: Viewer, id: string): Promise<ProductDto> {
  const row = await repo.findProduct(v.tenantId, id);
  if (!row || (!v.manager && row.status !== "active")) throw notFound("Product Not Found");
  return productDto(row, v.manager);
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
    price: input.price,
    compareAtPrice: input.compareAtPrice,
    costPrice: input.costPrice,
    categoryId: input.categoryId,
    status: input.status,
    sku: input.sku,
    barcode: input.barcode,
    trackQuantity: input.trackQuantity,
    quantity: input.quantity,
    weight: input.weight === undefined ? undefined : input.weight === null ? null : input.weight.toFixed(2),
    weightUnit: input.weightUnit,
    dimensions: input.dimensions,
    tags: input.tags,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    hsnCode: input.hsnCode,
    taxRuleId: input.taxRuleId,
    images: input.images,
    requiresShipping: input.requiresShipping,
  });
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

export async function createProduct(v: Viewer, input: ProductValues): Promise<ProductDto> {
  await checkProductRefs(v.tenantId, input);
  const fields = productFields(input);
  const row = await withProductSlug(v.tenantId, input.name, undefined, (tx, slug) =>
    repo.insertProduct(tx, v.tenantId, {
      ...fields,
      name: input.name,
      price: input.price,
      slug,
      status: input.status ?? "draft",
      quantity: input.quantity ?? 0,
      trackQuantity: input.trackQuantity ?? true,
      weightUnit: input.weightUnit ?? "kg",
      tags: input.tags ?? [],
      images: input.images ?? [],
      requiresShipping: input.requiresShipping ?? true,
    }),
  );
  invalidateStore(v.tenantId);
  return toOwnerProduct(row);
}

export async function updateProduct(v: Viewer, id: string, input: ProductUpdateValues): Promise<ProductDto> {
  const existing = await repo.findProduct(v.tenantId, id);
  if (!existing) throw notFound("Product Not Found");
  await checkProductRefs(v.tenantId, input);
  const fields = productFields(input);
  const renamed = input.name !== undefined && input.name !== existing.name;
  let row: ProductRow | null = existing;
  if (renamed) row = await withProductSlug(v.tenantId, input.name!, id, (tx, slug) => repo.updateProduct(v.tenantId, id, { ...fields, slug }, tx));
  else if (Object.keys(fields).length) row = await repo.updateProduct(v.tenantId, id, fields);
  if (!row) throw notFound("Product Not Found");
  invalidateStore(v.tenantId);
  return toOwnerProduct(row);
}

export async function deleteProduct(v: Viewer, id: string) {
  if (!(await repo.deleteProduct(v.tenantId, id))) throw notFound("Product Not Found");
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

/** Products with 1 to `max` left in stock (tracked, not archived), fewest first. */
export function listLowStock(tenantId: TenantId, max: number, limit: number) {
  return repo.listLowStock(tenantId, max, limit);
}

/** How many products the store has, and how many were created since a date. */
export function countProducts(tenantId: TenantId, since: Date): Promise<{ total: number; since: number }> {
  return repo.countProducts(tenantId, since);
}
