import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MutableRefObject } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { OrderQuote } from "@/lib/checkout/schemas";
import type { PaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import type { StripeHandle } from "./payment-panels";
import type { PayPalButtonsOptions, RazorpayOptions } from "./scripts";

/**
 * The money the checkout shows and sends, per payment flow: the summary shows the server's quote as it
 * is, each flow sends exactly the fields its route reads (the server takes amounts from the stored order),
 * and POST /api/orders carries one Idempotency-Key per attempt.
 */
type Call = { method: string; path: string; body: unknown; headers?: Record<string, string> };
let calls: Call[] = [];
let failOrders = 0;
const toast = vi.fn();
let methods: PaymentMethodsInfo;
let quote: OrderQuote | null;
const ORDER = { id: "0f0e0d0c-0b0a-4999-8888-777766665555", total: "119.90", currency: "USD" };

vi.mock("@/lib/http/fetch", async (orig) => ({
  ...(await orig<typeof import("@/lib/http/fetch")>()),
  apiRequest: async (method: string, path: string, body?: unknown, init?: { headers?: Record<string, string>; idempotencyKey?: string }) => {
    calls.push({ method, path, body, headers: { ...init?.headers, ...(init?.idempotencyKey ? { "Idempotency-Key": init.idempotencyKey } : {}) } });
    if (path === "/api/orders") {
      if (failOrders > 0) {
        failOrders--;
        throw new TypeError("Failed to fetch");
      }
      return ORDER;
    }
    if (path === "/api/razorpay/create-order") return { key: "rzp_key", amount: 11990, currency: "USD", id: "order_rzp" };
    if (path === "/api/create-payment-intent") return { clientSecret: "pi_secret" };
    if (path === "/api/paypal/order") return { id: "PP-1" };
    if (path === "/api/stripe/confirm") return { paid: true };
    return {};
  },
}));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {}, back: () => {} }) }));
vi.mock("./use-quotes", () => ({
  usePaymentMethods: () => ({ data: methods, isPending: false }),
  useCheckoutQuote: () => ({ data: quote, isPending: false }),
}));
vi.mock("./payment-panels", () => ({
  StripeCardPanel: ({ handle }: { handle: MutableRefObject<StripeHandle> }) => {
    handle.current = { submit: async () => ({}), confirm: async () => ({ paymentIntent: { id: "pi_1", status: "succeeded" } }) };
    return <div data-testid="stripe-card" />;
  },
  PayPalPanel: ({ options }: { options: MutableRefObject<PayPalButtonsOptions> }) => (
    <button type="button" onClick={() => void options.current.createOrder().catch(() => undefined)}>
      Pay with PayPal
    </button>
  ),
}));
vi.mock("./scripts", async (orig) => ({
  ...(await orig<typeof import("./scripts")>()),
  // Razorpay's widget pays at once and hands back its signed answer.
  loadRazorpay: async () =>
    class {
      constructor(private o: RazorpayOptions) {}
      open() {
        this.o.handler({ razorpay_order_id: "order_rzp", razorpay_payment_id: "pay_1", razorpay_signature: "sig" });
      }
      on() {}
    },
}));
const cartItems = [
  { id: "00000000-0000-4000-8000-000000000002", productId: "00000000-0000-4000-8000-000000000001", variantId: "00000000-0000-4000-8000-000000000002", name: "Mug", price: "50.00", image: null, quantity: 2, maxQuantity: null },
];
const replaceCart = vi.fn();
vi.mock("@/components/storefront/cart/cart-provider", () => ({
  useCart: () => ({
    items: cartItems,
    count: 2,
    subtotal: "100.00",
    ready: true,
    clearCart: () => {},
    replaceCart,
  }),
}));

import { COD_ONLY, renderCheckoutForm } from "@/tests/components/checkout-form";

const base = COD_ONLY;
const ADDRESS = { id: "a1", type: "shipping" as const, firstName: "Asha", lastName: "Rao", address1: "1 Peachtree St", address2: null, city: "Atlanta", state: "Georgia", zipCode: "30303", country: "US", phone: null, isDefault: true };

const renderForm = () => renderCheckoutForm({ name: { firstName: "Asha", lastName: "Rao" }, addresses: [ADDRESS] });

const sent = (path: string) => calls.filter((c) => c.path === path);

