/**
 * The category hierarchy as the storefront uses it: URL paths built from the chain of
 * parent slugs (/category/{slug}/{childSlug}…), visibility, product counts, and resolving a URL path.
 * Pure; cycle-safe (a corrupt parent chain never loops).
 */
export type CategoryNodeLike = { id: string; slug: string; parentId: string | null; sortOrder: number; name: string; isActive?: boolean };

const MAX_DEPTH = 20;

/** The ancestors of a category, nearest first (not including itself). */
export function ancestorsOf<T extends CategoryNodeLike>(id: string, byId: Map<string, T>): T[] {
  const out: T[] = [];
  const seen = new Set([id]);
  let parentId = byId.get(id)?.parentId ?? null;
  while (parentId && !seen.has(parentId) && out.length < MAX_DEPTH) {
    const p = byId.get(parentId);
    if (!p) break;
    out.push(p);
    seen.add(parentId);
    parentId = p.parentId;
  }
  return out;
}

/** "apparel/t-shirts": the slugs from the top-level ancestor down to the category. */
export function categoryPath<T extends CategoryNodeLike>(id: string, byId: Map<string, T>): string {
  const self = byId.get(id);
  if (!self) return "";
  return [...ancestorsOf(id, byId).reverse(), self].map((c) => c.slug).join("/");
}

/** Categories shoppers see: active, and every ancestor active too. */
export function visibleCategories<T extends CategoryNodeLike>(all: T[]): T[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  return all.filter((c) => c.isActive !== false && ancestorsOf(c.id, byId).every((a) => a.isActive !== false));
}

/** Depth-first order: each top-level category (by sortOrder, then name) followed by its subtree. */
export function treeOrder<T extends CategoryNodeLike>(cats: T[]): T[] {
  const ids = new Set(cats.map((c) => c.id));
  const children = new Map<string | null, T[]>();
  for (const c of cats) {
    const key = c.parentId && ids.has(c.parentId) ? c.parentId : null;
    children.set(key, [...(children.get(key) ?? []), c]);
  }
  const cmp = (a: T, b: T) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
  const out: T[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const c of (children.get(parent) ?? []).sort(cmp)) {
      if (seen.has(c.id) || depth > MAX_DEPTH) continue;
      seen.add(c.id);
      out.push(c);
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The category and all its descendants. */
export function subtreeIds(id: string, cats: Pick<CategoryNodeLike, "id" | "parentId">[]): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of cats) {
      if (c.parentId && out.has(c.parentId) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
    }
  }
  return out;
}

export type CategoryPathResult<T> =
  | { status: "ok"; category: T; trail: T[] }
  | { status: "invalid"; category: T }
  | { status: "not-found" };

/**
 * Resolve /category/{a}/{b}/…: "ok" when the path is exactly the category's chain of slugs;
 * "invalid" when the last slug names a category but the chain does not match (spec: 'Invalid Category
 * Path'); "not-found" when no category has that slug.
 */
export function resolveCategoryPath<T extends CategoryNodeLike & { path: string }>(cats: T[], segments: string[]): CategoryPathResult<T> {
  const wanted = segments.map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (wanted.length === 0) return { status: "not-found" };
  const path = wanted.join("/");
  const exact = cats.find((c) => c.path === path);
  const byId = new Map(cats.map((c) => [c.id, c]));
  if (exact) return { status: "ok", category: exact, trail: ancestorsOf(exact.id, byId).reverse() };
  const last = cats.find((c) => c.slug === wanted[wanted.length - 1]);
  return last ? { status: "invalid", category: last } : { status: "not-found" };
}
