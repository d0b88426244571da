import { expect, test, type Browser, type Page } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { PORT, shotOf } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 45's draft-order journey (record 0153), on a store of its own: the owner builds a phone order on Orders →
 * Drafts → New order (a catalogue product and a custom line, a customer by e-mail, shipping) and sends the invoice;
 * the shopper opens the link from the mail as it arrived at a real SMTP server, pays with Razorpay (the fake
 * provider), lands on the order's page; the owner's order list shows the order with source "Draft order".
 * The invoice link is a secret the outbox hides: with E2E_SMTP_PORT it is read from the real SMTP server this spec
 * starts there; on the embedded demo (no SMTP_URL, as the suite runs), from the demo's local mail page, as the README
 * tells a tester (reset-link.spec.ts does the same).
 * SHOTS=1 keeps the screens at 390 and 1280 px.
 */
const SMTP_PORT = process.env.E2E_SMTP_PORT ? Number(process.env.E2E_SMTP_PORT) : null;
test.describe.configure({ mode: "serial", timeout: 150_000 });

let store: Store;
let smtp: FakeSmtp | null = null;
const email = `phone-${Date.now().toString(36)}@example.com`;

test.beforeAll(async () => {
  if (SMTP_PORT) smtp = await startFakeSmtp(SMTP_PORT);
  store = await createStore({ prefix: "draft", name: "Phone Orders", like: "demo", products: [{ name: "Blue Mug", price: "250.00", quantity: 5 }], payments: { razorpay: true } });
});
test.afterAll(async () => {
  await smtp?.close();
});

/** Nothing wider than the screen. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The invoice link mailed to `to`: from the real SMTP server when there is one, else from the demo's mail page. */
async function invoiceLink(browser: Browser, to: string): Promise<string> {
  let link = "";
  if (smtp) {
    await expect
      .poll(
        () => {
          const m = smtp!.received.find((r) => r.envelope.to.includes(to) && /to pay/.test(r.mail.subject ?? ""));
          link = /https?:\/\/[^\s"'<>]+\/checkout\/pay\/[A-Za-z0-9_-]+/.exec(m?.mail.text ?? "")?.[0] ?? "";
          return link;
        },
        { timeout: 45_000, message: "the invoice mail" },
      )
      .not.toBe("");
    return link;
  }
  const tester = await browser.newPage();
  const item = tester.locator("article").filter({ hasText: to }).first();
  // Opened again until the job has written the message (its link is there once it is rendered).
  await expect
    .poll(
      async () => {
        await tester.goto(`http://localhost:${PORT}/demo-mail`);
        return item.getByRole("link").filter({ hasText: "/checkout/pay/" }).first().isVisible();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000], message: "the invoice on the demo mail page" },
    )
    .toBe(true);
  link = ((await item.getByRole("link").filter({ hasText: "/checkout/pay/" }).first().textContent()) ?? "").trim();
  await tester.close();
  return link;
}

