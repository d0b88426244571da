// GET/PUT /api/tenants/{id}/payment-settings — the owner's payment gateway settings. Secrets are stored
// encrypted and never returned: the answer says only whether each is set (e.g. razorpayKeySecretSet).
// PATCH is the same as PUT.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import * as payments from "@/lib/payments/endpoints";
import { paymentSettingsSchema, toPaymentSettingsDto, type PaymentSettingsInput } from "@/lib/payments/settings/schemas";
import { savePaymentSettings } from "@/lib/payments/settings/service";
import type { Store } from "@/lib/tenancy/store";
import { assertOwnStore } from "@/lib/tenancy/service";

export const GET = route(payments.settings, { params: idParams }, ({ store, params }) => {
  assertOwnStore(store, params.id);
  return toPaymentSettingsDto(store.row);
});

function save({ store, params, body }: { store: Store; params: { id: string }; body: PaymentSettingsInput }) {
  assertOwnStore(store, params.id);
  return savePaymentSettings(store, body);
}

export const PUT = route(payments.saveSettingsPut, { params: idParams, body: paymentSettingsSchema }, save);
export const PATCH = route(payments.saveSettingsPatch, { params: idParams, body: paymentSettingsSchema }, save);
