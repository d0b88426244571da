import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, withActivity } from "@/lib/activity/record";
import { randomUUID } from "node:crypto";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { invalidateStore } from "@/lib/cache/tags";
import { pathsLive, slugsChanged } from "@/lib/redirects/service";
import type { TenantId } from "@/lib/tenancy/store";
import { categoryNodes } from "../categories/service";
import type { ProductDto, ProductRow } from "../products/schemas";
import { findProductsByIds, listActiveProducts, productDtos, variantSummaries } from "../products/service";
import { deriveSlug, shortId, stripUndefined, type Viewer } from "../rules";
import { criteriaUseVariants, matchesCriteria, type CategoryNode } from "../smart";
import { smartCriteriaSql } from "../smart-sql";
import * as repo from "./repository";
import type { Collection, CollectionRow, CollectionUpdateValues, CollectionValues, CollectionWithProducts, SmartCriteria } from "./schemas";

/**
 * Collections behind /api/collections: manual ones list linked products in link order, smart ones the
 * active products their criteria match. Every product id named in input is checked against the store;
 * writes invalidate the store's cached pages.
 */

/** What a collection shows shoppers: manual -> linked active products in link order; smart -> matches. */
type CollectionContext = {
  active: ProductRow[];
  activeById: Map<string, ProductRow>;
  nodes: Map<string, CategoryNode>;
  links: Map<string, string[]>;
  /** Variant titles and stock per product, loaded only when some collection's rules read them. */
  variants: Map<string, { title: string; quantity: number }[]> | null;
};

async function loadCollectionContext(tenantId: TenantId, collectionIds: string[] | undefined, rows: CollectionRow[]): Promise<CollectionContext> {
  const [active, nodes, links] = await Promise.all([
    listActiveProducts(tenantId),
    categoryNodes(tenantId),
    repo.listCollectionLinks(tenantId, collectionIds),
  ]);
  const byCollection = new Map<string, string[]>();
  for (const l of links) byCollection.set(l.collectionId, [...(byCollection.get(l.collectionId) ?? []), l.productId]);
  return {
    active,
    activeById: new Map(active.map((p) => [p.id, p])),
    nodes: new Map(nodes.map((n) => [n.id, n])),
    links: byCollection,
    variants: rows.some((c) => c.type === "smart" && criteriaUseVariants(c.criteria))
      ? await variantSummaries(
          tenantId,
          active.map((p) => p.id),
        )
      : null,
  };
}

function shownProducts(c: CollectionRow, ctx: CollectionContext): ProductRow[] {
  if (c.type === "smart") return ctx.active.filter((p) => matchesCriteria({ ...p, variants: ctx.variants?.get(p.id) }, c.criteria, ctx.nodes));
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
  const ctx = await loadCollectionContext(v.tenantId, undefined, rows);
  return rows.map((c) => toCollection(c, ctx));
}

async function withProducts(v: Viewer, c: CollectionRow | null): Promise<CollectionWithProducts> {
  if (!c || (!v.manager && !c.isActive)) throw notFound("Collection Not Found");
  const ctx = await loadCollectionContext(v.tenantId, [c.id], [c]);
  // The owner's editor keeps every linked product of a manual collection, drafts included.
  const list = v.manager && c.type === "manual" ? await repo.listLinkedProducts(v.tenantId, c.id) : shownProducts(c, ctx);
  return { ...toCollection(c, ctx), products: await productDtos(v.tenantId, list, v.manager) };
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
  const ctx = await loadCollectionContext(v.tenantId, [c.id], [c]);
  return productDtos(v.tenantId, shownProducts(c, ctx), v.manager);
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
  const found = await findProductsByIds(tenantId, ids);
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

const COLLECTION_FIELDS = ["name", "slug", "description", "seoTitle", "seoDescription", "type", "criteria", "image", "sortOrder", "isActive"] as const;

export async function createCollection(v: Viewer, input: CollectionValues): Promise<CollectionWithProducts> {
  const type = input.type ?? "manual";
  const slug = await collectionSlug(v.tenantId, input.slug, input.name);
  const productIds = type === "manual" ? (input.productIds ?? []) : [];
  await checkProductIds(v.tenantId, productIds);
  const row = await withActivity(v.tenantId, async (tx) => {
    const made = await repo.insertCollection(
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
      // A new collection goes to the end unless the owner asks for a place: the form's default 0 (or none) is
      // no place, so a new collection never pushes the existing ones off the home page (docs/decisions/0051).
      sortOrder: input.sortOrder ? input.sortOrder : undefined,
      isActive: input.isActive ?? true,
    },
    productIds,
    tx,
    );
    await pathsLive(tx, v.tenantId, [`/collections/${made.slug}`]);
    return made;
  }, (r) => changeEntry("collection", "created", r.id, r.name, { ...diffChanges(null, r, COLLECTION_FIELDS), ...(productIds.length ? { productIds: [null, productIds] } : {}) }));
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

  await withActivity(v.tenantId, async (tx) => {
    const r = await repo.updateCollection(v.tenantId, id, stripUndefined({
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
    }), productIds, tx);
    // The old address answers 301 to the new one (issue 45, record 0149).
    if (r && r.slug !== existing.slug) await slugsChanged(tx, v.tenantId, [{ from: `/collections/${existing.slug}`, to: `/collections/${r.slug}` }]);
    return r;
  }, (r) => r && changeEntry("collection", "updated", id, r.name, { ...diffChanges(existing, r, COLLECTION_FIELDS), ...(productIds ? { productIds: ["replaced", productIds] } : {}) }));
  invalidateStore(v.tenantId);
  return getCollection({ ...v, manager: true }, id);
}

export async function deleteCollection(v: Viewer, id: string) {
  const deleted = await withActivity(v.tenantId, (tx) => repo.deleteCollection(v.tenantId, id, tx), (r) => r && changeEntry("collection", "deleted", id, r.name));
  if (!deleted) throw notFound("Collection Not Found");
  invalidateStore(v.tenantId);
  return { message: "Collection deleted successfully" };
}

/** Of the ids, those that are this store's collections. */
export async function existingCollectionIds(tenantId: TenantId, ids: string[]): Promise<Set<string>> {
  return new Set((await repo.findCollectionsByIds(tenantId, ids)).map((c) => c.id));
}

/**
 * Which of `among` (collection ids) each product belongs to: manual links, and smart collections' rules
 * evaluated in SQL (one query per smart collection named, never per product). For discounts that target
 * collections; inactive collections still count (the owner chose them for the discount).
 */
export async function collectionsOfProducts(tenantId: TenantId, productIds: string[], among: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (productIds.length === 0 || among.length === 0) return out;
  const add = (productId: string, collectionId: string) => out.set(productId, [...(out.get(productId) ?? []), collectionId]);
  const found = await repo.findCollectionsByIds(tenantId, among);
  const manual = found.filter((c) => c.type === "manual").map((c) => c.id);
  const wanted = new Set(productIds);
  for (const l of await repo.listCollectionLinks(tenantId, manual)) if (wanted.has(l.productId)) add(l.productId, l.collectionId);
  const smart = found.filter((c) => c.type === "smart");
  if (smart.length) {
    const nodes = new Map((await categoryNodes(tenantId)).map((n) => [n.id, n]));
    for (const c of smart) for (const id of await repo.productIdsMatching(tenantId, productIds, smartCriteriaSql(c.criteria, nodes))) add(id, c.id);
  }
  return out;
}
