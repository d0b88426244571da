import { expect, test, type Page } from "@playwright/test";
import { stripeRequestsOf } from "./fake-provider";
import { shot, shotOf } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * A card payment through Stripe's Payment Element (the fake provider's Stripe.js), then the owner refunds
 * part of it and then the rest from the order view; the customer sees 'refunded'. On a store of its own, set up as
 * demo is (tax, shipping, cash on delivery) with its cap and card payments on its own Stripe keys, against the
 * run's shared fake provider (fake-provider.ts).
 */
const said = (page: Page, text: string | RegExp) => page.getByText(text).first();
let store: Store;

test.beforeAll(async () => {
  store = await createStore({ prefix: "refund", like: "demo", demoProducts: ["Canvas Baseball Cap"], payments: { stripe: true } });
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
  // What the page itself loaded from the fake (its Stripe.js), and what it sent there.
  const loaded: string[] = [];
  shopper.on("request", (r) => loaded.push(new URL(r.url()).pathname));
  await shopper.goto(store.url("/product/canvas-baseball-cap"));
  await shopper.getByRole("button", { name: "Add to Cart" }).click();
  await expect(said(shopper, "Added to cart")).toBeVisible();
  const email = `refund-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await pageCall(shopper, "POST", "/api/customers/register", { firstName: "Ravi", lastName: "Kumar", email, password: "secret123" })).status).toBe(201);
  const addr = { firstName: "Ravi", lastName: "Kumar", address1: "7 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016", country: "IN", type: "shipping", isDefault: true };
  expect((await pageCall(shopper, "POST", "/api/customers/addresses", addr)).status).toBe(201);
  await shopper.goto(store.url("/checkout"));
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
  expect(loaded).toContain("/stripe/v3.js");
  expect(loaded).toContain("/_fake/stripe/confirm");

  const owner = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInOwnerOf(owner, store);
  await owner.goto(store.url("/tenant-dashboard?tab=orders"));
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
  expect(await stripeRequestsOf(store.keys.stripe.secretKey, "/v1/refunds")).toHaveLength(2);

  await shopper.goto(store.url("/customer/orders"));
  await expect(shopper.getByTestId("customer-order").first().getByTestId("order-status")).toHaveText("refunded");
  await shot(shopper, "customer-refunded");
});
