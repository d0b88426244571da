import { expect, test, type Page } from "@playwright/test";
import { registerAtCheckout, shot, shotOf } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 44 part 4's display-currency journey (record 0159), in Chromium: the owner adds USD at 0.0120 with ".99"
 * rounding under Settings → Currency; a shopper picks USD in the header's switcher: the listing and the product page
 * show ₹1,500.00 as $18.99; the checkout shows dollars and states the charge in rupees; the placed order keeps USD
 * and the rate. Screenshots of the switcher at 1280 and 390 px.
 */
let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "cur", like: "demo", products: [{ name: "Brass Table Clock", price: "1500.00", quantity: 50 }] });
});

const switcher = (page: Page) => page.getByTestId("currency-switcher").filter({ visible: true }).first();

async function pick(page: Page, code: string) {
  await switcher(page).locator("summary").click();
  await switcher(page).getByRole("link", { name: code, exact: true }).click();
  await expect(switcher(page).locator("summary")).toContainText(code);
}

test("the owner sets USD; a shopper switches to it: listing and product in dollars, checkout charges rupees, the order keeps USD and the rate", async ({ page, browser }) => {
  // The owner's screen: add USD, a bad rate first (the message), then 0.0120 rounded up to .99.
  const ownerPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInOwnerOf(ownerPage, store);
  await ownerPage.goto(store.url("/currency-settings"));
  const card = ownerPage.getByTestId("display-currencies");
  await expect(card).toContainText("No display currencies yet");
  await card.getByLabel("Add a currency").selectOption("USD");
  await card.getByRole("button", { name: "Add" }).click();
  const row = card.getByTestId("currency-row-USD");
  await row.getByLabel(/Rate/).fill("0");
  await card.getByRole("button", { name: "Save display currencies" }).click();
  await expect(row).toContainText("Rate must be a number above 0");
  await row.getByLabel(/Rate/).fill("0.0120");
  await row.getByLabel("Rounding").selectOption("0.99");
  await expect(row.getByTestId("preview-USD")).toContainText("$12.99");
  await card.getByRole("button", { name: "Save display currencies" }).click();
  await expect(ownerPage.getByText("Display currencies saved").first()).toBeVisible();
  await shot(ownerPage, "currencies-settings-1280");

  // The shopper: rupees first, then USD from the header.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(store.url("/products"));
  const card1 = page.getByTestId("product-card").filter({ hasText: "Brass Table Clock" }).first();
  await expect(card1).toContainText("₹1,500.00");
  await switcher(page).locator("summary").click();
  await shotOf(page, "currency-switcher-open-1280");
  await switcher(page).getByRole("link", { name: "USD", exact: true }).click();
  await expect(switcher(page).locator("summary")).toContainText("USD");
  await expect(page).toHaveURL(store.url("/products"));
  // 1,500.00 × 0.012 = 18.00 → up to .99
  await expect(page.getByTestId("product-card").filter({ hasText: "Brass Table Clock" }).first()).toContainText("$18.99");
  await shotOf(page, "currency-switcher-usd-1280");
  await page.goto(store.url(`/product/${store.products[0].slug}`));
  await expect(page.locator("main")).toContainText("$18.99");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true }).first()).toBeVisible();

  // Checkout: dollars shown, the charge stated in rupees.
  await page.goto(store.url("/checkout"));
  await registerAtCheckout(page, "cur");
  await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
  const note = page.getByTestId("charge-note");
  await expect(note).toContainText(/You will be charged ₹[\d,]+\.\d\d/);
  await expect(page.getByTestId("order-summary-totals").getByTestId("summary-total")).toContainText("$");
  await shot(page, "currency-checkout-1280");
  const charged = (await note.locator("strong").textContent())!.trim();
  await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;

  const owner = await ownerApiOf(store);
  const order = (await (await owner.get(`api/orders/${orderId}`)).json()) as { currency: string; total: string; displayCurrency: string; displayRate: string };
  expect(order).toMatchObject({ currency: "INR", displayCurrency: "USD", displayRate: "0.012" });
  expect(charged.replace(/[^\d.]/g, "")).toBe(order.total);
  await owner.dispose();
  await ownerPage.close();

  // Back to rupees: the store's own currency forgets the choice.
  await page.goto(store.url("/products"));
  await pick(page, "INR");
  await expect(page.getByTestId("product-card").filter({ hasText: "Brass Table Clock" }).first()).toContainText("₹1,500.00");
});

test("at 390 px: the header's switcher, closed and open, and the listing in dollars", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await ownerApiOf(store);
  expect((await owner.put("api/settings/currencies", { data: { currencies: [{ code: "USD", rate: "0.0120", rounding: "0.99" }, { code: "EUR", rate: "0.011" }] } })).status()).toBe(200);
  await owner.dispose();
  await page.goto(store.url("/products?currency=USD"));
  await expect(page).toHaveURL(store.url("/products"));
  await expect(switcher(page).locator("summary")).toContainText("USD");
  await expect(page.getByTestId("product-card").filter({ hasText: "Brass Table Clock" }).first()).toContainText("$18.99");
  await shotOf(page, "currency-switcher-390");
  await switcher(page).locator("summary").click();
  await expect(switcher(page).getByRole("link", { name: "EUR", exact: true })).toBeVisible();
  await shotOf(page, "currency-switcher-open-390");
  // An unknown currency falls back to the store's.
  await page.goto(store.url("/products?currency=XYZ"));
  await expect(page.getByTestId("product-card").filter({ hasText: "Brass Table Clock" }).first()).toContainText("₹1,500.00");
  // The owner's card on a phone: rows stack, nothing scrolls sideways.
  await signInOwnerOf(page, store);
  await page.goto(store.url("/currency-settings"));
  await expect(page.getByTestId("currency-row-EUR")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, "currencies-settings-390");
});
