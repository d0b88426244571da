import { parseMinor } from "@/lib/money";
import type { StoreRow } from "@/lib/tenancy/schemas";
/**
 * Which payment methods a store offers. Pure, shared by the
 * checkout page and POST /api/orders, so the browser never offers what the server would refuse.
 */
export const PAYMENT_METHODS = ["cod", "razorpay", "stripe", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OnlineMethod = Exclude<PaymentMethod, "cod">;
export const ONLINE_METHODS: readonly OnlineMethod[] = ["razorpay", "stripe", "paypal"];
/**
 * What an order may be sent with: a method above, or "gift_card" when the gift cards given pay the whole total
 * (no payment step, no COD charges; issue 43, record 0155). Not a method a store switches on: it is not offered.
 */
export const GIFT_CARD_METHOD = "gift_card";
/** Gift cards do not pay for gift cards (record 0158: a card would otherwise become a new card, never spent). */
export const CARDS_FOR_CARDS = "Gift cards cannot be bought with a gift card: pay for them another way";
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, GIFT_CARD_METHOD] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** What GET /api/tenants/{slug}/payment-methods answers: switches and public ids only, never secrets. */
export type PaymentMethodsInfo = {
  paypalEnabled: boolean;
  razorpayEnabled: boolean;
  stripeEnabled: boolean;
  codEnabled: boolean;
  /** Decimal strings in the store's currency. */
  codCharges: string;
  codMinOrder: string;
  currency: string;
  paypalClientId: string | null;
  stripePublishableKey: string | null;
};

/** The catalogue of options, in display order. */
export const METHOD_OPTIONS: { id: PaymentMethod; name: string; description: string }[] = [
  { id: "paypal", name: "PayPal", description: "Pay with your PayPal account" },
  { id: "stripe", name: "Credit / Debit Card", description: "Pay securely with your card" },
  { id: "razorpay", name: "Razorpay", description: "UPI, Net Banking, Cards, Wallets" },
  { id: "cod", name: "Cash on Delivery", description: "Pay when your order is delivered" },
];

/**
 * Methods available for this cart: paypal/razorpay/stripe need their switch on (and the store's keys,
 * which the info's *Enabled already reflects); cod unless codEnabled is false, and only when the
 * subtotal (minor units) reaches codMinOrder.
 */
export function availableMethods(info: PaymentMethodsInfo | null | undefined, subtotalMinor: number): PaymentMethod[] {
  if (!info) return ["cod"];
  const codMin = parseMinor(info.codMinOrder || "0") ?? 0;
  return METHOD_OPTIONS.map((o) => o.id).filter((id) => {
    switch (id) {
      case "paypal":
        return info.paypalEnabled;
      case "razorpay":
        return info.razorpayEnabled;
      case "stripe":
        return info.stripeEnabled;
      case "cod":
        return info.codEnabled !== false && subtotalMinor >= codMin;
    }
  });
}

/** How a store's footer names each method it accepts. */
export const METHOD_BADGE: Record<PaymentMethod, string> = { paypal: "PayPal", stripe: "Cards", razorpay: "Razorpay · UPI", cod: "Cash on Delivery" };

/** The methods a store accepts at all (a COD minimum order aside): what its footer may advertise. */
export function acceptedMethods(info: PaymentMethodsInfo | null | undefined): PaymentMethod[] {
  return info ? availableMethods(info, Number.MAX_SAFE_INTEGER) : [];
}

/** The default method: the first available, or cod if none are (so the form always has a choice). */
export function defaultMethod(available: PaymentMethod[]): PaymentMethod {
  return available[0] ?? "cod";
}

/** Keep the shopper's choice while it stays available; otherwise the first available. */
export function reconcileMethod(current: PaymentMethod | null | undefined, available: PaymentMethod[]): PaymentMethod {
  return current && available.includes(current) ? current : defaultMethod(available);
}

/** What shoppers may know: a method is on when its switch is on and its keys are configured. */
export function toPaymentMethodsInfo(t: StoreRow): PaymentMethodsInfo {
  return {
    paypalEnabled: t.paypalEnabled && !!t.paypalClientId && !!t.paypalClientSecret,
    razorpayEnabled: t.razorpayEnabled && !!t.razorpayKeyId && !!t.razorpayKeySecret,
    stripeEnabled: t.stripeEnabled && !!t.stripePublicKey && !!t.stripeSecretKey,
    codEnabled: t.codEnabled,
    codCharges: t.codCharges,
    codMinOrder: t.codMinOrder,
    currency: t.currency,
    paypalClientId: t.paypalEnabled ? t.paypalClientId : null,
    stripePublishableKey: t.stripeEnabled ? t.stripePublicKey : null,
  };
}
