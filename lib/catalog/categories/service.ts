import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, withActivity } from "@/lib/activity/record";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { invalidateStore } from "@/lib/cache/tags";
import { pathsLive, slugsChanged } from "@/lib/redirects/service";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";
// Products' counts come through products/counts.ts: calling products/service here would make the two services
// import each other (products/service checks categories), and a repository is read only from its own folder.
import { activeProductCountsByCategory } from "../products/counts";
import { categoryCounts, deriveSlug, parentProblem, shortId, stripUndefined, type Viewer } from "../rules";
import * as repo from "./repository";
import type { Category, CategoryRow, CategoryUpdateValues, CategoryValues } from "./schemas";

/**
 * Categories behind /api/categories. Every id named in input is checked against the store; writes
 * invalidate the store's cached pages, whose menus and filters show categories.
 */

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
  const direct = await activeProductCountsByCategory(v.tenantId);
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

const CATEGORY_FIELDS = ["name", "slug", "description", "image", "parentId", "sortOrder", "seoTitle", "seoDescription", "isActive"] as const;

export async function createCategory(v: Viewer, input: CategoryValues): Promise<Category> {
  if (input.parentId) await checkCategoryParent(v.tenantId, null, input.parentId);
  const slug = await categorySlug(v.tenantId, input.slug, input.name);
  const row = await withActivity(v.tenantId, async (tx) => {
    const made = await repo.insertCategory(v.tenantId, {
    name: input.name,
    slug,
    description: input.description ?? null,
    image: input.image ?? null,
    parentId: input.parentId ?? null,
    sortOrder: input.sortOrder ?? 0,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    isActive: input.isActive ?? true,
  }, tx);
    const path = categoryPaths(await repo.listCategoryNodes(v.tenantId, tx)).get(made.id);
    if (path) await pathsLive(tx, v.tenantId, [`/category/${path}`]);
    return made;
  }, (r) => changeEntry("category", "created", r.id, r.name, diffChanges(null, r, CATEGORY_FIELDS)));
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
  const moves = (set.slug !== undefined && set.slug !== existing.slug) || (set.parentId !== undefined && set.parentId !== existing.parentId);
  if (Object.keys(set).length) {
    await withActivity(
      v.tenantId,
      async (tx) => {
        const before = moves ? categoryPaths(await repo.listCategoryNodes(v.tenantId, tx)) : null;
        const row = await repo.updateCategory(v.tenantId, id, set, tx);
        if (before) await redirectMovedCategories(tx, v.tenantId, before);
        return row;
      },
      (r) => r && changeEntry("category", "updated", id, r.name, diffChanges(existing, r, CATEGORY_FIELDS)),
    );
  }
  invalidateStore(v.tenantId);
  return getCategory({ ...v, manager: true }, id);
}

/** Each category's storefront path, /category/{parent}/{child}… (as lib/storefront/category-tree.ts builds it). */
function categoryPaths(nodes: { id: string; slug: string; parentId: string | null }[]): Map<string, string> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const paths = new Map<string, string>();
  for (const n of nodes) {
    const chain: string[] = [];
    for (let c: typeof n | undefined = n; c && chain.length < 50; c = c.parentId ? byId.get(c.parentId) : undefined) chain.unshift(c.slug);
    paths.set(n.id, chain.join("/"));
  }
  return paths;
}

/** A slug or parent changed: the category's old path, and its subcategories', answer 301 to the new ones (issue 45). */
async function redirectMovedCategories(tx: Tx, tenantId: TenantId, before: Map<string, string>) {
  const after = categoryPaths(await repo.listCategoryNodes(tenantId, tx));
  const moved = [...after].filter(([cid, path]) => before.has(cid) && before.get(cid) !== path);
  await slugsChanged(
    tx,
    tenantId,
    moved.map(([cid, path]) => ({ from: `/category/${before.get(cid)}`, to: `/category/${path}` })),
  );
}

export async function deleteCategory(v: Viewer, id: string) {
  const deleted = await withActivity(
    v.tenantId,
    (tx) => repo.deleteCategory(v.tenantId, id, tx),
    (r) => r && changeEntry("category", "deleted", id, r.name),
  );
  if (!deleted) throw notFound("Category Not Found");
  invalidateStore(v.tenantId);
  return { message: "Category deleted successfully" };
}

/** Whether the id names a category of this store (a product may only point at its own store's). */
export async function categoryExists(tenantId: TenantId, id: string): Promise<boolean> {
  return !!(await repo.findCategory(tenantId, id));
}

/** The ids of a category's direct subcategories (GET /api/products?category=…&all=true). */
export async function subcategoryIds(tenantId: TenantId, parentId: string): Promise<string[]> {
  const all = await repo.listCategories(tenantId, { activeOnly: false });
  return all.filter((c) => c.parentId === parentId).map((c) => c.id);
}

/** Every category of the store as the smart-collection evaluator's tree nodes. */
export function categoryNodes(tenantId: TenantId) {
  return repo.listCategoryNodes(tenantId);
}

/** Of the ids, those that are this store's categories. */
export async function existingCategoryIds(tenantId: TenantId, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const all = await repo.listCategoryNodes(tenantId);
  const wanted = new Set(ids);
  return new Set(all.filter((c) => wanted.has(c.id)).map((c) => c.id));
}
