import type { CollectionCriteria, SmartCondition } from "@/db/schema";

/** Re-exported so components can name a condition without importing the database schema. */
export type { SmartCondition };

/**
 * Smart collections: which products a criteria set selects. Pure, so the owner's preview,
 * GET /api/collections/{id}/products and the storefront all agree.
 *
 * Fields and operators:
 *   title        contains, notContains, equals, notEquals, startsWith, endsWith (case-insensitive)
 *   type         equals, notEquals — the product's top-level category (name or slug)
 *   category     equals, notEquals — the product's category or any ancestor (name or slug)
 *   tag          contains, notContains — a tag equal to the value (case-insensitive)
 *   price        greaterThan, lessThan, equals, between ("10-50" or "10,50", inclusive)
 *   compareAtPrice, weight, inventoryStock (quantity)   greaterThan, lessThan, equals
 *   variantTitle                                      contains, equals — some variant's title ("M / Navy")
 *   inventoryStock compares each variant's stock: some variant with stock > 3, < 3 or = 3.
 *   vendor — the data model has no such field: a condition on it matches nothing.
 * "all" needs every condition, "any" one of them; no conditions select nothing.
 */
export const SMART_FIELDS = {
  title: ["contains", "notContains", "equals", "notEquals", "startsWith", "endsWith"],
  type: ["equals", "notEquals"],
  category: ["equals", "notEquals"],
  vendor: ["equals", "notEquals"],
  tag: ["contains", "notContains"],
  price: ["greaterThan", "lessThan", "equals", "between"],
  compareAtPrice: ["greaterThan", "lessThan", "equals"],
  weight: ["greaterThan", "lessThan", "equals"],
  inventoryStock: ["greaterThan", "lessThan", "equals"],
  variantTitle: ["contains", "equals"],
} as const satisfies Record<string, readonly string[]>;

export type SmartField = keyof typeof SMART_FIELDS;

export function isValidCondition(c: Pick<SmartCondition, "field" | "operator">): boolean {
  const ops = (SMART_FIELDS as Record<string, readonly string[]>)[c.field];
  return !!ops && ops.includes(c.operator);
}

export type SmartProduct = {
  name: string;
  tags: string[];
  price: string | number;
  compareAtPrice: string | number | null;
  weight: string | number | null;
  quantity: number;
  categoryId: string | null;
  /** Its variants' titles and stock (needed only by variantTitle and inventoryStock rules). */
  variants?: { title: string; quantity: number }[];
};

export type CategoryNode = { id: string; name: string; slug: string; parentId: string | null };

const norm = (s: string) => s.trim().toLowerCase();

function num(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined || v === "") return null;
  const n = typeof v === "number" ? v : Number.parseFloat(v);
  return Number.isFinite(n) ? n : null;
}

function compareNumber(actual: number | null, operator: string, value: string): boolean {
  if (actual === null) return false;
  if (operator === "between") {
    const [lo, hi] = value.split(/[,-]/).map((x) => num(x.trim()));
    if (lo === null || hi === null) return false;
    return actual >= Math.min(lo, hi) && actual <= Math.max(lo, hi);
  }
  const target = num(value);
  if (target === null) return false;
  if (operator === "greaterThan") return actual > target;
  if (operator === "lessThan") return actual < target;
  if (operator === "equals") return Math.abs(actual - target) < 0.005;
  return false;
}

function ancestry(categoryId: string | null, categories: Map<string, CategoryNode>): CategoryNode[] {
  const chain: CategoryNode[] = [];
  let id = categoryId;
  for (let i = 0; id && i < 10; i++) {
    const c = categories.get(id);
    if (!c) break;
    chain.push(c);
    id = c.parentId;
  }
  return chain;
}

export function matchesCondition(p: SmartProduct, c: SmartCondition, categories: Map<string, CategoryNode>): boolean {
  if (!isValidCondition(c)) return false;
  const value = norm(String(c.value ?? ""));
  switch (c.field as SmartField) {
    case "title": {
      const t = norm(p.name);
      if (!value) return false;
      if (c.operator === "contains") return t.includes(value);
      if (c.operator === "notContains") return !t.includes(value);
      if (c.operator === "equals") return t === value;
      if (c.operator === "notEquals") return t !== value;
      if (c.operator === "startsWith") return t.startsWith(value);
      if (c.operator === "endsWith") return t.endsWith(value);
      return false;
    }
    case "type":
    case "category": {
      const chain = ancestry(p.categoryId, categories);
      const pool = c.field === "type" ? chain.slice(-1) : chain;
      const hit = pool.some((cat) => norm(cat.name) === value || cat.slug === value);
      return c.operator === "equals" ? hit : !hit;
    }
    case "tag": {
      const hit = p.tags.some((t) => norm(t) === value);
      return c.operator === "contains" ? hit : !hit;
    }
    case "price":
      return compareNumber(num(p.price), c.operator, String(c.value ?? ""));
    case "compareAtPrice":
      return compareNumber(num(p.compareAtPrice), c.operator, String(c.value ?? ""));
    case "weight":
      return compareNumber(num(p.weight), c.operator, String(c.value ?? ""));
    case "inventoryStock":
      return (p.variants ?? [{ title: "", quantity: p.quantity }]).some((v) => compareNumber(v.quantity, c.operator, String(c.value ?? "")));
    case "variantTitle": {
      if (!value) return false;
      const titles = (p.variants ?? []).map((v) => norm(v.title));
      return c.operator === "contains" ? titles.some((t) => t.includes(value)) : titles.some((t) => t === value);
    }
    case "vendor":
      return false;
  }
}

export function matchesCriteria(p: SmartProduct, criteria: CollectionCriteria | null | undefined, categories: Map<string, CategoryNode>): boolean {
  const conditions = criteria?.conditions ?? [];
  if (conditions.length === 0) return false;
  return criteria?.matchType === "any"
    ? conditions.some((c) => matchesCondition(p, c, categories))
    : conditions.every((c) => matchesCondition(p, c, categories));
}

/** Whether the rules read variants (their titles or stock), so products must be matched with them. */
export const criteriaUseVariants = (criteria: CollectionCriteria | null | undefined) =>
  (criteria?.conditions ?? []).some((c) => c.field === "variantTitle" || c.field === "inventoryStock");
