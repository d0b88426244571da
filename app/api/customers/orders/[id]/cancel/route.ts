// POST /api/customers/orders/{id}/cancel — the customer gave up paying online (closed the provider's
// window, card refused). The provider is asked first: paid after all -> paid; else cancelled, stock back.
import * as payments from "@/lib/payments/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { abandonPayment } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.abandon, { params: idParams }, async ({ store, customer, params }) =>
  abandonPayment(await paymentStoreOf(store), customer.id, params.id),
);
