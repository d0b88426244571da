import "server-only";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { products, taxLevels, taxRules } from "@/db/schema";
import type { TaxRuleInput } from "../calculate";
import type { CreateTaxRuleInput, TaxRuleDto } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/** The tax rules and levels of a store; every query is scoped to the store. */

/** A level row as the calculator and the DTO take it (no ids, no timestamps). */
function levelValues(l: typeof taxLevels.$inferSelect) {
  return {
    level: l.level,
    labelName: l.labelName,
    taxRate: l.taxRate,
    country: l.country,
    applyToAllCountries: l.applyToAllCountries,
    state: l.state,
    applyToAllStates: l.applyToAllStates,
  };
}

/** The rule and all its levels in one transaction: a bad level (e.g. a duplicate) leaves nothing behind. */
export async function insertRuleWithLevels(tenantId: TenantId, input: CreateTaxRuleInput, tx?: Tx): Promise<TaxRuleDto> {
  const db = tx ?? (await getDb());
  return db.transaction(async (tx) => {
    const [rule] = await tx.insert(taxRules).values({ tenantId, name: input.name, isActive: input.isActive }).returning();
    const levels = await tx
      .insert(taxLevels)
      .values(input.levels.map((l) => ({ ...l, tenantId, taxRuleId: rule!.id })))
      .returning();
    return {
      id: rule!.id,
      name: rule!.name,
      isActive: rule!.isActive,
      levels: levels.map((l) => ({ id: l.id, ...levelValues(l), level: l.level as 1 | 2 })),
    };
  });
}

/**
 * Replace a rule's name, switch and levels in one transaction, keeping its id (so products stay linked).
 * A bad level rolls the whole edit back. Null when the store has no such rule.
 */
export async function replaceRuleWithLevels(tenantId: TenantId, id: string, input: CreateTaxRuleInput, tx?: Tx): Promise<TaxRuleDto | null> {
  const db = tx ?? (await getDb());
  return db.transaction(async (tx) => {
    const [rule] = await tx
      .update(taxRules)
      .set({ name: input.name, isActive: input.isActive })
      .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.id, id)))
      .returning();
    if (!rule) return null;
    await tx.delete(taxLevels).where(and(eq(taxLevels.tenantId, tenantId), eq(taxLevels.taxRuleId, id)));
    const levels = await tx
      .insert(taxLevels)
      .values(input.levels.map((l) => ({ ...l, tenantId, taxRuleId: id })))
      .returning();
    return {
      id: rule.id,
      name: rule.name,
      isActive: rule.isActive,
      levels: levels.map((l) => ({ id: l.id, ...levelValues(l), level: l.level as 1 | 2 })),
    };
  });
}

/** One rule with its levels (the edit dialog). */
export async function findRuleWithLevels(tenantId: TenantId, id: string): Promise<TaxRuleDto | null> {
  const db = await getDb();
  const [rule] = await db
    .select()
    .from(taxRules)
    .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.id, id)))
    .limit(1);
  if (!rule) return null;
  const levels = await db
    .select()
    .from(taxLevels)
    .where(and(eq(taxLevels.tenantId, tenantId), eq(taxLevels.taxRuleId, id)))
    .orderBy(asc(taxLevels.level), asc(taxLevels.labelName));
  return {
    id: rule.id,
    name: rule.name,
    isActive: rule.isActive,
    levels: levels.map((l) => ({ id: l.id, ...levelValues(l), level: l.level as 1 | 2 })),
  };
}

/** Deletes the rule; its levels go with it and products' taxRuleId is cleared (the foreign keys; the clearing by their trigger, migration 0014). */
export async function deleteRule(tenantId: TenantId, id: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  const rows = await db
    .delete(taxRules)
    .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Id and name of every rule, for the product editor's select. */

export async function listTaxRules(tenantId: TenantId) {
  const db = await getDb();
  return db
    .select({ id: taxRules.id, name: taxRules.name })
    .from(taxRules)
    .where(eq(taxRules.tenantId, tenantId))
    .orderBy(asc(taxRules.name));
}

export async function taxRuleExists(tenantId: TenantId, id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: taxRules.id })
    .from(taxRules)
    .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.id, id)))
    .limit(1);
  return !!row;
}

/** The rules among the ids with their levels, as the pure tax calculator takes them. */
export async function loadTaxRules(tenantId: TenantId, ruleIds: string[], tx?: Tx): Promise<Map<string, TaxRuleInput>> {
  const out = new Map<string, TaxRuleInput>();
  const ids = [...new Set(ruleIds)];
  if (ids.length === 0) return out;
  const db = tx ?? (await getDb());
  // Sequential: `db` may be a transaction (one connection), where pg refuses overlapping queries.
  const rules = await db
    .select({ id: taxRules.id, isActive: taxRules.isActive })
    .from(taxRules)
    .where(and(eq(taxRules.tenantId, tenantId), inArray(taxRules.id, ids)));
  const levels = await db
    .select()
    .from(taxLevels)
    .where(and(eq(taxLevels.tenantId, tenantId), inArray(taxLevels.taxRuleId, ids)));
  for (const r of rules) {
    out.set(r.id, {
      isActive: r.isActive,
      levels: levels
        .filter((l) => l.taxRuleId === r.id)
        .map(levelValues),
    });
  }
  return out;
}

/**
 * The store's standard rule (record 0163): the active rule most of the store's active, taxable products use; ties
 * (and a store whose products use none) go to the oldest active rule. Null when the store has no active rule.
 */
export async function standardTaxRuleId(tenantId: TenantId, tx?: Tx): Promise<string | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ id: taxRules.id })
    .from(taxRules)
    .leftJoin(
      products,
      and(eq(products.tenantId, taxRules.tenantId), eq(products.taxRuleId, taxRules.id), eq(products.status, "active"), eq(products.taxable, true)),
    )
    .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.isActive, true)))
    .groupBy(taxRules.id, taxRules.createdAt)
    .orderBy(desc(count(products.id)), asc(taxRules.createdAt), asc(taxRules.id))
    .limit(1);
  return row?.id ?? null;
}