describe("checkout money", () => {
  beforeEach(() => {
    calls = [];
    failOrders = 0;
    toast.mockReset();
    methods = { ...base };
    quote = null;
  });

  it("shows the server's quote as it is, never a sum of its own", () => {
    // A total the page could not have added up itself (the server's word is final).
    quote = {
      currency: "USD",
      lines: [{ productId: "00000000-0000-4000-8000-000000000001", variantId: "00000000-0000-4000-8000-000000000002", quantity: 2, unitPrice: "55.00", lineTotal: "110.00", discount: "0.00" }],
      subtotal: "110.00",
      discountCode: null,
      discounts: [],
      discountTotal: "0.00",
      shippingDiscount: "0.00",
      itemsTotal: "110.00",
      discountError: null,
      shipping: "4.90",
      tax: "9.35",
      taxBreakdown: [{ label: "State tax", rate: 8.5, amount: "9.35" }],
      taxInclusive: false,
      codCharges: "0.00",
      total: "124.26",
      giftCards: [],
      giftCardTotal: "0.00",
      amountDue: "124.26",
      giftCardError: null,
    };
    renderForm();
    const totals = screen.getByTestId("order-summary-totals");
    expect(screen.getByTestId("summary-total").textContent).toBe("$124.26");
    expect(screen.getByTestId("mobile-total").textContent).toBe("$124.26");
    expect(screen.getByTestId("summary-shipping").textContent).toBe("$4.90");
    expect(screen.getByTestId("summary-tax").textContent).toBe("$9.35");
    expect(within(totals).getByText("State tax (8.5%)")).toBeTruthy();
    // The line shows the server's price, not the cart's remembered one.
    expect(screen.getByText("$110.00", { selector: "li span" })).toBeTruthy();
    // ...and the cart takes the server's price, saying so, before payment.
    expect(replaceCart).toHaveBeenCalledWith({ items: [{ ...cartItems[0], price: "55.00" }] });
    expect(screen.getByTestId("cart-notices").textContent).toContain("The price of Mug changed to $55.00");
    // A valid definition list: only dt/dd groups, nothing with role=none.
    for (const child of Array.from(totals.children)) {
      expect(child.tagName).toBe("DIV");
      expect(Array.from(child.children).map((c) => c.tagName).sort()).toEqual(["DD", "DT"]);
    }
    expect(totals.querySelector("[role=none]")).toBeNull();
  });

  it("a failed quote shows no tax and free shipping over the cart's subtotal", () => {
    renderForm();
    expect(screen.getByTestId("summary-shipping").textContent).toBe("Free");
    expect(screen.getByTestId("summary-tax").textContent).toBe("$0.00");
    expect(screen.getByTestId("summary-total").textContent).toBe("$100.00");
  });

  it("cash on delivery: the order carries only ids, quantities, address and method, with one key per attempt", async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const place = () => user.click(screen.getByRole("button", { name: "Place Order (Cash on Delivery)" }));
    failOrders = 2;
    await place();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Error", description: "Failed to fetch" })));
    // A changed address is a new attempt: a new key.
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Savannah");
    await place();
    await waitFor(() => expect(sent("/api/orders")).toHaveLength(2));
    // The retry of the same attempt: the same key, so the server can answer with the order it may have placed.
    await place();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Order Placed Successfully" })));
    const [first, changed, retry] = sent("/api/orders").map((c) => c.headers?.["Idempotency-Key"]);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(changed).not.toBe(first);
    expect(retry).toBe(changed);
    expect(sent("/api/orders")[2].body).toEqual({
      customerEmail: "asha@example.com",
      customerName: "Asha Rao",
      shippingAddress: { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 Peachtree St", city: "Savannah", state: "Georgia", zipCode: "30303", country: "US", phone: null },
      paymentMethod: "cod",
      items: [{ productId: "00000000-0000-4000-8000-000000000001", variantId: "00000000-0000-4000-8000-000000000002", quantity: 2 }],
    });
  });

  it("Razorpay: the server is asked for the stored order's Razorpay order and checks the signature; no amount, store or currency is sent", async () => {
    const user = userEvent.setup({ delay: null });
    methods = { ...base, codEnabled: false, razorpayEnabled: true };
    renderForm();
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Payment Successful" })));
    expect(sent("/api/razorpay/create-order").map((c) => c.body)).toEqual([{ orderId: ORDER.id }]);
    expect(sent("/api/razorpay/verify-payment").map((c) => c.body)).toEqual([
      { razorpay_order_id: "order_rzp", razorpay_payment_id: "pay_1", razorpay_signature: "sig", orderId: ORDER.id },
    ]);
  });

  it("Stripe: the intent and its confirmation name the order only", async () => {
    const user = userEvent.setup({ delay: null });
    methods = { ...base, codEnabled: false, stripeEnabled: true, stripePublishableKey: "pk_test_x" };
    renderForm();
    // Stripe's package loads when the card method is shown; the card element is there before the shopper pays.
    await screen.findByTestId("stripe-card");
    await user.click(screen.getByRole("button", { name: "Complete Payment" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Payment Successful" })));
    expect(sent("/api/create-payment-intent").map((c) => c.body)).toEqual([{ orderId: ORDER.id }]);
    expect(sent("/api/stripe/confirm").map((c) => c.body)).toEqual([{ orderId: ORDER.id }]);
    expect(sent("/api/orders")[0].body).toMatchObject({ paymentMethod: "stripe" });
  });

  it("PayPal: the form's button only points at PayPal's; PayPal's button places the order and names it alone", async () => {
    const user = userEvent.setup({ delay: null });
    methods = { ...base, codEnabled: false, paypalEnabled: true, paypalClientId: "pp" };
    renderForm();
    await user.click(screen.getByRole("button", { name: "Complete Order" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Processing PayPal Payment", description: "Please complete payment via PayPal." }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(sent("/api/paypal/order")).toHaveLength(1));
    expect(sent("/api/paypal/order")[0].body).toEqual({ orderId: ORDER.id });
    expect(sent("/api/orders")[0].body).toMatchObject({ paymentMethod: "paypal" });
  });
});
