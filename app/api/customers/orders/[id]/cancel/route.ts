// POST /api/customers/orders/{id}/cancel — the customer gave up paying online (closed the provider's
// window, card refused). The provider is asked first: paid after all -> paid; else cancelled, stock back.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { abandonPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route({ auth: "customer", params: idParams }, async ({ store, customer, params }) =>
  abandonPayment(await paymentStoreOf(store), customer.id, params.id),
);
