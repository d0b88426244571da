import Stripe from "stripe";
import { getEnv } from "@/lib/env";
import type { StripeKeys } from "../settings/service";
import { apiBase, ProviderError } from "./http";

/**
 * Stripe through its official Node SDK (`stripe`). The SDK's `host`/`port`/`protocol` come from
 * STRIPE_API_BASE, so tests drive it against the local fake provider; it brings Stripe's pinned API
 * version, typed errors, retries with automatic idempotency keys, and webhook verification. Creates pass
 * our own idempotency key (one intent per order and amount; one refund per order, amount and refunded-so-far)
 * so a retried request can never take or return money twice.
 */

const clients = new Map<string, Stripe>();

function client(keys: StripeKeys): Stripe {
  const base = new URL(apiBase("stripe"));
  const cacheKey = `${base.origin}|${keys.secretKey}`;
  const hit = clients.get(cacheKey);
  if (hit) return hit;
  const protocol = base.protocol === "http:" ? "http" : "https";
  const s = new Stripe(keys.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === "http" ? 80 : 443),
    protocol,
    timeout: getEnv().PAYMENT_PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: "storebuilder" },
  });
  // A store's client is reused; the map stays small (one entry per store key in use).
  if (clients.size > 500) clients.clear();
  clients.set(cacheKey, s);
  return s;
}

/** Every SDK failure becomes a ProviderError; `message` is Stripe's own text (safe: it never echoes keys). */
async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      console.error(`[payments] stripe ${what} failed`, err.statusCode ?? "-", err.type, err.message);
      throw new ProviderError("stripe", err.statusCode ?? null, { type: err.type, code: err.code }, undefined, err.message);
    }
    console.error(`[payments] stripe ${what} failed`, (err as Error).message);
    throw new ProviderError("stripe", null, null);
  }
}

export function createPaymentIntent(
  keys: StripeKeys,
  p: { amount: number; currency: string; orderId: string; tenantId: string; description: string },
) {
  return call("create intent", () =>
    client(keys).paymentIntents.create(
      {
        amount: p.amount,
        currency: p.currency.toLowerCase(),
        description: p.description,
        metadata: { orderId: p.orderId, tenantId: p.tenantId },
        // The Payment Element confirms in place (redirect: "if_required"): methods that leave the page are off.
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      },
      // One intent per order and amount, even if the browser asks twice.
      { idempotencyKey: `order-${p.orderId}-${p.amount}-${p.currency}` },
    ),
  );
}

export function retrievePaymentIntent(keys: StripeKeys, id: string) {
  return call("retrieve intent", () => client(keys).paymentIntents.retrieve(id));
}

export function cancelPaymentIntent(keys: StripeKeys, id: string) {
  return call("cancel intent", () => client(keys).paymentIntents.cancel(id));
}

export function refundPaymentIntent(keys: StripeKeys, p: { paymentIntentId: string; amount: number; idempotencyKey: string }) {
  return call("refund", () =>
    client(keys).refunds.create({ payment_intent: p.paymentIntentId, amount: p.amount }, { idempotencyKey: p.idempotencyKey }),
  );
}

/**
 * A webhook's event, verified by the SDK (`Stripe-Signature`, 5-minute tolerance), or null when the
 * signature, the secret or the timestamp does not match.
 */
export function verifiedStripeEvent(endpointSecret: string, rawBody: string, header: string | null): Stripe.Event | null {
  if (!endpointSecret || !header) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, header, endpointSecret, 300);
  } catch {
    return null;
  }
}

/** A valid Stripe-Signature header for a body (tests and the fake provider sign events with it). */
export function stripeTestSignature(endpointSecret: string, rawBody: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: endpointSecret, timestamp });
}
