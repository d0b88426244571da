import { expect, request, test, type Page } from "@playwright/test";
import { FakeProvider } from "../fakes/payment-provider";
import { demo, PORT, shot, shotOf, sub } from "./helpers";
import { signInAs } from "./auth";

/**
 * A card payment through Stripe's Payment Element (the fake provider's Stripe.js), then the owner refunds
 * part of it and then the rest from the order view; the customer sees 'refunded'.
 */
const FAKE_PORT = Number(process.env.FAKE_PROVIDER_PORT ?? PORT + 9);
const root = (path: string) => `http://localhost:${PORT}${path}`;
const said = (page: Page, text: string | RegExp) => page.getByText(text).first();
let fake: FakeProvider;

test.beforeAll(async () => {
  fake = new FakeProvider();
  await fake.listen(FAKE_PORT);
  const owner = await request.newContext({ baseURL: root("/store/demo/") });
  expect((await owner.post(root("/api/auth/login"), { data: { email: "owner@example.com", password: "owner12345" } })).status()).toBe(200);
  const me = (await (await owner.get("api/tenant")).json()) as { id: string };
  const r = await owner.put(`api/tenants/${me.id}/payment-settings`, {
    data: { stripeEnabled: true, stripePublicKey: "pk_test_e2e", stripeSecretKey: "sk_test_e2e" },
  });
  expect(r.status()).toBe(200);
  await owner.dispose();
});
test.afterAll(async () => {
  await fake?.close();
});

async function pageCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { "Content-Type": "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

test("card payment through the Payment Element, then a partial and a full refund by the owner", async ({ browser }) => {
  const shopper = await browser.newPage();
  await shopper.goto(sub("demo", "/product/canvas-baseball-cap"));
  await shopper.getByRole("button", { name: "Add to Cart" }).click();
  await expect(said(shopper, "Added to cart")).toBeVisible();
  const email = `refund-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await pageCall(shopper, "POST", "/api/customers/register", { firstName: "Ravi", lastName: "Kumar", email, password: "secret123" })).status).toBe(201);
  const addr = { firstName: "Ravi", lastName: "Kumar", address1: "7 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016", country: "IN", type: "shipping", isDefault: true };
  expect((await pageCall(shopper, "POST", "/api/customers/addresses", addr)).status).toBe(201);
  await shopper.goto(sub("demo", "/checkout"));
  await shopper.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  const card = shopper.getByTestId("stripe-card").getByLabel("Card number");
  await expect(card).toBeVisible();
  // The element's own validation runs before any order is placed.
  await shopper.getByRole("button", { name: "Complete Payment" }).click();
  await expect(said(shopper, "Your card number is incomplete.")).toBeVisible();
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shot(shopper, "checkout-payment-element-390");
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await card.fill("4242 4242 4242 4242");
  await shopper.getByRole("button", { name: "Complete Payment" }).click();
  await expect(said(shopper, "Payment Successful")).toBeVisible();
  await shopper.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  // The Payment Element path: the fake's Stripe.js was loaded and confirmPayment reached the fake.
  expect(fake.requests.some((r) => r.path === "/stripe/v3.js")).toBe(true);
  expect(fake.requests.some((r) => r.path === "/_fake/stripe/confirm")).toBe(true);

  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(owner, "owner");
  await owner.goto(demo("/tenant-dashboard?tab=orders"));
  // The list is rows; the order opens on its own (issue 28).
  await owner.getByTestId("order-row").filter({ hasText: email }).first().click();
  const order = owner.getByTestId("order-card").filter({ hasText: email }).first();
  await expect(order).toBeVisible();
  await expect(order.getByTestId("order-status-badge")).toHaveText("PAID");
  await order.getByLabel("Refund amount").fill("1.00");
  await shotOf(order, "order-refund-1280");
  await order.getByRole("button", { name: "Refund amount" }).click();
  await expect(said(owner, "Refund issued")).toBeVisible();
  await expect(order.getByTestId("order-refunded")).toContainText("1.00");
  await expect(order.getByTestId("order-status-badge")).toHaveText("PAID");
  await owner.setViewportSize({ width: 390, height: 844 });
  await order.scrollIntoViewIfNeeded();
  await shotOf(order, "order-refund-390");
  await owner.setViewportSize({ width: 1280, height: 900 });
  await order.getByRole("button", { name: /^Refund / }).click();
  await expect(order.getByTestId("order-status-badge")).toHaveText("REFUNDED");
  await expect(order.getByRole("button", { name: /^Refund / })).toHaveCount(0);
  expect(fake.requests.filter((r) => r.path === "/v1/refunds")).toHaveLength(2);

  await shopper.goto(sub("demo", "/customer/orders"));
  await expect(shopper.getByTestId("customer-order").first().getByTestId("order-status")).toHaveText("refunded");
  await shot(shopper, "customer-refunded");
});
