// GET /api/tax-rules/{id} — one of this store's rules with its levels (owner; the edit dialog).
// PATCH or PUT /api/tax-rules/{id} — name, isActive and levels replaced in one transaction; the rule keeps
// its id, so products using it stay linked.
// DELETE /api/tax-rules/{id} — its levels go with it and products using it are left without a tax rule
// (foreign keys).
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { createTaxRuleSchema } from "@/lib/tax/rules/schemas";
import { deleteTaxRule, getTaxRule, updateTaxRule } from "@/lib/tax/rules/service";

const params = idParams;

export const GET = route({ auth: "owner", params }, ({ store, params }) => getTaxRule(store.id, params.id));

const update = route({ auth: "owner", params, body: createTaxRuleSchema }, ({ store, params, body }) => updateTaxRule(store.id, params.id, body));
export const PATCH = update;
export const PUT = update;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteTaxRule(store.id, params.id));
