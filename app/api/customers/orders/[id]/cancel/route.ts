// POST /api/customers/orders/{id}/cancel — the customer gave up paying online (closed the provider's
// window, card refused). The provider is asked first: paid after all -> paid; else cancelled, stock back.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { abandonPayment } from "@/lib/payments/service";

export const POST = route({ auth: "customer", params: z.object({ id: z.uuid("Invalid id") }) }, ({ store, customer, params }) =>
  abandonPayment(store, customer.id, params.id),
);
