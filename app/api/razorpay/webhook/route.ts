// POST /api/razorpay/webhook — Razorpay events for this store (payment.captured, order.paid), signed with
// the store's webhook secret (X-Razorpay-Signature). A replayed event is recorded once.
import "server-only";
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { razorpayWebhook } from "@/lib/payments/webhooks";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.razorpayWebhook, async ({ req, store }) => {
  const r = await razorpayWebhook(await paymentStoreOf(store), await req.text(), req.headers);
  return NextResponse.json(r.body, { status: r.status });
});
