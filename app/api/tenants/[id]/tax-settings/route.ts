// GET/PATCH /api/tenants/{id}/tax-settings — the owner's tax settings (PUT: the same as PATCH). The id must
// be the request's store.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import * as tax from "@/lib/tax/endpoints";
import { taxSettingsSchema, type TaxSettingsInput } from "@/lib/tax/settings/schemas";
import { getTaxSettings, saveTaxSettings } from "@/lib/tax/settings/service";
import { assertOwnStore } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";

export const GET = route(tax.settings, { params: idParams }, ({ store, params }) => {
  assertOwnStore(store, params.id);
  return getTaxSettings(store);
});

function save({ store, params, body }: { store: Store; params: { id: string }; body: TaxSettingsInput }) {
  assertOwnStore(store, params.id);
  return saveTaxSettings(store, body);
}

export const PATCH = route(tax.saveSettingsPatch, { params: idParams, body: taxSettingsSchema }, save);
export const PUT = route(tax.saveSettingsPut, { params: idParams, body: taxSettingsSchema }, save);
