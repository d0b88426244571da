import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MutableRefObject } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StripeHandle } from "@/components/checkout/payment-panels";
import type { PayPalButtonsOptions, RazorpayOptions } from "@/components/checkout/scripts";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import type { OnlineMethod } from "@/lib/checkout/payment-methods";
import { islandMessages } from "@/lib/i18n/island";

/**
 * The invoice link's payment island (record 0163): every online method the store offers, each paying the draft's
 * order through the checkout's own calls, after POST /api/checkout/pay/{token} made it (with that method).
 */
type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
const toast = vi.fn();
const push = vi.fn();
const TOKEN = "t".repeat(43);
const ORDER_ID = "0f0e0d0c-0b0a-4999-8888-777766665555";

vi.mock("@/lib/http/fetch", async (orig) => ({
  ...(await orig<typeof import("@/lib/http/fetch")>()),
  apiRequest: async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    if (path === `/api/checkout/pay/${TOKEN}`) return { orderId: ORDER_ID, paymentMethod: (body as { paymentMethod: string }).paymentMethod };
    if (path === "/api/razorpay/create-order") return { key: "rzp_key", amount: 23600, currency: "INR", id: "order_rzp" };
    if (path === "/api/razorpay/verify-payment") return { paid: true };
    if (path === "/api/create-payment-intent") return { clientSecret: "pi_secret" };
    if (path === "/api/stripe/confirm") return { orderId: ORDER_ID, paid: true, status: "paid" };
    if (path === "/api/paypal/order") return { id: "PP-1" };
    if (path === "/api/paypal/order/PP-1/capture") return { orderId: ORDER_ID, paid: true, status: "paid" };
    return {};
  },
}));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: () => {}, refresh: () => {}, back: () => {} }) }));
vi.mock("@/components/checkout/payment-panels", () => ({
  StripeCardPanel: ({ handle }: { handle: MutableRefObject<StripeHandle> }) => {
    handle.current = { submit: async () => ({}), confirm: async () => ({ paymentIntent: { id: "pi_1", status: "succeeded" } }) };
    return <div data-testid="stripe-card" />;
  },
  PayPalPanel: ({ options }: { options: MutableRefObject<PayPalButtonsOptions> }) => (
    <button type="button" onClick={() => void options.current.createOrder().then((id) => options.current.onApprove({ orderID: id }))}>
      Pay with PayPal
    </button>
  ),
}));
vi.mock("@/components/checkout/scripts", async (orig) => ({
  ...(await orig<typeof import("@/components/checkout/scripts")>()),
  loadRazorpay: async () =>
    class {
      constructor(private o: RazorpayOptions) {}
      open() {
        this.o.handler({ razorpay_order_id: "order_rzp", razorpay_payment_id: "pay_1", razorpay_signature: "sig" });
      }
      on() {}
    },
}));

import { PayActions } from "./pay-actions";

function renderPay(methods: OnlineMethod[], lang = "en") {
  return render(
    <IslandMessagesProvider value={islandMessages(lang, { pay: ["*"] })}>
      <PayActions
        token={TOKEN}
        methods={methods}
        payer={{ name: "Ravi Kumar", email: "ravi@example.com" }}
        total="₹236.00"
        currency="INR"
        totalMinor={23600}
        store={{ name: "Phone Orders", primaryColor: "#000000" }}
        basePath="/demo"
        scripts={{ razorpay: "https://rzp.test/checkout.js", stripe: "https://stripe.test/v3", paypal: "https://paypal.test/sdk/js" }}
        keys={{ stripePublishableKey: "pk_test", paypalClientId: "pp_client" }}
      />
    </IslandMessagesProvider>,
  );
}
const paths = () => calls.map((c) => c.path);

describe("the invoice's payment island", () => {
  beforeEach(() => {
    calls = [];
    toast.mockReset();
    push.mockReset();
  });

  it("one method (Razorpay): no choice shown; pays through the draft's order and lands on the order's page", async () => {
    renderPay(["razorpay"]);
    expect(screen.queryByRole("radio")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Pay ₹236.00" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/demo/order/${ORDER_ID}`));
    expect(calls[0]).toMatchObject({ method: "POST", body: { paymentMethod: "razorpay" } });
    expect(paths()).toEqual([`/api/checkout/pay/${TOKEN}`, "/api/razorpay/create-order", "/api/razorpay/verify-payment"]);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Payment Successful" }));
  });

  it("offers every online method by name; by card: the card is checked, the order made with stripe, the intent confirmed", async () => {
    renderPay(["paypal", "stripe", "razorpay"]);
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["paypal", "stripe", "razorpay"]);
    expect(screen.getByText("Credit / Debit Card")).toBeTruthy();
    expect(screen.getByText("UPI, Net Banking, Cards, Wallets")).toBeTruthy();
    await userEvent.click(screen.getByRole("radio", { name: /Credit \/ Debit Card/ }));
    await screen.findByTestId("stripe-card");
    await userEvent.click(screen.getByRole("button", { name: "Pay ₹236.00" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/demo/order/${ORDER_ID}`));
    expect(calls[0]).toMatchObject({ body: { paymentMethod: "stripe" } });
    expect(paths()).toEqual([`/api/checkout/pay/${TOKEN}`, "/api/create-payment-intent", "/api/stripe/confirm"]);
    expect(calls[1].body).toEqual({ orderId: ORDER_ID });
  });

  it("PayPal: its buttons make the order with paypal, the PayPal order, then the capture", async () => {
    renderPay(["paypal", "stripe"]);
    await userEvent.click(await screen.findByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/demo/order/${ORDER_ID}`));
    expect(calls[0]).toMatchObject({ body: { paymentMethod: "paypal" } });
    expect(paths()).toEqual([`/api/checkout/pay/${TOKEN}`, "/api/paypal/order", "/api/paypal/order/PP-1/capture"]);
  });

  it("speaks the page's language", () => {
    renderPay(["stripe", "razorpay"], "hi");
    expect(screen.getByText("भुगतान का तरीका")).toBeTruthy();
    expect(screen.getByText("क्रेडिट / डेबिट कार्ड")).toBeTruthy();
  });
});
