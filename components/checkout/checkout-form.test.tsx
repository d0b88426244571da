import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderQuote } from "@/lib/checkout/schemas";
import type { PaymentMethodsInfo } from "@/lib/checkout/payment-methods";

const apiRequest = vi.fn();
const toast = vi.fn();
let methods: PaymentMethodsInfo | undefined;
let subtotal = "50.00";
let quote: OrderQuote | null = null;

vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }) }));
vi.mock("./use-quotes", () => ({
  usePaymentMethods: () => ({ data: methods, isPending: methods === undefined }),
  useCheckoutQuote: () => ({ data: quote, isPending: false }),
}));
// The providers' SDK panels load remote scripts; here only their presence matters.
vi.mock("./payment-panels", () => ({
  StripeCardPanel: () => <div data-testid="stripe-card" />,
  PayPalPanel: () => <div data-testid="paypal-buttons" />,
}));
vi.mock("@/components/storefront/cart/cart-provider", () => ({
  useCart: () => ({
    items: [{ id: "p1", productId: "00000000-0000-4000-8000-000000000001", name: "Mug", price: subtotal, image: null, quantity: 1, maxQuantity: null }],
    count: 1,
    subtotal,
    ready: true,
    clearCart: () => {},
  }),
}));

import { COD_ONLY, renderCheckoutForm } from "@/tests/components/checkout-form";

const base = COD_ONLY;

const renderForm = () => renderCheckoutForm();

const radios = () => screen.queryAllByRole("radio").map((r) => (r as HTMLInputElement).value);

describe("CheckoutForm", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    toast.mockReset();
    methods = { ...base };
    subtotal = "50.00";
    quote = null;
  });

  it("shows the address errors and places nothing while the form is invalid", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole("button", { name: "Place Order (Cash on Delivery)" }));
    expect(await screen.findByText("Address is required")).toBeTruthy();
    expect(screen.getByLabelText("Address").getAttribute("aria-invalid")).toBe("true");
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("offers exactly the methods the store switched on", async () => {
    methods = { ...base, stripeEnabled: true, stripePublishableKey: "pk_test_x", paypalEnabled: true, paypalClientId: "pp", codEnabled: false };
    renderForm();
    expect(radios().sort()).toEqual(["paypal", "stripe"]);
    // The first offered method is chosen, and its panel shows (PayPal's package loads when it is shown).
    expect(await screen.findByTestId("paypal-buttons")).toBeTruthy();
  });

  it("offers nothing, and places nothing, until the store's methods are known: no fallback that flips under a click", () => {
    methods = undefined;
    const first = renderForm();
    expect(screen.getByTestId("payment-methods-loading").getAttribute("aria-busy")).toBe("true");
    expect(radios()).toEqual([]);
    expect((screen.getByRole("button", { name: "Place Order (Cash on Delivery)" }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();
    methods = { ...base, razorpayEnabled: true };
    renderForm();
    expect(screen.queryByTestId("payment-methods-loading")).toBeNull();
    expect(radios().sort()).toEqual(["cod", "razorpay"]);
  });

  it("hides cash on delivery below its minimum order, and offers it from the minimum up", async () => {
    methods = { ...base, razorpayEnabled: true, codMinOrder: "100.00" };
    const first = renderForm();
    expect(radios()).toEqual(["razorpay"]);
    first.unmount();
    subtotal = "100.00";
    renderForm();
    expect(radios().sort()).toEqual(["cod", "razorpay"]);
  });

  it("says so when no method is available", () => {
    methods = { ...base, codEnabled: true, codMinOrder: "500.00" };
    renderForm();
    expect(screen.getByText("No payment method is available for this order. Please contact the store.")).toBeTruthy();
  });

  it("switching to card shows the card panel and the card button", async () => {
    const user = userEvent.setup({ delay: null });
    methods = { ...base, stripeEnabled: true, stripePublishableKey: "pk_test_x" };
    renderForm();
    await user.click(screen.getByRole("radio", { name: /Credit \/ Debit Card/ }));
    await waitFor(() => expect(screen.getByTestId("stripe-card")).toBeTruthy());
    expect(screen.getByRole("button", { name: "Complete Payment" })).toBeTruthy();
  });

  it("speaks the page's language: headings, labels, the button and the shared schema's messages (issue 44)", async () => {
    const user = userEvent.setup({ delay: null });
    renderCheckoutForm({ lang: "hi" });
    expect(screen.getByRole("heading", { name: "शिपिंग जानकारी" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "ऑर्डर करें (कैश ऑन डिलीवरी)" }));
    // The schema (shared with POST /api/orders) says "Address is required"; the form shows it in Hindi.
    expect(await screen.findByText("पता आवश्यक है")).toBeTruthy();
    expect(screen.getByLabelText("पता").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Address is required")).toBeNull();
    expect(apiRequest).not.toHaveBeenCalled();
  });
});
