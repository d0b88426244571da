import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { taxLevels, taxRules } from "@/db/schema";
import type { CreateTaxRuleInput, TaxRuleDto } from "./rules-schemas";

/** Writes of tax rules; every query is scoped to the store. */

/** The rule and all its levels in one transaction: a bad level (e.g. a duplicate) leaves nothing behind. */
export async function insertRuleWithLevels(tenantId: string, input: CreateTaxRuleInput): Promise<TaxRuleDto> {
  const db = await getDb();
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
      levels: levels.map((l) => ({
        id: l.id,
        level: l.level as 1 | 2,
        labelName: l.labelName,
        taxRate: l.taxRate,
        country: l.country,
        applyToAllCountries: l.applyToAllCountries,
        state: l.state,
        applyToAllStates: l.applyToAllStates,
      })),
    };
  });
}

/** Deletes the rule; its levels go with it and products' taxRuleId is cleared (foreign keys). */
export async function deleteRule(tenantId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(taxRules)
    .where(and(eq(taxRules.tenantId, tenantId), eq(taxRules.id, id)))
    .returning({ id: taxRules.id });
  return rows.length > 0;
}
