import { randomBytes } from "node:crypto";
import type { TenantId } from "@/lib/tenancy/store";
import { slugify } from "@/lib/slug";

/** Pure catalogue rules shared by the services (unit-tested in rules.test.ts). */

/**
 * The first free slug of `base`, `base-2`, `base-3`… given the store's slugs that are taken.
 * `base` itself is returned when free.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!set.has(candidate)) return candidate;
  }
}

/**
 * The slug for a record: an explicit slug (slugified) wins; otherwise the slugified name; a name without
 * any letter or digit (e.g. only symbols) falls back to `fallback`. Returns null when an explicit slug
 * has no letter or digit (the caller answers 400).
 */
export function deriveSlug(explicit: string | null | undefined, name: string, fallback: string): string | null {
  if (explicit && explicit.trim()) {
    const s = slugify(explicit);
    return s || null;
  }
  return slugify(name) || fallback;
}

export type FlatCategory = { id: string; parentId: string | null };

/**
 * Why `parentId` cannot be the parent of category `selfId` (null when it can). Categories have two
 * levels: a parent must be a top-level category of the same store (the caller passes only the store's
 * categories), not the category itself, and a category that has subcategories cannot become one.
 */
export function parentProblem(all: FlatCategory[], selfId: string | null, parentId: string): string | null {
  if (selfId && parentId === selfId) return "A category cannot be its own parent";
  const parent = all.find((c) => c.id === parentId);
  if (!parent) return "Parent category not found";
  if (parent.parentId) return "The parent must be a top-level category";
  if (selfId && all.some((c) => c.parentId === selfId)) return "A category with subcategories cannot become a subcategory";
  return null;
}

/**
 * productCount per category: active products directly in it plus those in its subcategories
 * (`direct` maps category id -> direct count; `children` maps category id -> its subcategory ids).
 */
export function categoryCounts(ids: string[], direct: Map<string, number>, children: Map<string, string[]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ids) {
    let n = direct.get(id) ?? 0;
    for (const child of children.get(id) ?? []) n += direct.get(child) ?? 0;
    out.set(id, n);
  }
  return out;
}

/** True when `ids` names exactly the members of `expected`, each once (order free). */
export function isExactPermutation(ids: string[], expected: string[]): boolean {
  if (ids.length !== expected.length) return false;
  const want = new Set(expected);
  const seen = new Set<string>();
  for (const id of ids) {
    if (!want.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/**
 * Who is asking: `tenantId` is always the request's store (ctx.store.id); `manager` is ctx.isStoreManager,
 * so the owner sees every status and costPrice while everyone else sees only what shoppers see.
 */
export type Viewer = { tenantId: TenantId; manager: boolean };

/** A short random suffix for a fallback slug (a name with no letters or digits). */
export const shortId = () => randomBytes(3).toString("hex");

/** The defined fields only, so an update never writes a field the request did not name. */
export function stripUndefined<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(o)) if (val !== undefined) out[k] = val;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}
