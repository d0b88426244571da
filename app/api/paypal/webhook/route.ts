// POST /api/paypal/webhook — PayPal events for this store (PAYMENT.CAPTURE.COMPLETED / DENIED / REFUNDED),
// verified with PayPal's signature verification against the store's webhook id. Replays are acknowledged
// and ignored; a refund that arrives before its capture answers 409 so PayPal sends it again.
import "server-only";
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { paypalWebhook } from "@/lib/payments/webhooks";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.paypalWebhook, async ({ req, store }) => {
  const r = await paypalWebhook(await paymentStoreOf(store), await req.text(), req.headers);
  return NextResponse.json(r.body, { status: r.status });
});
