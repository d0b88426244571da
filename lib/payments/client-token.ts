import { notFound } from "@/lib/errors";
import type { PaymentStore as Store } from "@/lib/tenancy/store";
import { apiBase, basicAuth, providerFetch } from "./providers/http";
import { paypalKeys } from "./settings/service";

/**
 * GET /setup: the PayPal JS SDK's client token (`data-client-token`, used by its card fields), made with
 * the store's own PayPal credentials. Kept apart from the order flow's provider module: it is one
 * extra call and needs a fresh OAuth token only (the SDK token expires on its own).
 */
export async function paypalClientToken(store: Store): Promise<{ clientToken: string }> {
  const keys = store.row.paypalEnabled ? paypalKeys(store.row) : null;
  if (!keys) throw notFound("PayPal is not enabled for this store");
  const base = apiBase("paypal");
  const oauth = await providerFetch<{ access_token: string }>("paypal", `${base}/v1/oauth2/token`, {
    method: "POST",
    headers: { Authorization: basicAuth(keys.clientId, keys.clientSecret), "Content-Type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  const res = await providerFetch<{ client_token: string }>("paypal", `${base}/v1/identity/generate-token`, {
    method: "POST",
    headers: { Authorization: `Bearer ${oauth.access_token}`, "Content-Type": "application/json" },
    body: "{}",
  });
  return { clientToken: res.client_token };
}
