import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderQuote } from "@/lib/checkout/schemas";

/**
 * Issue 34 item 4: the discount code applied at checkout is kept with the cart, so a reload (or a visit
 * from another device) sends it with the first quote again; when the server no longer applies it, the
 * shopper reads why and may remove it. The quote and the cart are stand-ins; the form is the real one.
 */
let kept: string | null;
const setCode = vi.fn((c: string | null) => {
  kept = c;
});
/** The code each quote was asked with, in order. */
let asked: (string | null)[];
let answer: (code: string | null) => Pick<OrderQuote, "discountCode" | "discountError">;

const ADDRESS = { id: "a1", type: "shipping" as const, firstName: "Asha", lastName: "Rao", address1: "1 Peachtree St", address2: null, city: "Atlanta", state: "Georgia", zipCode: "30303", country: "US", phone: null, isDefault: true };
const quoteFor = (code: string | null): OrderQuote => ({
  currency: "USD",
  lines: [{ productId: "00000000-0000-4000-8000-000000000001", variantId: "00000000-0000-4000-8000-000000000002", quantity: 1, unitPrice: "100.00", lineTotal: "100.00", discount: "0.00" }],
  subtotal: "100.00",
  discounts: [],
  discountTotal: "0.00",
  itemsTotal: "100.00",
  shippingDiscount: "0.00",
  shipping: "0.00",
  tax: "0.00",
  taxBreakdown: [],
  taxInclusive: false,
  codCharges: "0.00",
  total: "100.00",
  giftCards: [],
  giftCardTotal: "0.00",
  amountDue: "100.00",
  giftCardError: null,
  ...answer(code),
});

vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: async () => ({}) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {}, back: () => {} }) }));
vi.mock("./use-quotes", () => ({
  usePaymentMethods: () => ({ data: { ...COD_ONLY }, isPending: false }),
  useCheckoutQuote: (_slug: string, _c: string, _s: string, _items: unknown, _m: unknown, code: string | null) => {
    if (asked.at(-1) !== code) asked.push(code);
    return { data: quoteFor(code), isPending: false, isFetching: false, isPlaceholderData: false };
  },
}));
vi.mock("./payment-panels", () => ({ StripeCardPanel: () => null, PayPalPanel: () => null }));
vi.mock("@/components/storefront/cart/cart-provider", () => ({
  useCart: () => ({
    items: [{ id: "00000000-0000-4000-8000-000000000002", productId: "00000000-0000-4000-8000-000000000001", variantId: "00000000-0000-4000-8000-000000000002", name: "Tee", price: "100.00", image: null, quantity: 1, maxQuantity: null }],
    count: 1,
    subtotal: "100.00",
    ready: true,
    clearCart: () => {},
    replaceCart: () => {},
    code: kept,
    setCode,
  }),
}));

import { COD_ONLY, renderCheckoutForm } from "@/tests/components/checkout-form";

const renderForm = () => renderCheckoutForm({ name: { firstName: "Asha", lastName: "Rao" }, addresses: [ADDRESS] });

describe("the checkout's discount code, kept with the cart", () => {
  beforeEach(() => {
    kept = null;
    asked = [];
    setCode.mockClear();
    answer = (code) => ({ discountCode: code ? code.toUpperCase() : null, discountError: null });
  });

  it("after a reload, the kept code goes with the first quote and shows as applied", () => {
    kept = "walk10";
    renderForm();
    expect(asked[0]).toBe("walk10");
    expect(screen.getByTestId("discount-applied").textContent).toContain("Code WALK10 applied");
    expect(setCode).not.toHaveBeenCalled();
  });

  it("a kept code the server no longer applies says why, and can be removed", async () => {
    kept = "WALK10";
    answer = (code) => ({ discountCode: null, discountError: code ? "This code has expired" : null });
    renderForm();
    expect(screen.getByRole("alert").textContent).toBe("Your code WALK10 was not applied: This code has expired");
    expect(screen.queryByTestId("discount-applied")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Remove code WALK10" }));
    expect(setCode).toHaveBeenLastCalledWith(null);
  });

  it("a typed code is kept with the cart once the server applies it; a refused one is not", async () => {
    answer = (code) => (code === "NOPE" ? { discountCode: null, discountError: "This code is not valid" } : { discountCode: code, discountError: null });
    renderForm();
    await userEvent.type(screen.getByLabelText("Discount code"), "NOPE");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("This code is not valid");
    expect(setCode).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Discount code"));
    await userEvent.type(screen.getByLabelText("Discount code"), "SAVE5");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(setCode).toHaveBeenCalledWith("SAVE5"));
    expect(asked).toEqual([null, "NOPE", "SAVE5"]);
  });
});
