import { describe, expect, it } from "vitest";
import { acceptedMethods, availableMethods, defaultMethod, reconcileMethod, type PaymentMethodsInfo } from "./payment-methods";

const info = (p: Partial<PaymentMethodsInfo> = {}): PaymentMethodsInfo => ({
  paypalEnabled: false,
  razorpayEnabled: false,
  stripeEnabled: false,
  codEnabled: true,
  codCharges: "0",
  codMinOrder: "0",
  currency: "INR",
  paypalClientId: null,
  stripePublishableKey: null,
  ...p,
});

describe("available payment methods", () => {
  it("cod only by default", () => expect(availableMethods(info(), 100)).toEqual(["cod"]));
  it("follows each switch, in catalogue order", () => {
    expect(availableMethods(info({ paypalEnabled: true, razorpayEnabled: true, stripeEnabled: true }), 100)).toEqual([
      "paypal",
      "stripe",
      "razorpay",
      "cod",
    ]);
  });
  it("cod is off when codEnabled is false or the subtotal is below codMinOrder", () => {
    expect(availableMethods(info({ codEnabled: false, razorpayEnabled: true }), 100)).toEqual(["razorpay"]);
    expect(availableMethods(info({ codMinOrder: "500.00" }), 49999)).toEqual([]);
    expect(availableMethods(info({ codMinOrder: "500.00" }), 50000)).toEqual(["cod"]);
  });
  it("defaults to the first available, or cod when none", () => {
    expect(defaultMethod(["razorpay", "cod"])).toBe("razorpay");
    expect(defaultMethod([])).toBe("cod");
    expect(availableMethods(null, 0)).toEqual(["cod"]);
  });
  it("keeps a still-available choice, else picks the first available", () => {
    expect(reconcileMethod("cod", ["razorpay", "cod"])).toBe("cod");
    expect(reconcileMethod("paypal", ["razorpay", "cod"])).toBe("razorpay");
    expect(reconcileMethod(null, ["stripe"])).toBe("stripe");
  });
});

describe("accepted payment methods (the footer's badges)", () => {
  it("names only the switched-on methods, whatever the COD minimum", () => {
    expect(acceptedMethods(info({ codMinOrder: "999999.00" }))).toEqual(["cod"]);
    expect(acceptedMethods(info({ stripeEnabled: true, codEnabled: false }))).toEqual(["stripe"]);
    expect(acceptedMethods(null)).toEqual([]);
  });
});
