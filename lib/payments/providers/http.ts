import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * One way to call a provider's REST API: a timeout, JSON out, and any failure (network, 4xx, 5xx) turned
 * into a 502 whose message never carries the provider's raw answer (it may echo keys); the details go
 * to the server log.
 */
export class ProviderError extends AppError {
  constructor(
    public readonly provider: string,
    public readonly providerStatus: number | null,
    public readonly providerBody: unknown,
    message = "The payment provider could not be reached. Please try again.",
    /** The provider's own explanation (e.g. "Charge has already been refunded"), shown to owners on refunds. */
    public readonly providerMessage: string | null = null,
  ) {
    super(502, message, undefined, "provider_error");
    this.name = "ProviderError";
  }
}

/** The human-readable message inside a provider's error body (Razorpay, PayPal, Stripe shapes). */
export function providerMessageOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const b = body as { error?: { description?: unknown; message?: unknown }; message?: unknown; details?: { description?: unknown; issue?: unknown }[] };
  const pick = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 300) : null);
  return (
    pick(b.error?.description) ??
    pick(b.error?.message) ??
    pick(b.details?.[0]?.description) ??
    pick(b.details?.[0]?.issue) ??
    pick(b.message)
  );
}

export async function providerFetch<T>(provider: string, url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(getEnv().PAYMENT_PROVIDER_TIMEOUT_MS), cache: "no-store" });
  } catch (err) {
    console.error(`[payments] ${provider} request failed`, (err as Error).message);
    throw new ProviderError(provider, null, null);
  }
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!res.ok) {
    console.error(`[payments] ${provider} answered ${res.status}`, typeof body === "string" ? body.slice(0, 500) : JSON.stringify(body)?.slice(0, 500));
    throw new ProviderError(provider, res.status, body, undefined, providerMessageOf(body));
  }
  return body as T;
}

export const basicAuth = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;

export function apiBase(kind: "stripe" | "razorpay" | "paypal"): string {
  const env = getEnv();
  const base =
    kind === "stripe"
      ? (env.STRIPE_API_BASE ?? "https://api.stripe.com")
      : kind === "razorpay"
        ? (env.RAZORPAY_API_BASE ?? "https://api.razorpay.com")
        : (env.PAYPAL_API_BASE ?? "https://api-m.paypal.com");
  return base.replace(/\/+$/, "");
}

/** The providers' browser scripts, configurable so tests can serve fakes. */
export function scriptUrls() {
  const env = getEnv();
  return {
    razorpay: env.RAZORPAY_CHECKOUT_JS_URL ?? "https://checkout.razorpay.com/v1/checkout.js",
    stripe: env.STRIPE_JS_URL ?? "https://js.stripe.com/v3/",
    paypal: env.PAYPAL_JS_SDK_URL ?? "https://www.paypal.com/sdk/js",
  };
}
