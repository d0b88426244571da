import type { TenantId } from "@/lib/tenancy/store";
import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import type { ProductStatus } from "@/db/schema";
import { badRequest, conflict, notFound, uniqueViolation } from "@/lib/http/errors";
import { listTaxRuleNames, taxRuleExists } from "@/lib/tax/rules/service";
import { sanitizeRichText } from "@/lib/sanitize";
import { invalidateStore } from "@/lib/storefront/cache";
import * as repo from "./repository";
import { categoryCounts, deriveSlug, parentProblem, uniqueSlug } from "./rules";
import {
  toOwnerProduct,
  toPublicProduct,
  type Category,
  type CategoryRow,
  type CategoryUpdateValues,
  type CategoryValues,
  type Collection,
  type CollectionRow,
  type CollectionUpdateValues,
  type CollectionValues,
  type CollectionWithProducts,
  type ProductDto,
  type ProductRow,
  type ProductUpdateValues,
  type ProductValues,
  type SmartCriteria,
  type TaxRuleOption,
} from "./schemas";
import { matchesCriteria, type CategoryNode } from "./smart";

/**
 * Catalogue use cases behind /api/categories, /api/products, /api/collections and /api/tax-rules.
 * `tenantId` is always the request's store (ctx.store.id); `manager` is ctx.isStoreManager: the
 * owner sees every status and costPrice, everyone else only what shoppers see. Every id named in input
 * is checked against the store. Writes that change what shoppers see invalidate the store's cache.
 */

export type Viewer = { tenantId: TenantId; manager: boolean };

const ACTIVE: ProductStatus[] = ["active"];

const shortId = () => randomBytes(3).toString("hex");

function productDto(row: ProductRow, manager: boolean): ProductDto {
  return manager ? toOwnerProduct(row) : toPublicProduct(row);
}

// =================================================================================== categories

function toCategory(row: CategoryRow, counts: Map<string, number>, subs: CategoryRow[]): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    parentId: row.parentId,
    sortOrder: row.sortOrder,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    isActive: row.isActive,
    productCount: counts.get(row.id) ?? 0,
    subCategories: subs.map((s) => toCategory(s, counts, [])),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The store's categories as a flat list, each with its subCategories and productCount. */
export async function listCategories(v: Viewer): Promise<Category[]> {
  let rows = await repo.listCategories(v.tenantId, { activeOnly: !v.manager });
  if (!v.manager) {
    // A shopper never sees a subcategory whose parent is hidden.
    const visible = new Set(rows.map((r) => r.id));
    rows = rows.filter((r) => !r.parentId || visible.has(r.parentId));
  }
  const direct = await repo.countActiveProductsByCategory(v.tenantId);
  const children = new Map<string, string[]>();
  for (const r of rows) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const counts = categoryCounts(
    rows.map((r) => r.id),
    direct,
    children,
  );
  return rows.map((r) => toCategory(r, counts, rows.filter((c) => c.parentId === r.id)));
}

export async function getCategory(v: Viewer, id: string): Promise<Category> {
  const all = await listCategories(v);
  const found = all.find((c) => c.id === id);
  if (!found) throw notFound("Category Not Found");
  return found;
}

async function checkCategoryParent(tenantId: TenantId, selfId: string | null, parentId: string) {
  const all = await repo.listCategories(tenantId, { activeOnly: false });
  const problem = parentProblem(all, selfId, parentId);
  if (problem) throw badRequest(problem, { parentId: problem });
}

async function categorySlug(tenantId: TenantId, explicit: string | null | undefined, name: string, exceptId?: string) {
  const slug = deriveSlug(explicit, name, `category-${shortId()}`);
  if (!slug) throw badRequest("Slug must contain letters or numbers", { slug: "Slug must contain letters or numbers" });
  if (await repo.categorySlugTaken(tenantId, slug, exceptId)) {
    throw conflict("A category with this slug already exists", { slug: "A category with this slug already exists" });
  }
  return slug;
}

