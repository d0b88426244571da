import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { abandonPayment } from "./service";

/** The payments' /api calls (docs/decisions/0137). */

/** The shopper gives up paying for a pending order (the checkout's "cancel" of a provider's window). */
export const abandon = endpoint<{ params: typeof idParams; response: Awaited<ReturnType<typeof abandonPayment>> }>()({
  method: "POST",
  path: "/api/customers/orders/{id}/cancel",
  auth: "customer",
  invalidates: ["/api/customers/orders"],
});
