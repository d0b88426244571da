import { expect, test } from "@playwright/test";
import { registerAtCheckout, shot } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 43's gift-card journey, in Chromium: the owner issues a 1,000.00 card on Discounts → Gift cards (its code
 * shown once); a shopper applies it at checkout beside the discount code, sees it pay 1,000.00 of the total, pays
 * the rest by cash on delivery; the order carries the card (last 4); the balance page shows what is left (0.00),
 * the owner's detail shows the redemption. On a store of its own set up as demo is (tax, shipping, COD charge).
 */
let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "gift", like: "demo", products: [{ name: "Walnut Desk Lamp", price: "1500.00", quantity: 50 }] });
});

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("the owner issues a 1,000.00 card; a shopper pays part of an order with it and the rest by COD; the balance page shows the remainder", async ({ page, browser }) => {
  // The owner's screen: issue the card, read its code once.
  const ownerPage = await browser.newPage();
  await signInOwnerOf(ownerPage, store);
  await ownerPage.goto(store.url("/tenant-dashboard/gift-cards"));
  await expect(ownerPage.getByRole("heading", { name: "Gift cards" }).first()).toBeVisible();
  await ownerPage.getByTestId("issue-gift-card").first().click();
  await ownerPage.getByLabel(/Value/).fill("1000");
  await ownerPage.getByLabel("Note (optional)").fill("Journey card");
  await shot(ownerPage, "gift-card-issue");
  await ownerPage.getByRole("button", { name: "Issue gift card" }).last().click();
  const codeText = ownerPage.getByTestId("issued-gift-card-code");
  await expect(codeText).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = (await codeText.textContent())!.trim();
  await shot(ownerPage, "gift-card-issued");
  await ownerPage.getByRole("button", { name: "Done" }).click();
  await expect(ownerPage.getByTestId("gift-card-row").filter({ visible: true }).first()).toContainText(code.slice(-4));

  // The shopper: the card pays 1,000.00 of the total, COD the rest.
  await page.goto(store.url(`/product/${store.products[0].slug}`));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true }).first()).toBeVisible();
  await page.goto(store.url("/checkout"));
  await registerAtCheckout(page, "gift");
  const field = page.getByTestId("gift-card-field").filter({ visible: true });
  await field.getByTestId("gift-card-input").fill("ABCD-EFGH-JKMN-PQRS");
  await field.getByTestId("gift-card-apply").click();
  await expect(page.getByText("Gift card not found: check the code")).toBeVisible();
  await field.getByTestId("gift-card-input").fill(code.toLowerCase());
  await field.getByTestId("gift-card-apply").click();
  await expect(field.getByTestId("gift-card-applied")).toContainText(code.slice(-4));
  const summary = page.getByTestId("order-summary-totals");
  await expect(summary.getByTestId("summary-gift-card")).toContainText("1,000.00");
  const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
  await cod.check();
  const place = page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
  await expect(place).toBeVisible();
  // Left to pay = total − 1,000.00, as the server quoted it.
  await expect.poll(async () => Math.round(rupees((await summary.getByTestId("summary-total").textContent())!) * 100) - Math.round(rupees((await summary.getByTestId("summary-amount-due").textContent())!) * 100)).toBe(100000);
  await shot(page, "gift-card-checkout");
  await place.click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;

  const owner = await ownerApiOf(store);
  const order = (await (await owner.get(`api/orders/${orderId}`)).json()) as { total: string; giftCardTotal: string; giftCards: { last4: string; amount: string }[]; paymentMethod: string };
  expect(order).toMatchObject({ giftCardTotal: "1000.00", giftCards: [{ last4: code.slice(-4), amount: "1000.00" }], paymentMethod: "cod" });
  expect(Number(order.total)).toBeGreaterThan(1000);
  const invoice = await owner.get(`api/orders/${orderId}/invoice`);
  expect(await invoice.text()).toContain(code.slice(-4));

  // The balance page: the card is spent.
  await page.goto(store.url("/gift-cards/balance"));
  await page.getByTestId("balance-code").fill(code);
  await page.getByTestId("balance-check").click();
  await expect(page.getByTestId("balance-amount")).toHaveText(/0\.00/);
  await expect(page.getByTestId("balance-result")).toContainText(code.slice(-4));
  await shot(page, "gift-card-balance");

  // The owner's detail shows the redemption in the ledger.
  await ownerPage.reload();
  await ownerPage.getByTestId("gift-card-row").filter({ visible: true }).first().getByRole("button").first().click();
  await expect(ownerPage.getByTestId("gift-card-ledger")).toContainText("Paid an order");
  await expect(ownerPage.getByTestId("gift-card-detail-balance")).toHaveText(/0\.00/);
  await shot(ownerPage, "gift-card-detail");
  await ownerPage.close();
  await owner.dispose();
});

test("at 390 px: the owner's gift cards list, issue dialog and detail, and the shopper's balance page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerApiOf(store);
  const made = await owner.post("api/gift-cards", { data: { initialValue: "250", recipientEmail: "friend@example.com", note: "Phone check" } });
  expect(made.status()).toBe(201);
  const { code } = (await made.json()) as { code: string };
  await owner.dispose();
  await signInOwnerOf(page, store);
  await page.goto(store.url("/tenant-dashboard/gift-cards"));
  const row = page.getByTestId("gift-card-row").filter({ visible: true }).filter({ hasText: code.slice(-4) });
  await expect(row).toBeVisible();
  await shot(page, "gift-cards-390");
  await row.click();
  await expect(page.getByTestId("gift-card-detail")).toContainText("friend@example.com");
  await shot(page, "gift-card-detail-390");
  await page.getByRole("button", { name: "Close" }).last().click();
  await page.getByTestId("issue-gift-card").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await shot(page, "gift-card-issue-390");
  await page.goto(store.url("/gift-cards/balance"));
  await page.getByTestId("balance-code").fill(code);
  await page.getByTestId("balance-check").click();
  await expect(page.getByTestId("balance-amount")).toHaveText(/250\.00/);
  await shot(page, "gift-card-balance-390");
});
