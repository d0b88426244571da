import { and, inArray, isNull, not, or, sql, type SQL } from "drizzle-orm";
import { products, productVariants, type CollectionCriteria, type SmartCondition } from "@/db/schema";
import { isValidCondition, type CategoryNode, type SmartField } from "./smart";

/**
 * The SQL twin of smart.ts: the same rules as a WHERE condition on `products`, so a smart collection's
 * page, count and sort run in the database instead of loading the whole catalogue. Category rules are
 * resolved here against the store's (small) category list with the very ancestry walk smart.ts uses, and
 * become `category_id IN (…)`; numbers are parsed here with smart.ts's parser. The two must agree:
 * tests/integration/storefront-listing.test.ts runs both over the same products.
 */

const FALSE = sql`false`;
const TRUE = sql`true`;
const norm = (s: string) => s.trim().toLowerCase();

function num(v: string): number | null {
  if (v === "") return null;
  const n = Number.parseFloat(v);
  return Number.isFinite(n) ? n : null;
}

function ancestry(categoryId: string, categories: Map<string, CategoryNode>): CategoryNode[] {
  const chain: CategoryNode[] = [];
  let id: string | null = categoryId;
  for (let i = 0; id && i < 10; i++) {
    const c = categories.get(id);
    if (!c) break;
    chain.push(c);
    id = c.parentId;
  }
  return chain;
}

function numberCondition(column: SQL, operator: string, raw: string): SQL {
  if (operator === "between") {
    const [lo, hi] = raw.split(/[,-]/).map((x) => num(x.trim()));
    if (lo === null || lo === undefined || hi === null || hi === undefined) return FALSE;
    return sql`(${column} IS NOT NULL AND ${column} BETWEEN ${Math.min(lo, hi)}::numeric AND ${Math.max(lo, hi)}::numeric)`;
  }
  const target = num(raw);
  if (target === null) return FALSE;
  if (operator === "greaterThan") return sql`coalesce(${column} > ${target}::numeric, false)`;
  if (operator === "lessThan") return sql`coalesce(${column} < ${target}::numeric, false)`;
  if (operator === "equals") return sql`coalesce(abs(${column} - ${target}::numeric) < 0.005, false)`;
  return FALSE;
}

export function smartConditionSql(c: SmartCondition, categories: Map<string, CategoryNode>): SQL {
  if (!isValidCondition(c)) return FALSE;
  const value = norm(String(c.value ?? ""));
  const raw = String(c.value ?? "");
  const title = sql`lower(btrim(${products.name}))`;
  switch (c.field as SmartField) {
    case "title": {
      if (!value) return FALSE;
      if (c.operator === "contains") return sql`strpos(${title}, ${value}) > 0`;
      if (c.operator === "notContains") return sql`strpos(${title}, ${value}) = 0`;
      if (c.operator === "equals") return sql`${title} = ${value}`;
      if (c.operator === "notEquals") return sql`${title} <> ${value}`;
      if (c.operator === "startsWith") return sql`left(${title}, ${value.length}) = ${value}`;
      if (c.operator === "endsWith") return sql`right(${title}, ${value.length}) = ${value}`;
      return FALSE;
    }
    case "type":
    case "category": {
      const hits = [...categories.keys()].filter((id) => {
        const chain = ancestry(id, categories);
        const pool = c.field === "type" ? chain.slice(-1) : chain;
        return pool.some((cat) => norm(cat.name) === value || cat.slug === value);
      });
      const inHits = hits.length > 0 ? inArray(products.categoryId, hits) : FALSE;
      if (c.operator === "equals") return inHits;
      return hits.length > 0 ? or(isNull(products.categoryId), not(inHits))! : TRUE;
    }
    case "tag": {
      const hit = sql`exists (select 1 from unnest(${products.tags}) as t(v) where lower(btrim(t.v)) = ${value})`;
      return c.operator === "contains" ? hit : sql`not ${hit}`;
    }
    case "price":
      return numberCondition(sql`${products.price}`, c.operator, raw);
    case "compareAtPrice":
      return numberCondition(sql`${products.compareAtPrice}`, c.operator, raw);
    case "weight":
      return numberCondition(sql`${products.weight}`, c.operator, raw);
    case "inventoryStock": {
      // Some variant's stock (the product's tenant and id lead the variants' index).
      const cond = numberCondition(sql`v.quantity`, c.operator, raw);
      return sql`exists (select 1 from ${productVariants} v where v.tenant_id = ${products.tenantId} and v.product_id = ${products.id} and ${cond})`;
    }
    case "variantTitle": {
      if (!value) return FALSE;
      const t = sql`lower(btrim(v.title))`;
      const cond = c.operator === "contains" ? sql`strpos(${t}, ${value}) > 0` : sql`${t} = ${value}`;
      return sql`exists (select 1 from ${productVariants} v where v.tenant_id = ${products.tenantId} and v.product_id = ${products.id} and ${cond})`;
    }
    case "vendor":
      return FALSE;
  }
}

/** The collection's rules as one condition; no conditions select nothing, as in matchesCriteria. */
export function smartCriteriaSql(criteria: CollectionCriteria | null | undefined, categories: Map<string, CategoryNode>): SQL {
  const conditions = criteria?.conditions ?? [];
  if (conditions.length === 0) return FALSE;
  const parts = conditions.map((c) => smartConditionSql(c, categories));
  return (criteria?.matchType === "any" ? or(...parts) : and(...parts)) ?? FALSE;
}

/** Whether the rules depend on stock, so an order can change the collection's members. */
export const criteriaUseStock = (criteria: CollectionCriteria | null | undefined) =>
  (criteria?.conditions ?? []).some((c) => c.field === "inventoryStock");
