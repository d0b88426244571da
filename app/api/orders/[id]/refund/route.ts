// POST /api/orders/{id}/refund — the owner refunds a paid order: `{}` for everything still refundable,
// `{ amount: "12.50" }` for part of it. The provider's refund API is called first (Stripe SDK, Razorpay and
// PayPal REST); a refusal answers 502 with the provider's message and writes nothing. Answers the order. With an
// `Idempotency-Key` header a retry of the same refund refunds nothing more and answers `Idempotent-Replayed: true`.
import { z } from "zod";
import { refundOrderFlow } from "@/lib/flows/refund-order";
import { answered, route } from "@/lib/http/route";
import { idempotencyKeyOf } from "@/lib/orders/idempotency/service";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";
import { idParams, moneyField } from "@/lib/validation";

const body = z
  .object({
    amount: moneyField({ message: "Enter an amount like 12.50" }).transform((v) => v ?? undefined),
    /** The goods came back: once the order is refunded in full, its stock is given back (once). */
    restock: z.boolean("restock must be true or false").optional(),
  })
  .strict();

export const POST = route({ auth: "owner", params: idParams, body }, async ({ req, store, staff, params, body }) =>
  answered(await refundOrderFlow(await paymentStoreOf(store), staff, params.id, body, idempotencyKeyOf(req.headers))),
);
