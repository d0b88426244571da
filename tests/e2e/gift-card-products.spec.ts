import { expect, test } from "@playwright/test";
import { payCashOnDelivery, registerAtCheckout, shot } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * Record 0158 in Chromium: the owner makes a gift-card product with two denominations (its variants); a shopper
 * buys the 1,000.00 one for a friend (recipient and message at checkout, no gift card field, no shipping or tax),
 * pays by cash on delivery; once the owner marks it paid, the order lists the card issued to the friend. Then the
 * owner adjusts the card's balance on its detail (Adjust balance), at 1280 and 390 px.
 */
let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "gcprod", like: "demo", products: [{ name: "Cedar Candle", price: "400.00", quantity: 20 }] });
});

test("a shopper buys a gift card for a friend; paid, the order lists the card; the owner adjusts its balance", async ({ page, browser }) => {
  const owner = await ownerApiOf(store);
  const made = await owner.post("api/products", {
    data: {
      name: "Store Gift Card",
      status: "active",
      productType: "gift_card",
      options: [{ name: "Amount", values: ["500", "1000"] }],
      variants: [
        { options: ["500"], price: "500", quantity: 0 },
        { options: ["1000"], price: "1000", quantity: 0 },
      ],
    },
  });
  expect(made.status()).toBe(201);
  const product = (await made.json()) as { slug: string; requiresShipping: boolean; variants: { trackQuantity: boolean }[] };
  expect(product.requiresShipping).toBe(false);
  expect(product.variants.every((v) => !v.trackQuantity)).toBe(true);

  await page.goto(store.url(`/product/${product.slug}`));
  const amount = page.getByRole("group", { name: /Amount/ });
  await amount.getByText("1000", { exact: true }).click();
  await expect(amount.getByRole("radio", { name: "1000", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true }).first()).toBeVisible();
  await page.goto(store.url("/checkout"));
  await registerAtCheckout(page, "gcbuy");
  const recipient = page.getByTestId("gift-card-recipient").filter({ visible: true });
  await expect(recipient).toBeVisible();
  await expect(page.getByTestId("gift-card-field").filter({ visible: true })).toHaveCount(0);
  await recipient.getByLabel("Recipient's e-mail").fill("friend@example.com");
  await recipient.getByLabel("Message for the recipient").fill("Happy birthday!");
  // No shipping or tax: the total is the card's 1,000.00 (plus the store's cash on delivery charge).
  await expect(page.getByTestId("order-summary-totals").getByTestId("summary-total")).toBeVisible();
  await shot(page, "gift-card-product-checkout");
  await payCashOnDelivery(page);
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;

  expect((await owner.patch(`api/orders/${orderId}/status`, { data: { status: "paid" } })).status()).toBe(200);
  const order = (await (await owner.get(`api/orders/${orderId}`)).json()) as { total: string; codCharges: string; shipping: string; tax: string; giftCardsBought: { last4: string; recipientEmail: string; initialValue: string }[] };
  expect(order).toMatchObject({ subtotal: "1000.00", shipping: "0.00", tax: "0.00" });
  expect(Math.round((Number(order.total) - Number(order.codCharges)) * 100)).toBe(100000);
  expect(order.giftCardsBought).toHaveLength(1);
  expect(order.giftCardsBought[0]).toMatchObject({ recipientEmail: "friend@example.com", initialValue: "1000.00" });
  const last4 = order.giftCardsBought[0].last4;

  // The owner's order view lists the card; the card's detail adjusts its balance.
  const ownerPage = await browser.newPage();
  await signInOwnerOf(ownerPage, store);
  await ownerPage.goto(store.url(`/tenant-dashboard/orders?order=${orderId}`));
  await expect(ownerPage.getByTestId("order-gift-cards-bought")).toContainText(last4);
  await shot(ownerPage, "gift-card-product-order");
  await ownerPage.goto(store.url("/tenant-dashboard/gift-cards"));
  await ownerPage.getByTestId("gift-card-row").filter({ visible: true }).filter({ hasText: last4 }).first().getByRole("button").first().click();
  const detail = ownerPage.getByTestId("gift-card-detail");
  await detail.getByTestId("gift-card-adjust-open").click();
  await detail.getByLabel(/Amount/).fill("-250");
  await detail.getByLabel("Reason").fill("Part refunded in store credit");
  await shot(ownerPage, "gift-card-adjust");
  await detail.getByTestId("gift-card-adjust-save").click();
  await expect(detail.getByTestId("gift-card-detail-balance")).toHaveText(/750\.00/);
  await expect(detail.getByTestId("gift-card-ledger")).toContainText("Part refunded in store credit");
  await shot(ownerPage, "gift-card-adjusted");
  await ownerPage.setViewportSize({ width: 390, height: 844 });
  await shot(ownerPage, "gift-card-adjusted-390");
  await ownerPage.close();
  await owner.dispose();
});
