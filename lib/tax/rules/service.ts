import "server-only";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, withActivity } from "@/lib/activity/record";
import { notFound } from "@/lib/errors";
import type { Tx } from "@/db/client";
import type { TaxRuleInput } from "../calculate";
import * as repo from "./repository";
import type { CreateTaxRuleInput, TaxRuleDto, TaxRuleOption } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Tax rules. Checkout reads rules per request (POST /api/calculate-tax, POST /api/orders)
 * and shopper pages show no tax data, so these writes expire no cached pages.
 */

export function createTaxRule(tenantId: TenantId, input: CreateTaxRuleInput): Promise<TaxRuleDto> {
  return withActivity(tenantId, (tx) => repo.insertRuleWithLevels(tenantId, input, tx), (r) => changeEntry("tax_rule", "created", r.id, r.name, { name: [null, r.name], isActive: [null, r.isActive], levels: [null, r.levels] }));
}

/** PATCH/PUT /api/tax-rules/{id}: name and levels replaced together; products using the rule keep it. */
export async function updateTaxRule(tenantId: TenantId, id: string, input: CreateTaxRuleInput): Promise<TaxRuleDto> {
  const before = await repo.findRuleWithLevels(tenantId, id);
  const rule = await withActivity(
    tenantId,
    (tx) => repo.replaceRuleWithLevels(tenantId, id, input, tx),
    (r) => r && changeEntry("tax_rule", "updated", id, r.name, diffChanges(before && { ...before, levels: before.levels.map(({ id: _i, ...l }) => l) }, { ...r, levels: r.levels.map(({ id: _i, ...l }) => l) }, ["name", "isActive", "levels"])),
  );
  if (!rule) throw notFound("Tax rule not found");
  return rule;
}

/** GET /api/tax-rules/{id}: the rule with its levels. */
export async function getTaxRule(tenantId: TenantId, id: string): Promise<TaxRuleDto> {
  const rule = await repo.findRuleWithLevels(tenantId, id);
  if (!rule) throw notFound("Tax rule not found");
  return rule;
}

export async function deleteTaxRule(tenantId: TenantId, id: string): Promise<{ message: string }> {
  if (!(await withActivity(tenantId, (tx) => repo.deleteRule(tenantId, id, tx), (r) => r && changeEntry("tax_rule", "deleted", id, r.name)))) throw notFound("Tax rule not found");
  return { message: "Tax rule deleted" };
}

/** GET /api/tax-rules: id and name of the store's rules, the choices of the product editor's select. */
export function listTaxRuleOptions(tenantId: TenantId): Promise<TaxRuleOption[]> {
  return repo.listTaxRules(tenantId);
}
/** Whether a rule id names one of this store's rules (a product may only point at its own store's rule). */
export function taxRuleExists(tenantId: TenantId, id: string): Promise<boolean> {
  return repo.taxRuleExists(tenantId, id);
}
/** The rules among the ids with their levels, for pricing; takes the order's transaction when there is one. */
export function loadTaxRules(tenantId: TenantId, ruleIds: string[], tx?: Tx): Promise<Map<string, TaxRuleInput>> {
  return repo.loadTaxRules(tenantId, ruleIds, tx);
}
/**
 * The rule a line without a product of its own is taxed by (a draft order's taxable custom line, record 0163): the
 * store's standard rule, the active rule most of its products use (ties: the oldest). Null: the store has none.
 */
export function standardTaxRuleId(tenantId: TenantId, tx?: Tx): Promise<string | null> {
  return repo.standardTaxRuleId(tenantId, tx);
}