export async function createCategory(v: Viewer, input: CategoryValues): Promise<Category> {
  if (input.parentId) await checkCategoryParent(v.tenantId, null, input.parentId);
  const slug = await categorySlug(v.tenantId, input.slug, input.name);
  const row = await repo.insertCategory(v.tenantId, {
    name: input.name,
    slug,
    description: input.description ?? null,
    image: input.image ?? null,
    parentId: input.parentId ?? null,
    sortOrder: input.sortOrder ?? 0,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    isActive: input.isActive ?? true,
  });
  invalidateStore(v.tenantId);
  return getCategory({ ...v, manager: true }, row.id);
}

export async function updateCategory(v: Viewer, id: string, input: CategoryUpdateValues): Promise<Category> {
  const existing = await repo.findCategory(v.tenantId, id);
  if (!existing) throw notFound("Category Not Found");
  if (input.parentId) await checkCategoryParent(v.tenantId, id, input.parentId);
  const name = input.name ?? existing.name;
  let slug: string | undefined;
  if (input.slug !== undefined && input.slug !== null && input.slug.trim()) slug = await categorySlug(v.tenantId, input.slug, name, id);
  else if (input.name !== undefined && input.name !== existing.name) slug = await categorySlug(v.tenantId, null, name, id);
  const values = {
    name: input.name,
    slug,
    description: input.description,
    image: input.image,
    parentId: input.parentId,
    sortOrder: input.sortOrder,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
    isActive: input.isActive,
  };
  const set = stripUndefined(values);
  if (Object.keys(set).length) await repo.updateCategory(v.tenantId, id, set);
  invalidateStore(v.tenantId);
  return getCategory({ ...v, manager: true }, id);
}

export async function deleteCategory(v: Viewer, id: string) {
  if (!(await repo.deleteCategory(v.tenantId, id))) throw notFound("Category Not Found");
  invalidateStore(v.tenantId);
  return { message: "Category deleted successfully" };
}

// =================================================================================== products

export type ProductQuery = { status?: ProductStatus; category?: string; all?: boolean; search?: string };

