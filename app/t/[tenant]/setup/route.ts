// GET /setup on a store host (the PayPal component's path; the proxy rewrites it here with the store's
// tenant header): { clientToken } for a signed-in customer of a store with PayPal enabled.
import { route } from "@/lib/http/route";
import { paypalClientToken } from "@/lib/payments/client-token";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const GET = route({ auth: "customer" }, async ({ store }) => paypalClientToken(await paymentStoreOf(store)));
