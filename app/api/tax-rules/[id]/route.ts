// GET /api/tax-rules/{id} — one of this store's rules with its levels (owner; the edit dialog).
// PATCH or PUT /api/tax-rules/{id} — name, isActive and levels replaced in one transaction; the rule keeps
// its id, so products using it stay linked.
// DELETE /api/tax-rules/{id} — its levels go with it and products using it are left without a tax rule
// (foreign keys).
import * as tax from "@/lib/tax/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { createTaxRuleSchema } from "@/lib/tax/rules/schemas";
import { deleteTaxRule, getTaxRule, updateTaxRule } from "@/lib/tax/rules/service";

const params = idParams;

export const GET = route(tax.rule, { params }, ({ store, params }) => getTaxRule(store.id, params.id));

const update = (e: typeof tax.updateRule | typeof tax.replaceRule) => route(e, { params, body: createTaxRuleSchema }, ({ store, params, body }) => updateTaxRule(store.id, params.id, body));
export const PATCH = update(tax.updateRule);
export const PUT = update(tax.replaceRule);

export const DELETE = route(tax.deleteRule, { params }, ({ store, params }) => deleteTaxRule(store.id, params.id));