test("the owner sends a phone order's invoice; the shopper pays from the mailed link; the order shows as a draft's", async ({ page, browser }) => {
  await signInOwnerOf(page, store);

  // Orders → Drafts: empty, with New order; at 390 px it fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(store.url("/tenant-dashboard/drafts"));
  await expect(page.getByRole("main").getByRole("heading", { name: "Draft orders" })).toBeVisible();
  await expect(page.getByText("No draft orders yet")).toBeVisible();
  await fits(page);
  await page.getByTestId("new-draft-order").click();
  await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();

  // A product from the catalogue, a custom line, the customer, shipping.
  await page.getByTestId("draft-product-search").fill("Blue");
  await page.getByRole("button", { name: "Add Blue Mug" }).click();
  await page.getByTestId("custom-line-title").fill("Gift wrapping");
  await page.getByTestId("custom-line-price").fill("50");
  await page.getByTestId("add-custom-line").click();
  const lines = page.getByTestId("draft-lines");
  await expect(lines).toContainText("Blue Mug");
  await expect(lines).toContainText("Gift wrapping");
  await page.getByTestId("draft-email").fill(email);
  await page.getByTestId("draft-name").fill("Ravi Kumar");
  await page.getByTestId("draft-shipping-title").fill("Courier");
  await page.getByTestId("draft-shipping-price").fill("40");
  await fits(page);
  await shotOf(page, "draft-editor-390", { fullPage: true });

  await page.getByTestId("send-invoice").click();
  await expect(page.getByText(`Invoice sent to ${email}`).first()).toBeVisible();
  await expect(page).toHaveURL(/\/tenant-dashboard\/drafts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("draft-status")).toHaveText("Invoice sent");
  const total = (await page.getByTestId("draft-total").textContent())!.trim();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shotOf(page, "draft-editor-1280", { fullPage: true });

  // The mail as it arrived: its link to the store's pay page.
  const link = await invoiceLink(browser, email);
  expect(link.startsWith(store.url("/checkout/pay/"))).toBe(true);

  // The shopper, in a browser of their own, pays with Razorpay.
  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(link);
  await expect(shopper.getByText("Gift wrapping")).toBeVisible();
  await expect(shopper.getByTestId("invoice-total")).toHaveText(total);
  await fits(shopper);
  await shotOf(shopper, "pay-invoice-390", { fullPage: true });
  await shopper.getByTestId("pay-invoice").click();
  const widget = shopper.getByRole("dialog", { name: "Razorpay Checkout" });
  await expect(widget).toBeVisible();
  await widget.getByRole("button", { name: "Pay Now" }).click();
  await expect(shopper).toHaveURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = /\/order\/([0-9a-f-]{36})$/.exec(shopper.url())![1];
  await shopperContext.close();

  // The owner's order list, filtered to draft orders: the order is there, paid, marked as a draft's.
  await page.goto(store.url("/tenant-dashboard/orders?source=draft"));
  const row = page.getByTestId("order-row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("order-source")).toHaveText("Draft order");
  await expect(page.getByLabel("Source")).toHaveValue("draft");
  await page.goto(store.url("/tenant-dashboard/drafts"));
  await expect(page.locator("table").getByTestId("draft-row").filter({ hasText: "Ravi Kumar" }).getByTestId("draft-status")).toHaveText("Completed");
  await page.goto(store.url(`/tenant-dashboard/orders?order=${orderId}`));
  await expect(page.getByText("Gift wrapping").first()).toBeVisible();
});

test("a store with every online method: the link offers them all; paid by card, the draft is one order; a taxable custom line is taxed", async ({ browser }) => {
  const shop = await createStore({ prefix: "draftcard", name: "Card Orders", like: "demo", products: [{ name: "Green Mug", price: "300.00", quantity: 5 }], payments: { razorpay: true, stripe: true, paypal: true } });
  const api = await ownerApiOf(shop);
  const to = `card-${Date.now().toString(36)}@example.com`;
  const made = await api.post("api/draft-orders", { data: { email: to, customerName: "Meena Iyer", lines: [{ title: "Tailoring", price: "100.00", quantity: 1, taxable: true }, { title: "Gift wrapping", price: "50.00", quantity: 1, taxable: false }] } });
  expect(made.status(), await made.text()).toBe(201);
  const draft = (await made.json()) as { id: string; quote: { tax: string; total: string } };
  // The store's GST 18 % on the taxable custom line only (record 0163).
  expect(draft.quote).toMatchObject({ tax: "18.00", total: "168.00" });
  expect((await api.post(`api/draft-orders/${draft.id}/send-invoice`)).status()).toBe(200);
  const link = await invoiceLink(browser, to);

  const shopperContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shopper = await shopperContext.newPage();
  await shopper.goto(link);
  await expect(shopper.getByText("Tailoring")).toBeVisible();
  await expect(shopper.getByRole("radio")).toHaveCount(3);
  await shopper.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  const card = shopper.getByTestId("stripe-card").getByLabel("Card number");
  await expect(card).toBeVisible();
  await fits(shopper);
  await shotOf(shopper, "pay-invoice-methods-390", { fullPage: true });
  await card.fill("4242 4242 4242 4242");
  await shopper.getByTestId("pay-invoice").click();
  await expect(shopper).toHaveURL(/\/order\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = /\/order\/([0-9a-f-]{36})$/.exec(shopper.url())![1];
  await shopperContext.close();

  const after = (await (await api.get(`api/draft-orders/${draft.id}`)).json()) as { status: string; orderId: string };
  expect(after).toMatchObject({ status: "completed", orderId });
  const list = (await (await api.get("api/orders?source=draft")).json()) as { orders: { id: string; status: string; paymentMethod: string; total: string }[] };
  expect(list.orders.filter((o) => o.id === orderId)).toEqual([expect.objectContaining({ status: "paid", paymentMethod: "stripe", total: "168.00" })]);
});
