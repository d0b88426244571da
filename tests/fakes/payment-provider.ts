import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseMinor } from "../../lib/money";
import { fakeScripts } from "./scripts";

/**
 * A local stand-in for Razorpay, Stripe and PayPal: the REST endpoints the app calls (same paths, auth
 * schemes and body formats as the real APIs), the browser scripts (checkout.js, Stripe.js, the PayPal JS
 * SDK) as small fakes, and "browser" endpoints (/_fake/...) that play the shopper's part in the provider's
 * popup. It checks what the app sends (auth headers, amounts, currencies) and can misbehave on demand:
 * forged Razorpay signatures, PayPal captures for another amount, declined cards. Every request is logged
 * for tests to inspect (GET /_fake/requests).
 *
 * Start in-process with startFakeProvider(), or as a process with `tsx tests/fakes/serve.ts` (e2e).
 */
export type FakeControls = {
  /**
   * Sign Razorpay payments with a wrong secret: all of them (true), or only those of one key id (a string), so a
   * journey forging its own store's payments leaves the other journeys' payments alone on a shared fake.
   */
  razorpayForgeSignature?: boolean | string | null;
  /** Capture PayPal orders for this value instead of the order's amount (an amount mismatch). */
  paypalCaptureValue?: string | null;
  /** Capture PayPal orders in this currency instead of the order's. */
  paypalCaptureCurrency?: string | null;
  /** Refuse every refund with this message (each provider in its own error shape). */
  refundError?: string | null;
  /** Answer Razorpay's create-order only after this many ms (lets two concurrent starts both create one). */
  razorpayCreateDelayMs?: number | null;
  /** Make this many PayPal refunds, then cut the connection instead of answering (the app never hears of them). */
  paypalDropRefundAnswers?: number | null;
};

