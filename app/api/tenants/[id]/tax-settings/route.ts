// GET/PATCH /api/tenants/{id}/tax-settings — the owner's tax settings. The id must be the request's store.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { taxSettingsSchema } from "@/lib/tax/settings/schemas";
import { getTaxSettings, saveTaxSettings } from "@/lib/tax/settings/service";
import { assertOwnStore } from "@/lib/tenancy/service";

const params = idParams;

export const GET = route({ auth: "owner", params }, ({ store, params }) => {
  assertOwnStore(store, params.id);
  return getTaxSettings(store);
});

export const PATCH = route({ auth: "owner", params, body: taxSettingsSchema }, ({ store, params, body }) => {
  assertOwnStore(store, params.id);
  return saveTaxSettings(store, body);
});

export const PUT = PATCH;
