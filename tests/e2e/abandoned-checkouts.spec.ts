import { expect, test, type Page } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { PORT, payCashOnDelivery, registerAtCheckout, shotOf } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 43 part 1's abandoned-checkout journey (record 0156), on a store of its own with the recovery delay set to
 * 0: a shopper gives an e-mail at checkout, ticks "Email me with news and offers" and leaves; the recovery mail
 * reaches a real SMTP server (E2E_SMTP_PORT; without it, the embedded demo's local mail page); its link, opened in
 * a fresh browser context, restores the cart; the order is placed and the owner's list shows the checkout
 * recovered. SHOTS=1 keeps the owner's screen at 390 and 1280 px.
 */
const SMTP_PORT = process.env.E2E_SMTP_PORT ? Number(process.env.E2E_SMTP_PORT) : null;
test.describe.configure({ mode: "serial", timeout: 180_000 });

let store: Store;
let smtp: FakeSmtp | null = null;

test.beforeAll(async () => {
  if (SMTP_PORT) smtp = await startFakeSmtp(SMTP_PORT);
  store = await createStore({ prefix: "recover", name: "Second Chances", like: "demo", products: [{ name: "Linen Tote Bag", price: "450.00", quantity: 20 }] });
  const owner = await ownerApiOf(store);
  const r = await owner.put("api/settings/checkout-recovery", { data: { enabled: true, delayMinutes: 0, audience: "subscribed" } });
  expect(r.status(), await r.text()).toBe(200);
});
test.afterAll(async () => {
  await smtp?.close();
});

/** Nothing wider than the screen. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("a shopper leaves at checkout; the mailed link restores the cart in a fresh browser; the order shows recovered", async ({ browser }) => {
  // The shopper: the cart, the checkout, an e-mail given (their account's), the marketing box ticked; then gone.
  const first = await browser.newContext();
  const page = await first.newPage();
  await page.goto(store.url(`/product/${store.products[0].slug}`));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true }).first()).toBeVisible();
  await page.goto(store.url("/checkout"));
  const email = await registerAtCheckout(page, "leaver");
  // Written by the page's debounced call (a POST, or a PATCH once it exists) with the box ticked.
  const saved = page.waitForResponse((r) => /\/api\/checkouts(\/[A-Za-z0-9_-]+)?$/.test(new URL(r.url()).pathname) && r.ok() && (r.request().postDataJSON() as { acceptsMarketing?: boolean } | null)?.acceptsMarketing === true);
  await page.getByLabel("Email me with news and offers").check();
  await saved;
  await first.close();

  // The recovery mail as it arrived: the cart and its link.
  let link = "";
  if (smtp) {
    await expect
      .poll(
        () => {
          const m = smtp!.received.find((r) => r.envelope.to.includes(email) && /cart/.test(r.mail.subject ?? ""));
          if (m) {
            expect(m.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
            expect(m.mail.text).toContain("Linen Tote Bag");
          }
          link = /https?:\/\/[^\s"'<>]+\/checkout\/recover\/[A-Za-z0-9_-]+/.exec(m?.mail.text ?? "")?.[0] ?? "";
          return link;
        },
        { timeout: 60_000, message: "the recovery mail" },
      )
      .not.toBe("");
  } else {
    const tester = await browser.newPage();
    const item = tester.locator("article").filter({ hasText: email }).first();
    await expect
      .poll(
        async () => {
          await tester.goto(`http://localhost:${PORT}/demo-mail`);
          return item.getByRole("link").filter({ hasText: "/checkout/recover/" }).first().isVisible();
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 3_000], message: "the recovery mail on the demo mail page" },
      )
      .toBe(true);
    link = ((await item.getByRole("link").filter({ hasText: "/checkout/recover/" }).first().textContent()) ?? "").trim();
    await tester.close();
  }
  expect(link.startsWith(store.url("/checkout/recover/"))).toBe(true);

  // Another device: the link puts the cart back and goes on to the checkout.
  const second = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await second.newPage();
  await shopper.goto(link);
  await expect(shopper).toHaveURL(/\/checkout$/);
  await expect(shopper.getByText("Linen Tote Bag").first()).toBeVisible();
  await registerAtCheckout(shopper, "returner");
  await expect(shopper.getByText("Linen Tote Bag").first()).toBeVisible();
  await payCashOnDelivery(shopper);
  await expect(shopper).toHaveURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = /\/order\/([0-9a-f-]{36})$/.exec(shopper.url())![1];
  await second.close();

  // The owner's list: the checkout recovered by that order.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerContext.newPage();
  await signInOwnerOf(owner, store);
  await owner.goto(store.url("/tenant-dashboard/abandoned-checkouts"));
  await expect(owner.getByRole("main").getByRole("heading", { name: "Abandoned checkouts" })).toBeVisible();
  const row = owner.locator("table").getByTestId("checkout-row").filter({ has: owner.getByTestId("checkout-status").filter({ hasText: "Recovered" }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: "View order" })).toHaveAttribute("href", new RegExp(`order=${orderId}`));
  await shotOf(owner, "abandoned-checkouts-1280", { fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(owner.getByRole("list", { name: "Abandoned checkouts" }).getByTestId("checkout-row").first()).toBeVisible();
  await fits(owner);
  await shotOf(owner, "abandoned-checkouts-390", { fullPage: true });
  await ownerContext.close();
});
