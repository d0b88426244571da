// GET /api/tax-rules — the store's tax rules as {id, name} for the product editor (owner).
// POST /api/tax-rules — a rule with its levels, created together in one transaction.
import * as tax from "@/lib/tax/endpoints";
import { json, route } from "@/lib/http/route";
import { createTaxRuleSchema } from "@/lib/tax/rules/schemas";
import { createTaxRule, listTaxRuleOptions } from "@/lib/tax/rules/service";

export const GET = route(tax.rules, ({ store }) => listTaxRuleOptions(store.id));

export const POST = route(tax.createRule, { body: createTaxRuleSchema }, async ({ store, body }) => json(await createTaxRule(store.id, body), 201));
