import { notFound } from "@/lib/http/errors";
import * as repo from "./rules-repository";
import type { CreateTaxRuleInput, TaxRuleDto } from "./rules-schemas";

/**
 * Tax rules (spec 3 §7). Checkout reads rules per request (POST /api/calculate-tax, POST /api/orders)
 * and shopper pages show no tax data, so these writes expire no cached pages.
 */

export function createTaxRule(tenantId: string, input: CreateTaxRuleInput): Promise<TaxRuleDto> {
  return repo.insertRuleWithLevels(tenantId, input);
}

export async function deleteTaxRule(tenantId: string, id: string): Promise<{ message: string }> {
  if (!(await repo.deleteRule(tenantId, id))) throw notFound("Tax rule not found");
  return { message: "Tax rule deleted" };
}
