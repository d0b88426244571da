import { describe, expect, it } from "vitest";
import { fromPayPalValue, platformFee, toPayPalValue, toProviderAmount } from "@/lib/checkout/fee";
import { stripeTestSignature, verifiedStripeEvent } from "./providers/stripe";
import { hmacHex, razorpayPaymentSignature, verifyRazorpayPayment, verifyRazorpayWebhook } from "./signatures";

describe("Razorpay signatures", () => {
  it("accepts HMAC-SHA256(order_id|payment_id) with the key secret", () => {
    // Vector computed with openssl: printf 'order_1|pay_1' | openssl dgst -sha256 -hmac secret
    expect(razorpayPaymentSignature("secret", "order_1", "pay_1")).toBe("52115a0d3400de9e86aade1f1b6eba9e8974604f4e267a9e9a16633a4c8dd2cb");
    const sig = razorpayPaymentSignature("secret", "order_1", "pay_1");
    expect(verifyRazorpayPayment("secret", "order_1", "pay_1", sig)).toBe(true);
  });
  it("refuses a wrong secret, swapped ids, a truncated or non-hex signature", () => {
    const sig = razorpayPaymentSignature("secret", "order_1", "pay_1");
    expect(verifyRazorpayPayment("other", "order_1", "pay_1", sig)).toBe(false);
    expect(verifyRazorpayPayment("secret", "order_2", "pay_1", sig)).toBe(false);
    expect(verifyRazorpayPayment("secret", "order_1", "pay_1", sig.slice(0, 10))).toBe(false);
    expect(verifyRazorpayPayment("secret", "order_1", "pay_1", "zz" + sig.slice(2))).toBe(false);
    expect(verifyRazorpayPayment("", "order_1", "pay_1", sig)).toBe(false);
  });
  it("checks webhook bodies byte for byte", () => {
    const body = '{"event":"payment.captured"}';
    const sig = hmacHex("whsec", body);
    expect(verifyRazorpayWebhook("whsec", body, sig)).toBe(true);
    expect(verifyRazorpayWebhook("whsec", body + " ", sig)).toBe(false);
    expect(verifyRazorpayWebhook("whsec", body, null)).toBe(false);
  });
});

describe("Stripe webhook signatures (stripe.webhooks.constructEvent)", () => {
  const body = '{"id":"evt_1","object":"event","type":"payment_intent.succeeded"}';
  it("accepts a fresh signature with the endpoint secret", () => {
    const header = stripeTestSignature("whsec_x", body);
    expect(verifiedStripeEvent("whsec_x", body, header)?.id).toBe("evt_1");
    // Among several v1 signatures (secret rotation), one matching is enough.
    const [t, v1] = header.split(",");
    expect(verifiedStripeEvent("whsec_x", body, `${t},v1=${"0".repeat(64)},${v1}`)?.id).toBe("evt_1");
  });
  it("refuses no header, another secret, a changed body and an old timestamp", () => {
    const header = stripeTestSignature("whsec_x", body);
    expect(verifiedStripeEvent("whsec_x", body, null)).toBeNull();
    expect(verifiedStripeEvent("whsec_y", body, header)).toBeNull();
    expect(verifiedStripeEvent("whsec_x", body.replace("evt_1", "evt_2"), header)).toBeNull();
    expect(verifiedStripeEvent("whsec_x", body, stripeTestSignature("whsec_x", body, Math.floor(Date.now() / 1000) - 301))).toBeNull();
    expect(verifiedStripeEvent("whsec_x", body, "t=abc,v1=00")).toBeNull();
  });
});

describe("platform fee and provider amounts", () => {
  it("takes the percentage, rounded to the minor unit", () => {
    expect(platformFee(100000, 2, "INR")).toEqual({ fee: 2000, net: 98000 });
    expect(platformFee(12345, 2, "USD")).toEqual({ fee: 247, net: 12098 });
    expect(platformFee(12345, 0, "USD")).toEqual({ fee: 0, net: 12345 });
    expect(platformFee(123400, 2.5, "JPY")).toEqual({ fee: 3100, net: 120300 });
  });
  it("converts to provider units (JPY is zero-decimal)", () => {
    expect(toProviderAmount(129950, "INR")).toBe(129950);
    expect(toProviderAmount(123400, "JPY")).toBe(1234);
    expect(toPayPalValue(129950, "USD")).toBe("1299.50");
    expect(toPayPalValue(123400, "JPY")).toBe("1234");
    expect(fromPayPalValue("1299.50")).toBe(129950);
  });
});
