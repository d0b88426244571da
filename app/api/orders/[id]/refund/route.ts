// POST /api/orders/{id}/refund — the owner refunds a paid order: `{}` for everything still refundable,
// `{ amount: "12.50" }` for part of it. The provider's refund API is called first (Stripe SDK, Razorpay and
// PayPal REST); a refusal answers 502 with the provider's message and writes nothing. Answers the order.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { idParams, moneyField } from "@/lib/validation";
import { actorOf, orderBundle, ownerOrderDto, restockAfterRefund } from "@/lib/orders/service";
import { refundOrder } from "@/lib/payments/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

const body = z
  .object({
    amount: moneyField({ message: "Enter an amount like 12.50" }).transform((v) => v ?? undefined),
    /** The goods came back: once the order is refunded in full, its stock is given back (once). */
    restock: z.boolean("restock must be true or false").optional(),
  })
  .strict();

export const POST = route({ auth: "owner", params: idParams, body }, async ({ store, staff, params, body }) => {
  await refundOrder(await paymentStoreOf(store), params.id, body.amount);
  if (body.restock) await restockAfterRefund(store, params.id, actorOf(staff));
  const b = await orderBundle(store, params.id);
  return ownerOrderDto(b);
});
