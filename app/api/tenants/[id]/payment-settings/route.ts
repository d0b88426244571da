// GET/PUT /api/tenants/{id}/payment-settings — the owner's payment gateway settings. Secrets are stored
// encrypted and never returned: the answer says only whether each is set (e.g. razorpayKeySecretSet).
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { paymentSettingsSchema, toPaymentSettingsDto } from "@/lib/payments/settings/schemas";
import { savePaymentSettings } from "@/lib/payments/settings/service";
import { assertOwnStore } from "@/lib/tenancy/service";

const params = idParams;

export const GET = route({ auth: "owner", params }, ({ store, params }) => {
  assertOwnStore(store, params.id);
  return toPaymentSettingsDto(store.row);
});

export const PUT = route({ auth: "owner", params, body: paymentSettingsSchema }, ({ store, params, body }) => {
  assertOwnStore(store, params.id);
  return savePaymentSettings(store, body);
});

export const PATCH = PUT;
