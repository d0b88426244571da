import { describe, expect, it } from "vitest";
import { paymentSettingsSchema } from "@/lib/payments/settings/schemas";
import type { PaymentSettingsDto } from "@/lib/payments/settings/schemas";
import { incompleteGateways, secretIsSet, toPaymentFormValues, webhookUrl } from "./payment-values";

const dto: PaymentSettingsDto = {
  paypalEnabled: false,
  paypalClientId: null,
  paypalClientSecretSet: false,
  paypalWebhookId: null,
  razorpayEnabled: true,
  razorpayKeyId: "rzp_test_1",
  razorpayKeySecretSet: true,
  razorpayWebhookSecretSet: false,
  stripeEnabled: false,
  stripePublicKey: null,
  stripeSecretKeySet: false,
  stripeWebhookSecretSet: true,
  codEnabled: true,
  codCharges: "25.00",
  codMinOrder: "0.00",
};

describe("payment settings form values", () => {
  it("never carries a secret into the form and keeps public ids as text", () => {
    const v = toPaymentFormValues(dto);
    expect(v.razorpayKeySecret).toBe("");
    expect(v.stripeWebhookSecret).toBe("");
    expect(v.razorpayKeyId).toBe("rzp_test_1");
    expect(v.paypalClientId).toBe("");
    expect(secretIsSet(dto, "razorpayKeySecret")).toBe(true);
    expect(secretIsSet(dto, "stripeWebhookSecret")).toBe(true);
    expect(secretIsSet(dto, "paypalClientSecret")).toBe(false);
  });

  it("round-trips through the server's schema: empty secrets keep, null clears, empty ids become null", () => {
    const v = { ...toPaymentFormValues(dto), razorpayWebhookSecret: null, codCharges: "12.5" };
    const out = paymentSettingsSchema.parse(v);
    expect(out.razorpayKeySecret).toBe("");
    expect(out.razorpayWebhookSecret).toBeNull();
    expect(out.paypalClientId).toBeNull();
    expect(out.codCharges).toBe("12.50");
  });

  it("refuses negative or over-precise COD amounts", () => {
    const base = toPaymentFormValues(dto);
    expect(paymentSettingsSchema.safeParse({ ...base, codCharges: "-1" }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...base, codMinOrder: "1.005" }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ ...base, codMinOrder: "abc" }).success).toBe(false);
  });

  it("builds webhook URLs on the store's host or path-mode prefix", () => {
    expect(webhookUrl("https://demo.example.com", "", "razorpay")).toBe("https://demo.example.com/api/razorpay/webhook");
    expect(webhookUrl("http://localhost:3000/", "/store/demo", "stripe")).toBe("http://localhost:3000/store/demo/api/stripe/webhook");
  });
});

describe("incomplete gateways", () => {
  it("warns only for a switched-on gateway that lacks its id or secret", () => {
    const v = toPaymentFormValues(dto);
    // Razorpay: on, key id set, secret saved.
    expect(incompleteGateways(v, dto)).toEqual({ paypal: false, razorpay: false, stripe: false });
    // Removing the saved secret, or blanking the id, leaves it incomplete.
    expect(incompleteGateways({ ...v, razorpayKeySecret: null }, dto).razorpay).toBe(true);
    expect(incompleteGateways({ ...v, razorpayKeyId: "  " }, dto).razorpay).toBe(true);
    // PayPal switched on: a typed secret counts, a missing one does not.
    expect(incompleteGateways({ ...v, paypalEnabled: true, paypalClientId: "id" }, dto).paypal).toBe(true);
    expect(incompleteGateways({ ...v, paypalEnabled: true, paypalClientId: "id", paypalClientSecret: "s" }, dto).paypal).toBe(false);
    expect(incompleteGateways({ ...v, stripeEnabled: true }, dto).stripe).toBe(true);
  });
});
