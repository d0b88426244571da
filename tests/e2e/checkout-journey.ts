import { expect, request, type APIRequestContext, type Page } from "@playwright/test";
import { PORT, shot } from "./helpers";

/**
 * The cash-on-delivery journey of a new shopper on the demo store, in either addressing mode: checkout.spec.ts
 * runs it on demo.localhost, path-mode.spec.ts in path mode (/store/demo/…).
 */
const root = (path: string) => `http://localhost:${PORT}${path}`;

/**
 * The demo owner's API session. Node does not resolve *.localhost (Chromium does), so the owner signs in
 * on the root host and reaches demo in path mode: /store/demo/api/...
 */
export async function ownerApi(): Promise<APIRequestContext> {
  const owner = await request.newContext({ baseURL: root("/store/demo/") });
  const r = await owner.post(root("/api/auth/login"), { data: { email: "owner@example.com", password: "owner12345" } });
  expect(r.status()).toBe(200);
  return owner;
}

/** A JSON call made by the page itself (same origin, the browser's cookies). */
export async function pageCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { "Content-Type": "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

export async function addToCart(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(said(page, "Added to cart")).toBeVisible();
}

/** A toast's text (the live region repeats it, so take the toast itself). */
export const said = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export const uniq = () => Math.random().toString(36).slice(2, 8);

/**
 * The full cash-on-delivery journey of a new shopper, in either addressing mode. `owner` opens the store owner's
 * API session (default: demo's); the store is demo, or one set up like it (stores.ts `like: "demo"`, with the mug
 * and the espresso cup).
 */
export async function codJourney(page: Page, at: (path: string) => string, label: string, owner: () => Promise<APIRequestContext> = ownerApi) {
  // Two products into the cart through the storefront (₹449 + ₹349: below the free-shipping threshold).
  await addToCart(page, at("/product/stoneware-coffee-mug-terracotta"));
  await addToCart(page, at("/product/matte-black-espresso-cup"));

  await page.goto(at("/checkout"));
  await expect(page.getByText("Complete Your Purchase")).toBeVisible();
  // The cart stays in view from the first step.
  await expect(page.getByText("Order Summary")).toBeVisible();
  await expect(page.getByTestId("summary-shipping")).toHaveText("Calculated at next step");
  await shot(page, `${label}-1-register`);
  // The form's own validation first.
  await page.getByRole("button", { name: "Create Account & Continue" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  const email = `shopper-${uniq()}@example.com`;
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill("Nair");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Create Account & Continue" }).click();

  // Logged in, no address yet: the quick address card with a real country and state picker.
  await expect(page.getByText("Add Shipping Address")).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Meera");
  // Missing fields are marked where they are, in the words of their labels, and the first one gets the focus.
  await page.getByRole("button", { name: "Save Address & Continue to Payment" }).click();
  const addressField = page.getByLabel("Address", { exact: true });
  await expect(addressField).toHaveAttribute("aria-invalid", "true");
  await expect(addressField).toBeFocused();
  await expect(addressField).toHaveAccessibleDescription("Address is required");
  await expect(page.getByLabel("PIN Code")).toHaveAccessibleDescription("PIN code is required");
  await expect(page.getByLabel("State/Province")).toHaveAccessibleDescription("State/Province is required");
  await expect(page.getByLabel("First Name")).not.toHaveAttribute("aria-invalid", "true");
  await shot(page, `${label}-2-address-invalid`);
  await addressField.fill("42 Residency Road");
  await expect(addressField).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("City").fill("Bengaluru");
  // India's postal code is a PIN code; the phone is optional.
  await page.getByLabel("PIN Code").fill("560025");
  await page.getByLabel(/^Phone/).fill("+91 98450 12345");
  await page.getByLabel("Country").selectOption("IN");
  await page.getByRole("button", { name: "Save Address & Continue to Payment" }).click();
  await expect(page.getByLabel("State/Province")).toBeFocused();
  await expect(page.getByLabel("State/Province")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("State/Province").selectOption("Karnataka");
  await shot(page, `${label}-2-address`);
  await page.getByRole("button", { name: "Save Address & Continue to Payment" }).click();

  // The full checkout: tax (CGST + SGST on ₹798) and shipping (₹49) appear in the summary.
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("summary-shipping")).toHaveText("₹49.00");
  await expect(page.getByTestId("summary-tax")).toHaveText("₹143.64");
  await expect(page.getByText("CGST (9%)")).toBeVisible();
  await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
  // ₹798 + ₹49 shipping + ₹143.64 tax + ₹49 COD charges
  await expect(page.getByTestId("summary-total")).toHaveText("₹1,039.64");
  await shot(page, `${label}-3-checkout`);
  await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();

  await expect(said(page, "Order Placed Successfully")).toBeVisible();
  // The confirmation page: number, items, totals, payment state and what happens next.
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  const confirmation = page.getByTestId("order-confirmation");
  // The store's invoice number (IS001…), or the id's first characters where none is given.
  await expect(confirmation.getByTestId("order-number")).toHaveText(/^#[0-9A-Z]+$/);
  await expect(confirmation.getByText("Stoneware Coffee Mug - Terracotta")).toBeVisible();
  await expect(confirmation.getByTestId("payment-state")).toHaveText("Pay on delivery");
  await expect(confirmation.getByTestId("order-totals").getByText("₹1,039.64")).toBeVisible();
  await expect(confirmation.getByText("What happens next")).toBeVisible();
  await shot(page, `${label}-4-confirmation`);
  await confirmation.getByRole("link", { name: "View all orders" }).click();
  await page.waitForURL(/\/customer\/dashboard$/);
  const order = page.getByTestId("customer-order").first();
  await expect(order).toBeVisible();
  await expect(order.getByText("Stoneware Coffee Mug - Terracotta")).toBeVisible();
  await expect(order.getByText("Matte Black Espresso Cup")).toBeVisible();
  await expect(order.getByTestId("order-status")).toHaveText("pending");
  await expect(order.getByText("₹1,039.64").first()).toBeVisible();
  await expect(order.getByText("Method: COD")).toBeVisible();
  await expect(order.getByText("Transaction ID")).toHaveCount(0);
  // The number shoppers quote: the store's invoice number (the id's first characters where there is none).
  const heading = await order.getByText(/^Order #[0-9A-Z]+$/).textContent();
  const number = heading!.replace("Order #", "");
  await shot(page, `${label}-5-dashboard`);

  // The owner sees it and marks it shipped.
  const ownerSession = await owner();
  const orders = (await (await ownerSession.get("api/orders")).json()) as { id: string; orderNumber: string | null; customerEmail: string; items: unknown[] }[];
  const placed = orders.find((o) => (o.orderNumber ?? o.id.slice(0, 8).toUpperCase()) === number);
  expect(placed).toMatchObject({ customerEmail: email });
  expect(placed!.items).toHaveLength(2);
  const patched = await ownerSession.patch(`api/orders/${placed!.id}/status`, { data: { status: "shipped" } });
  expect(patched.status()).toBe(200);
  await ownerSession.dispose();

  // The customer sees 'shipped'.
  await page.reload();
  await expect(page.getByTestId("customer-order").first().getByTestId("order-status")).toHaveText("shipped");
  // The cart was emptied.
  await page.goto(at("/checkout"));
  await expect(page.getByText("Your cart is empty")).toBeVisible();
}

