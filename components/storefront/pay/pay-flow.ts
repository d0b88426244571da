import type { OnlineMethod } from "@/lib/checkout/payment-methods";

/** What the card and PayPal parts share with the Razorpay one: starting the draft's payment, and its two endings. */
export type PayFlow = {
  /** POST /api/checkout/pay/{token}: the draft becomes (once) a pending order of a signed-in guest, paid by `method`. */
  start(method: OnlineMethod): Promise<{ orderId: string }>;
  paid(orderId: string): void;
  failed(err: unknown): void;
  busy: boolean;
  setBusy(b: boolean): void;
};