export async function listProducts(v: Viewer, q: ProductQuery): Promise<ProductDto[]> {
  let statuses: ProductStatus[] | undefined;
  if (v.manager) statuses = q.status ? [q.status] : undefined;
  else if (q.status && q.status !== "active") return [];
  else statuses = ACTIVE;

  let categoryIds: string[] | undefined;
  if (q.category) {
    categoryIds = [q.category];
    if (q.all) {
      const cats = await repo.listCategories(v.tenantId, { activeOnly: false });
      categoryIds.push(...cats.filter((c) => c.parentId === q.category).map((c) => c.id));
    }
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
  if (input.categoryId && !(await repo.findCategory(tenantId, input.categoryId))) {
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

/** Runs `write(slug)` with the first free slug for `name`, retrying when a concurrent write took it. */
async function withProductSlug<T>(tenantId: TenantId, name: string, exceptId: string | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  const base = deriveSlug(null, name, "product")!;
  for (let attempt = 0; ; attempt++) {
    const slug = uniqueSlug(base, await repo.productSlugsLike(tenantId, base, exceptId));
    try {
      return await write(slug);
    } catch (err) {
      if (attempt < 4 && uniqueViolation(err) === "products_tenant_slug_uq") continue;
      throw err;
    }
  }
}

export async function createProduct(v: Viewer, input: ProductValues): Promise<ProductDto> {
  await checkProductRefs(v.tenantId, input);
  const fields = productFields(input);
  const row = await withProductSlug(v.tenantId, input.name, undefined, (slug) =>
    repo.insertProduct(v.tenantId, {
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
  if (renamed) row = await withProductSlug(v.tenantId, input.name!, id, (slug) => repo.updateProduct(v.tenantId, id, { ...fields, slug }));
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

export async function listTaxRuleOptions(v: Viewer): Promise<TaxRuleOption[]> {
  return listTaxRuleNames(v.tenantId);
}

// =================================================================================== collections

/** What a collection shows shoppers: manual -> linked active products in link order; smart -> matches. */
type CollectionContext = {
  active: ProductRow[];
  activeById: Map<string, ProductRow>;
  nodes: Map<string, CategoryNode>;
  links: Map<string, string[]>;
};

async function loadCollectionContext(tenantId: TenantId, collectionIds?: string[]): Promise<CollectionContext> {
  const [active, nodes, links] = await Promise.all([
    repo.listProducts(tenantId, { statuses: ACTIVE }),
    repo.listCategoryNodes(tenantId),
    repo.listCollectionLinks(tenantId, collectionIds),
  ]);
  const byCollection = new Map<string, string[]>();
  for (const l of links) byCollection.set(l.collectionId, [...(byCollection.get(l.collectionId) ?? []), l.productId]);
  return {
    active,
    activeById: new Map(active.map((p) => [p.id, p])),
    nodes: new Map(nodes.map((n) => [n.id, n])),
    links: byCollection,
  };
}

function shownProducts(c: CollectionRow, ctx: CollectionContext): ProductRow[] {
  if (c.type === "smart") return ctx.active.filter((p) => matchesCriteria(p, c.criteria, ctx.nodes));
  return (ctx.links.get(c.id) ?? []).map((id) => ctx.activeById.get(id)).filter((p): p is ProductRow => !!p);
}

function toCollection(c: CollectionRow, ctx: CollectionContext): Collection {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    type: c.type,
    criteria: c.type === "smart" ? (c.criteria ?? { matchType: "all", conditions: [] }) : null,
    image: c.image,
    sortOrder: c.sortOrder,
    seoTitle: c.seoTitle,
    seoDescription: c.seoDescription,
    isActive: c.isActive,
    productCount: shownProducts(c, ctx).length,
    productIds: c.type === "manual" ? (ctx.links.get(c.id) ?? []) : [],
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function listCollections(v: Viewer): Promise<Collection[]> {
  const rows = await repo.listCollections(v.tenantId, { activeOnly: !v.manager });
  const ctx = await loadCollectionContext(v.tenantId);
  return rows.map((c) => toCollection(c, ctx));
}

async function withProducts(v: Viewer, c: CollectionRow | null): Promise<CollectionWithProducts> {
  if (!c || (!v.manager && !c.isActive)) throw notFound("Collection Not Found");
  const ctx = await loadCollectionContext(v.tenantId, [c.id]);
  // The owner's editor keeps every linked product of a manual collection, drafts included.
  const list = v.manager && c.type === "manual" ? await repo.listLinkedProducts(v.tenantId, c.id) : shownProducts(c, ctx);
  return { ...toCollection(c, ctx), products: list.map((p) => productDto(p, v.manager)) };
}

export async function getCollection(v: Viewer, id: string) {
  return withProducts(v, await repo.findCollection(v.tenantId, id));
}

export async function getCollectionBySlug(v: Viewer, slug: string) {
  return withProducts(v, await repo.findCollectionBySlug(v.tenantId, slug));
}

/** GET /api/collections/{id}/products: the active products the collection shows, in its order. */
export async function listCollectionProducts(v: Viewer, id: string): Promise<ProductDto[]> {
  const c = await repo.findCollection(v.tenantId, id);
  if (!c || (!v.manager && !c.isActive)) throw notFound("Collection Not Found");
  const ctx = await loadCollectionContext(v.tenantId, [c.id]);
  return shownProducts(c, ctx).map((p) => productDto(p, v.manager));
}

async function collectionSlug(tenantId: TenantId, explicit: string | null | undefined, name: string, exceptId?: string) {
  const slug = deriveSlug(explicit, name, `collection-${shortId()}`);
  if (!slug) throw badRequest("Slug must contain letters or numbers", { slug: "Slug must contain letters or numbers" });
  if (await repo.collectionSlugTaken(tenantId, slug, exceptId)) {
    throw conflict("A collection with this slug already exists", { slug: "A collection with this slug already exists" });
  }
  return slug;
}

async function checkProductIds(tenantId: TenantId, ids: string[]) {
  const found = await repo.findProductsByIds(tenantId, ids);
  if (found.length !== new Set(ids).size) {
    throw badRequest("Some products were not found in this store", { productIds: "Some products were not found in this store" });
  }
}

type CriteriaInput = { matchType?: "all" | "any"; conditions?: { id?: string; field: string; operator: string; value: string }[] };

function normaliseCriteria(c: CriteriaInput | null | undefined): SmartCriteria {
  return {
    matchType: c?.matchType === "any" ? "any" : "all",
    conditions: (c?.conditions ?? []).map((x) => ({ id: x.id || randomUUID(), field: x.field, operator: x.operator, value: x.value })),
  };
}

export async function createCollection(v: Viewer, input: CollectionValues): Promise<CollectionWithProducts> {
  const type = input.type ?? "manual";
  const slug = await collectionSlug(v.tenantId, input.slug, input.name);
  const productIds = type === "manual" ? (input.productIds ?? []) : [];
  await checkProductIds(v.tenantId, productIds);
  const row = await repo.insertCollection(
    v.tenantId,
    {
      name: input.name,
      slug,
      description: input.description ?? null,
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null,
      type,
      criteria: type === "smart" ? normaliseCriteria(input.criteria) : null,
      image: input.image ?? null,
      sortOrder: input.sortOrder ?? 0,
      isActive: input.isActive ?? true,
    },
    productIds,
  );
  invalidateStore(v.tenantId);
  return getCollection({ ...v, manager: true }, row.id);
}

export async function updateCollection(v: Viewer, id: string, input: CollectionUpdateValues): Promise<CollectionWithProducts> {
  const existing = await repo.findCollection(v.tenantId, id);
  if (!existing) throw notFound("Collection Not Found");
  const type = input.type ?? existing.type;
  const typeChanged = type !== existing.type;

  let slug: string | undefined;
  if (input.slug !== undefined) slug = await collectionSlug(v.tenantId, input.slug, input.name ?? existing.name, id);

  // Changing type clears the other kind's data, so a manual collection never keeps stale criteria (or the reverse).
  let criteria: SmartCriteria | null | undefined;
  let productIds: string[] | undefined;
  if (type === "smart") {
    productIds = typeChanged ? [] : undefined;
    if (typeChanged || input.criteria !== undefined) criteria = normaliseCriteria(input.criteria);
  } else {
    criteria = typeChanged ? null : undefined;
    productIds = input.productIds ?? (typeChanged ? [] : undefined);
  }
  if (productIds?.length) await checkProductIds(v.tenantId, productIds);

  await repo.updateCollection(
    v.tenantId,
    id,
    stripUndefined({
      name: input.name,
      slug,
      description: input.description,
      seoTitle: input.seoTitle,
      seoDescription: input.seoDescription,
      type,
      criteria,
      image: input.image,
      sortOrder: input.sortOrder,
      isActive: input.isActive,
    }),
    productIds,
  );
  invalidateStore(v.tenantId);
  return getCollection({ ...v, manager: true }, id);
}

export async function deleteCollection(v: Viewer, id: string) {
  if (!(await repo.deleteCollection(v.tenantId, id))) throw notFound("Collection Not Found");
  invalidateStore(v.tenantId);
  return { message: "Collection deleted successfully" };
}

// =================================================================================== helpers

function stripUndefined<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(o)) if (val !== undefined) out[k] = val;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** Active products of this store among the ids (others are not for sale here and are left out). */
export const loadActiveProducts = repo.loadActiveProducts;

/** How many products the store has, and how many were created since a date. */
export const countProducts = repo.countProducts;
