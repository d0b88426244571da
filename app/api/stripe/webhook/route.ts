// POST /api/stripe/webhook — Stripe events for this store (payment_intent.succeeded / .canceled), signed
// with the store's endpoint secret (Stripe-Signature). Replays are acknowledged and ignored.
import "server-only";
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import * as payments from "@/lib/payments/endpoints";
import { stripeWebhook } from "@/lib/payments/webhooks";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";

export const POST = route(payments.stripeWebhook, async ({ req, store }) => {
  const r = await stripeWebhook(await paymentStoreOf(store), await req.text(), req.headers);
  return NextResponse.json(r.body, { status: r.status });
});
