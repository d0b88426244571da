// GET/PUT /api/tenants/{id}/payment-settings — the owner's payment gateway settings (spec 3 §7). Secrets are
// stored encrypted and never returned: the answer says only whether each is set (e.g. razorpayKeySecretSet).
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { updatePaymentSettings } from "@/lib/payments/repository";
import { paymentSettingsSchema, toPaymentSettingsDto, toSettingsUpdate } from "@/lib/payments/settings";
import { invalidateStore } from "@/lib/storefront/cache";

const params = z.object({ id: z.uuid("Invalid id") });

export const GET = route({ auth: "owner", params }, ({ store, params }) => {
  if (params.id !== store.id) throw notFound("Store Not Found");
  return toPaymentSettingsDto(store.row);
});

export const PUT = route({ auth: "owner", params, body: paymentSettingsSchema }, async ({ store, params, body }) => {
  if (params.id !== store.id) throw notFound("Store Not Found");
  const row = await updatePaymentSettings(store.id, toSettingsUpdate(body));
  if (!row) throw notFound("Store Not Found");
  invalidateStore(row.id);
  return toPaymentSettingsDto(row);
});

export const PATCH = PUT;