/** The fake's stand-in for PayPal's certificate signature over a webhook transmission. */
export function fakePayPalTransmissionSig(transmissionId: string, time: string, webhookId: string, event: unknown): string {
  return createHmac("sha256", "fake-paypal-cert").update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`).digest("hex");
}

/** Headers PayPal sends with a webhook, signed the way the fake's verify-webhook-signature checks them. */
export function fakePayPalWebhookHeaders(webhookId: string, event: unknown): Record<string, string> {
  const id = randomBytes(8).toString("hex");
  const time = new Date().toISOString();
  return {
    "paypal-transmission-id": id,
    "paypal-transmission-time": time,
    "paypal-transmission-sig": fakePayPalTransmissionSig(id, time, webhookId, event),
    "paypal-cert-url": "https://api.paypal.com/v1/notifications/certs/CERT-fake",
    "paypal-auth-algo": "SHA256withRSA",
  };
}

export type LoggedRequest = { method: string; path: string; headers: Record<string, string>; body: string };

type RzpOrder = { id: string; amount: number; currency: string; receipt: string; status: string; keyId: string; keySecret: string; notes: unknown };
type RzpPayment = { id: string; order_id: string; amount: number; currency: string; status: string; entity: "payment" };
type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string } | null;
  secretKey: string;
};
type PpOrder = {
  id: string;
  status: string;
  clientId: string;
  purchase_units: { reference_id?: string; custom_id?: string; amount: { currency_code: string; value: string }; payments?: { captures: unknown[] } }[];
};

export class FakeProvider {
  server: Server;
  url = "";
  controls: FakeControls = {};
  requests: LoggedRequest[] = [];
  razorpayOrders = new Map<string, RzpOrder>();
  razorpayPayments = new Map<string, RzpPayment>();
  intents = new Map<string, Intent>();
  idempotency = new Map<string, string>();
  paypalTokens = new Map<string, string>();
  paypalOrders = new Map<string, PpOrder>();
  paypalRequestIds = new Map<string, unknown>();
  /** Refunds by id, every provider: what was refunded of which payment. */
  refunds = new Map<string, { id: string; provider: string; paymentId: string; amount: number; currency: string }>();

  constructor() {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err) => {
        console.error("[fake-provider]", err);
        send(res, 500, { error: { message: String(err) } });
      });
    });
  }

  async listen(port = 0, host = "127.0.0.1"): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    const { port: p } = this.server.address() as AddressInfo;
    this.url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${p}`;
    return this.url;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset() {
    this.controls = {};
    this.requests = [];
  }

  /** What the Razorpay Checkout popup does when the shopper pays: a captured payment and its signature. */
  razorpayPay(orderId: string) {
    const order = this.razorpayOrders.get(orderId);
    if (!order) return null;
    const payment: RzpPayment = { id: `pay_${rand(14)}`, order_id: order.id, amount: order.amount, currency: order.currency, status: "captured", entity: "payment" };
    this.razorpayPayments.set(payment.id, payment);
    order.status = "paid";
    const forge = this.controls.razorpayForgeSignature;
    const secret = forge === true || (typeof forge === "string" && forge === order.keyId) ? "not-the-key-secret" : order.keySecret;
    const signature = createHmac("sha256", secret).update(`${order.id}|${payment.id}`).digest("hex");
    return { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: signature };
  }

  /** What Stripe.js does for confirmCardPayment: succeeds, or declines card 4000 0000 0000 0002. */
  stripeConfirm(clientSecret: string, publishableKey: string | null, cardNumber: string) {
    const intent = [...this.intents.values()].find((i) => i.client_secret === clientSecret);
    if (!intent) return { status: 404, body: { error: { message: "No such payment_intent" } } };
    if (publishableKey && publishableKey.replace(/^pk_/, "") !== intent.secretKey.replace(/^sk_/, "")) {
      return { status: 401, body: { error: { message: "Publishable key does not match the secret key that created this intent" } } };
    }
    if (intent.status === "canceled") return { status: 400, body: { error: { message: "This PaymentIntent was canceled" } } };
    if (cardNumber.replace(/\s/g, "") === "4000000000000002") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { message: "Your card was declined." };
      return { status: 402, body: { error: { message: "Your card was declined.", type: "card_error" } } };
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    return { status: 200, body: { paymentIntent: publicIntent(intent) } };
  }

  /** The PayPal popup: the buyer approves the order. */
  paypalApprove(id: string) {
    const o = this.paypalOrders.get(id);
    if (!o) return false;
    if (o.status === "CREATED") o.status = "APPROVED";
    return true;
  }

  refundedOf(paymentId: string): number {
    return [...this.refunds.values()].filter((r) => r.paymentId === paymentId).reduce((n, r) => n + r.amount, 0);
  }

  private stripeRefundJson(id: string) {
    const r = this.refunds.get(id)!;
    return { id: r.id, object: "refund", amount: r.amount, currency: r.currency, payment_intent: r.paymentId, status: "succeeded" };
  }

  /** A completed PayPal capture of this client's orders. */
  paypalCapture(captureId: string, clientId: string): { id: string; amount: { value: string; currency_code: string } } | null {
    for (const o of this.paypalOrders.values()) {
      if (o.clientId !== clientId) continue;
      for (const c of (o.purchase_units[0].payments?.captures ?? []) as { id: string; amount: { value: string; currency_code: string } }[]) {
        if (c.id === captureId) return c;
      }
    }
    return null;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v;
    if (!url.pathname.startsWith("/_fake/requests")) this.requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, headers, body });

    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    if (req.method === "OPTIONS") return send(res, 204, null);

    const p = url.pathname;
    const m = req.method ?? "GET";

    // ---- browser scripts
    const script = fakeScripts[p];
    if (m === "GET" && script) {
      res.writeHead(200, { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-store" });
      return res.end(script);
    }

    // ---- test controls
    if (p === "/_fake/health") return send(res, 200, { ok: true });
    if (p === "/_fake/requests" && m === "GET") return send(res, 200, this.requests);
    if (p === "/_fake/reset" && m === "POST") {
      this.reset();
      return send(res, 200, { ok: true });
    }
    if (p === "/_fake/control" && m === "POST") {
      this.controls = { ...this.controls, ...(json(body) as FakeControls) };
      return send(res, 200, this.controls);
    }
    if (p === "/_fake/razorpay/pay" && m === "POST") {
      const { order_id, key } = json(body) as { order_id?: string; key?: string };
      const order = order_id ? this.razorpayOrders.get(order_id) : undefined;
      if (!order || order.keyId !== key) return send(res, 400, { error: { description: "Unknown order for this key" } });
      return send(res, 200, this.razorpayPay(order.id));
    }
    if (p === "/_fake/stripe/confirm" && m === "POST") {
      const b = json(body) as { client_secret?: string; publishable_key?: string; card_number?: string };
      const r = this.stripeConfirm(b.client_secret ?? "", b.publishable_key ?? null, b.card_number ?? "");
      return send(res, r.status, r.body);
    }
    const approve = /^\/_fake\/paypal\/approve\/([^/]+)$/.exec(p);
    if (approve && m === "POST") return this.paypalApprove(approve[1]) ? send(res, 200, { ok: true }) : send(res, 404, { message: "no such order" });

    // ---- Razorpay REST: refunds
    const rzpRefund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(p);
    if (rzpRefund && m === "POST") {
      const auth = parseBasic(headers.authorization);
      const payment = this.razorpayPayments.get(rzpRefund[1]);
      const order = payment ? this.razorpayOrders.get(payment.order_id) : undefined;
      if (!auth || !payment || !order || order.keyId !== auth.user || order.keySecret !== auth.pass) {
        return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
      }
      if (this.controls.refundError) return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: this.controls.refundError } });
      const b = json(body) as { amount?: number };
      const amount = b.amount ?? payment.amount;
      if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount - this.refundedOf(payment.id)) {
        return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The refund amount provided is greater than amount captured" } });
      }
      const r = { id: `rfnd_${rand(14)}`, provider: "razorpay", paymentId: payment.id, amount, currency: payment.currency };
      this.refunds.set(r.id, r);
      return send(res, 200, { id: r.id, entity: "refund", payment_id: payment.id, amount, currency: payment.currency, status: "processed" });
    }

    // ---- Razorpay REST
    if (p.startsWith("/v1/orders")) {
      const auth = parseBasic(headers.authorization);
      if (!auth || !auth.user.startsWith("rzp_")) return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
      if (p === "/v1/orders" && m === "POST") {
        if (this.controls.razorpayCreateDelayMs) await new Promise((r) => setTimeout(r, this.controls.razorpayCreateDelayMs ?? 0));
        const b = json(body) as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
        if (!Number.isInteger(b.amount) || (b.amount as number) < 100) {
          return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least INR 1.00" } });
        }
        if (typeof b.currency !== "string" || !/^[A-Z]{3}$/.test(b.currency)) return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "Invalid currency" } });
        const order: RzpOrder = {
          id: `order_${rand(14)}`,
          amount: b.amount as number,
          currency: b.currency,
          receipt: String(b.receipt ?? ""),
          status: "created",
          keyId: auth.user,
          keySecret: auth.pass,
          notes: b.notes ?? {},
        };
        this.razorpayOrders.set(order.id, order);
        return send(res, 200, { id: order.id, entity: "order", amount: order.amount, amount_paid: 0, currency: order.currency, receipt: order.receipt, status: order.status, notes: order.notes });
      }
      const pays = /^\/v1\/orders\/([^/]+)\/payments$/.exec(p);
      if (pays && m === "GET") {
        const order = this.razorpayOrders.get(pays[1]);
        if (!order || order.keyId !== auth.user || order.keySecret !== auth.pass) return send(res, 400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
        const items = [...this.razorpayPayments.values()].filter((x) => x.order_id === order.id);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
    }

    // ---- Stripe REST: refunds
    if (p === "/v1/refunds" && m === "POST") {
      const key = /^Bearer (sk_\S+)$/.exec(headers.authorization ?? "")?.[1];
      if (!key) return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      const idem = headers["idempotency-key"];
      const seen = idem ? this.idempotency.get(`${key}|refund|${idem}`) : undefined;
      if (seen) return send(res, 200, this.stripeRefundJson(seen));
      const f = new URLSearchParams(body);
      const intent = this.intents.get(f.get("payment_intent") ?? "");
      if (!intent || intent.secretKey !== key) return send(res, 404, { error: { type: "invalid_request_error", message: `No such payment_intent: '${f.get("payment_intent")}'` } });
      if (this.controls.refundError) return send(res, 400, { error: { type: "invalid_request_error", message: this.controls.refundError } });
      if (intent.status !== "succeeded") return send(res, 400, { error: { type: "invalid_request_error", message: "This PaymentIntent does not have a successful charge to refund." } });
      const left = intent.amount_received - this.refundedOf(intent.id);
      const amount = f.has("amount") ? Number(f.get("amount")) : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return send(res, 400, { error: { type: "invalid_request_error", code: "amount_too_large", message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` } });
      }
      const r = { id: `re_${rand(24)}`, provider: "stripe", paymentId: intent.id, amount, currency: intent.currency };
      this.refunds.set(r.id, r);
      if (idem) this.idempotency.set(`${key}|refund|${idem}`, r.id);
      return send(res, 200, this.stripeRefundJson(r.id));
    }

    // ---- Stripe REST
    if (p.startsWith("/v1/payment_intents")) {
      const key = /^Bearer (sk_\S+)$/.exec(headers.authorization ?? "")?.[1];
      if (!key) return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (p === "/v1/payment_intents" && m === "POST") {
        if (!(headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
          return send(res, 400, { error: { type: "invalid_request_error", message: "Stripe takes form-encoded bodies" } });
        }
        const idem = headers["idempotency-key"];
        if (idem && this.idempotency.has(`${key}|${idem}`)) return send(res, 200, publicIntent(this.intents.get(this.idempotency.get(`${key}|${idem}`)!)!));
        const f = new URLSearchParams(body);
        const amount = Number(f.get("amount"));
        const currency = f.get("currency") ?? "";
        if (!Number.isInteger(amount) || amount < 50) return send(res, 400, { error: { type: "invalid_request_error", message: "Amount must be at least 50 cents" } });
        if (!/^[a-z]{3}$/.test(currency)) return send(res, 400, { error: { type: "invalid_request_error", message: "Invalid currency" } });
        const metadata: Record<string, string> = {};
        for (const [k, v] of f) {
          const mm = /^metadata\[(.+)\]$/.exec(k);
          if (mm) metadata[mm[1]] = v;
        }
        const id = `pi_${rand(24)}`;
        const intent: Intent = {
          id,
          object: "payment_intent",
          amount,
          amount_received: 0,
          currency,
          status: "requires_payment_method",
          client_secret: `${id}_secret_${rand(24)}`,
          metadata,
          description: f.get("description"),
          last_payment_error: null,
          secretKey: key,
        };
        this.intents.set(id, intent);
        if (idem) this.idempotency.set(`${key}|${idem}`, id);
        return send(res, 200, publicIntent(intent));
      }
      const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(p);
      if (one) {
        const intent = this.intents.get(one[1]);
        if (!intent || intent.secretKey !== key) return send(res, 404, { error: { type: "invalid_request_error", message: `No such payment_intent: '${one[1]}'` } });
        if (one[2] && m === "POST") {
          if (intent.status === "succeeded") return send(res, 400, { error: { type: "invalid_request_error", message: "You cannot cancel this PaymentIntent because it has a status of succeeded." } });
          intent.status = "canceled";
          return send(res, 200, publicIntent(intent));
        }
        if (!one[2] && m === "GET") return send(res, 200, publicIntent(intent));
      }
    }

    // ---- PayPal REST
    if (p === "/v1/oauth2/token" && m === "POST") {
      const auth = parseBasic(headers.authorization);
      if (!auth || !auth.user || !auth.pass || new URLSearchParams(body).get("grant_type") !== "client_credentials") {
        return send(res, 401, { error: "invalid_client", error_description: "Client Authentication failed" });
      }
      const token = `A21_${rand(32)}`;
      this.paypalTokens.set(token, auth.user);
      return send(res, 200, { access_token: token, token_type: "Bearer", expires_in: 32400, app_id: "APP-FAKE" });
    }
    if (p === "/v1/notifications/verify-webhook-signature" && m === "POST") {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? "")?.[1];
      if (!token || !this.paypalTokens.has(token)) return send(res, 401, { name: "AUTHENTICATION_FAILURE", message: "Authentication failed" });
      const b = json(body) as { transmission_id?: string; transmission_time?: string; transmission_sig?: string; webhook_id?: string; webhook_event?: unknown };
      const ok = !!b.transmission_sig && b.transmission_sig === fakePayPalTransmissionSig(b.transmission_id ?? "", b.transmission_time ?? "", b.webhook_id ?? "", b.webhook_event);
      return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    const ppRefund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(p);
    if (ppRefund && m === "POST") {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? "")?.[1];
      const clientId = token ? this.paypalTokens.get(token) : undefined;
      if (!clientId) return send(res, 401, { name: "AUTHENTICATION_FAILURE", message: "Authentication failed due to invalid authentication credentials" });
      const reqId = headers["paypal-request-id"];
      if (reqId && this.paypalRequestIds.has(`${clientId}|${reqId}`)) return send(res, 201, this.paypalRequestIds.get(`${clientId}|${reqId}`));
      const capture = this.paypalCapture(ppRefund[1], clientId);
      if (!capture) return send(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID", description: "Specified resource ID does not exist." }] });
      if (this.controls.refundError) return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "REFUND_NOT_ALLOWED", description: this.controls.refundError }] });
      const b = json(body) as { amount?: { value?: string; currency_code?: string } };
      // A malformed value is refused below (NaN is not an integer), as PayPal refuses it.
      const cents = (v: string) => parseMinor(v) ?? Number.NaN;
      const left = cents(capture.amount.value) - this.refundedOf(capture.id);
      const amount = b.amount?.value ? cents(b.amount.value) : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
        return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "REFUND_AMOUNT_EXCEEDED", description: "The refund amount must be less than or equal to the capture amount that has not yet been refunded." }] });
      }
      const r = { id: rand(17).toUpperCase(), provider: "paypal", paymentId: capture.id, amount, currency: capture.amount.currency_code };
      this.refunds.set(r.id, r);
      const out = { id: r.id, status: "COMPLETED", amount: { value: (amount / 100).toFixed(2), currency_code: r.currency } };
      if (reqId) this.paypalRequestIds.set(`${clientId}|${reqId}`, out);
      if (this.controls.paypalDropRefundAnswers) {
        this.controls.paypalDropRefundAnswers -= 1;
        return void res.socket?.destroy();
      }
      return send(res, 201, out);
    }
    // PayPal's client token for the JS SDK's card fields (GET /setup).
    if (p === "/v1/identity/generate-token" && m === "POST") {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? "")?.[1];
      if (!token || !this.paypalTokens.has(token)) return send(res, 401, { name: "AUTHENTICATION_FAILURE" });
      return send(res, 200, { client_token: `fake-client-token-${rand(16)}`, expires_in: 3600 });
    }
    if (p.startsWith("/v2/checkout/orders")) {
      const token = /^Bearer (\S+)$/.exec(headers.authorization ?? "")?.[1];
      const clientId = token ? this.paypalTokens.get(token) : undefined;
      if (!clientId) return send(res, 401, { name: "AUTHENTICATION_FAILURE", message: "Authentication failed due to invalid authentication credentials" });
      const reqId = headers["paypal-request-id"];
      if (reqId && this.paypalRequestIds.has(`${clientId}|${reqId}`)) return send(res, 201, this.paypalRequestIds.get(`${clientId}|${reqId}`));
      if (p === "/v2/checkout/orders" && m === "POST") {
        const b = json(body) as { intent?: string; purchase_units?: PpOrder["purchase_units"] };
        const pu = b.purchase_units?.[0];
        if (b.intent !== "CAPTURE" || !pu?.amount || !/^\d+(\.\d{2})?$/.test(pu.amount.value) || !/^[A-Z]{3}$/.test(pu.amount.currency_code)) {
          return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INVALID_PARAMETER_VALUE" }] });
        }
        const order: PpOrder = { id: rand(17).toUpperCase(), status: "CREATED", clientId, purchase_units: [{ reference_id: pu.reference_id, custom_id: pu.custom_id, amount: pu.amount }] };
        this.paypalOrders.set(order.id, order);
        const out = { id: order.id, status: order.status, purchase_units: order.purchase_units };
        if (reqId) this.paypalRequestIds.set(`${clientId}|${reqId}`, out);
        return send(res, 201, out);
      }
      const one = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(p);
      const order = one ? this.paypalOrders.get(one[1]) : undefined;
      if (one && (!order || order.clientId !== clientId)) return send(res, 404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
      if (one && order && one[2] && m === "POST") {
        if (order.status === "COMPLETED") return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_ALREADY_CAPTURED" }] });
        if (order.status !== "APPROVED") return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "ORDER_NOT_APPROVED" }] });
        const amount = {
          currency_code: this.controls.paypalCaptureCurrency ?? order.purchase_units[0].amount.currency_code,
          value: this.controls.paypalCaptureValue ?? order.purchase_units[0].amount.value,
        };
        order.status = "COMPLETED";
        order.purchase_units[0].payments = { captures: [{ id: rand(17).toUpperCase(), status: "COMPLETED", amount, final_capture: true }] };
        const out = { id: order.id, status: order.status, purchase_units: order.purchase_units };
        if (reqId) this.paypalRequestIds.set(`${clientId}|${reqId}`, out);
        return send(res, 201, out);
      }
      if (one && order && !one[2] && m === "GET") return send(res, 200, { id: order.id, status: order.status, purchase_units: order.purchase_units });
    }

    return send(res, 404, { error: { message: `fake provider: no route ${m} ${p}` } });
  }
}

function publicIntent(i: Intent) {
  const { secretKey: _k, ...rest } = i;
  void _k;
  return rest;
}

function rand(n: number) {
  return randomBytes(n).toString("base64url").replace(/[-_]/g, "x").slice(0, n);
}

function json(body: string): unknown {
  try {
    return body ? JSON.parse(body) : {};
  } catch {
    return {};
  }
}

function parseBasic(h: string | undefined): { user: string; pass: string } | null {
  const m = /^Basic (.+)$/.exec(h ?? "");
  if (!m) return null;
  const s = Buffer.from(m[1], "base64").toString("utf8");
  const i = s.indexOf(":");
  return i < 0 ? null : { user: s.slice(0, i), pass: s.slice(i + 1) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (status === 204 || body === null) {
    res.writeHead(status);
    return res.end();
  }
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeProvider(port = 0): Promise<FakeProvider> {
  const f = new FakeProvider();
  await f.listen(port);
  return f;
}
