import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { products, taxLevels, taxRules } from "@/db/schema";
import type { TaxRuleInput } from "./calculate";

/** Reads for tax: the store's rules with their levels, and the catalogue facts a quote needs. */

export async function loadTaxRules(tenantId: string, ruleIds: string[], tx?: Tx): Promise<Map<string, TaxRuleInput>> {
  const out = new Map<string, TaxRuleInput>();
  const ids = [...new Set(ruleIds)];
  if (ids.length === 0) return out;
  const db = tx ?? (await getDb());
  const [rules, levels] = await Promise.all([
    db
      .select({ id: taxRules.id, isActive: taxRules.isActive })
      .from(taxRules)
      .where(and(eq(taxRules.tenantId, tenantId), inArray(taxRules.id, ids))),
    db
      .select()
      .from(taxLevels)
      .where(and(eq(taxLevels.tenantId, tenantId), inArray(taxLevels.taxRuleId, ids))),
  ]);
  for (const r of rules) {
    out.set(r.id, {
      isActive: r.isActive,
      levels: levels
        .filter((l) => l.taxRuleId === r.id)
        .map((l) => ({
          level: l.level,
          labelName: l.labelName,
          taxRate: l.taxRate,
          country: l.country,
          applyToAllCountries: l.applyToAllCountries,
          state: l.state,
          applyToAllStates: l.applyToAllStates,
        })),
    });
  }
  return out;
}

export type PricedProduct = { id: string; name: string; price: string; taxRuleId: string | null; taxable: boolean };

/** Active products of this store among the ids (others are not for sale here and are left out). */
export async function loadActiveProducts(tenantId: string, ids: string[]): Promise<Map<string, PricedProduct>> {
  const out = new Map<string, PricedProduct>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, name: products.name, price: products.price, taxRuleId: products.taxRuleId, taxable: products.taxable })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.status, "active"), inArray(products.id, unique)));
  for (const r of rows) out.set(r.id, r);
  return out;
}
