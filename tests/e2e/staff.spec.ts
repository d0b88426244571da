import { expect, request, test, type Browser, type Page } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { PORT, shotOf } from "./helpers";
import { createStore, ownerApiOf, registerCustomerOf, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 40's staff journey, on a store of its own:
 *  1. the owner invites a packer with `orders` only, from the Staff section;
 *  2. the invitation arrives (with E2E_SMTP_PORT at a real SMTP server this spec starts, which the app then sends
 *     to; else on the embedded demo's own mail page, /demo-mail, as a demo user reads it: the outbox hides the link);
 *  3. the packer accepts it on the platform's /invite page, lands in the store's dashboard and sees only Orders;
 *  4. the packer ships an order;
 *  5. POST /api/products as the packer is 403 with the area named;
 *  6. the owner's Activity shows the shipment by the packer, with the packer's name;
 *  7. the owner removes the packer, and the packer's next click fails with a clear message.
 * SHOTS=1 keeps screenshots of the Staff section, the invitation page and the packer's dashboard at 390 and 1280 px.
 */
const ROOT = `http://localhost:${PORT}`;
const SMTP_PORT = process.env.E2E_SMTP_PORT ? Number(process.env.E2E_SMTP_PORT) : null;
const uniq = () => Math.random().toString(36).slice(2, 8);

test.describe.configure({ mode: "serial", timeout: 180_000 });

let smtp: FakeSmtp | null = null;
let store: Store;
let orderId = "";
let orderNumber = "";
const packer = { email: "", firstName: "Pat", lastName: "Packer", password: "packer-pass-1" };

test.beforeAll(async () => {
  if (SMTP_PORT) smtp = await startFakeSmtp(SMTP_PORT);
  packer.email = `packer-${uniq()}@example.com`;
  store = await createStore({ prefix: "staff", like: "demo", demoProducts: ["Stoneware Coffee Mug - Terracotta"] });
  // A shopper's cash-on-delivery order for the packer to ship.
  const customer = await registerCustomerOf(store);
  const api = await request.newContext();
  expect((await api.post(`${ROOT}/store/${store.slug}/api/customers/login`, { data: { email: customer.email, password: customer.password }, headers: { origin: ROOT } })).status()).toBe(200);
  const shippingAddress = { firstName: "Sam", lastName: "Shopper", email: customer.email, address: "4 Lake Road", city: "Pune", state: "Maharashtra", zipCode: "411001", country: "IN" };
  const placed = await api.post(`${ROOT}/store/${store.slug}/api/orders`, {
    headers: { origin: ROOT },
    data: { shippingAddress, paymentMethod: "cod", items: [{ productId: store.products[0].id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber?: string; invoiceNumber?: string };
  orderId = order.id;
  await api.dispose();
  const owner = await ownerApiOf(store);
  const full = (await (await owner.get(`api/orders/${orderId}`)).json()) as { orderNumber: string };
  orderNumber = full.orderNumber;
  await owner.dispose();
});

test.afterAll(async () => {
  await smtp?.close();
});

/** The invitation's link, read where the mail arrived. */
async function invitationLink(browser: Browser): Promise<string> {
  const pattern = /https?:\/\/[^\s"<]+\/invite\/[A-Za-z0-9_-]+/;
  if (smtp) {
    await expect.poll(() => smtp!.received.filter((r) => r.envelope.to.includes(packer.email)).length, { timeout: 45_000 }).toBeGreaterThan(0);
    const m = smtp.received.filter((r) => r.envelope.to.includes(packer.email)).at(-1)!;
    expect(m.mail.subject).toContain("invited to join");
    return pattern.exec(m.mail.text ?? "")![0];
  }
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const item = page.locator("article").filter({ hasText: packer.email }).filter({ hasText: /invited to join/ }).first();
  // Opened again until the job has written the message.
  await expect
    .poll(
      async () => {
        await page.goto(`${ROOT}/demo-mail`);
        return item.isVisible();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
  const links = (await item.getByRole("link").allTextContents()).join("\n");
  await ctx.close();
  const m = pattern.exec(links);
  expect(m, links).not.toBeNull();
  return m![0];
}

async function at(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await shotOf(page, `staff-${name}-${width}`, { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("the owner invites a packer with orders only; the packer accepts, sees only Orders and ships; the owner sees it and removes them", async ({ browser }) => {
  // 1. The owner invites the packer from Staff.
  const ownerCtx = await browser.newContext();
  const owner = await ownerCtx.newPage();
  await signInOwnerOf(owner, store);
  await owner.goto(store.url("/tenant-dashboard/staff"));
  await expect(owner.getByRole("table", { name: "Staff members" })).toContainText(store.owner.email);
  await owner.getByRole("button", { name: "Invite staff" }).click();
  const dialog = owner.getByRole("dialog");
  await dialog.getByLabel("Email").fill(packer.email);
  await dialog.getByRole("checkbox", { name: "Orders" }).check();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();
  const row = owner.getByRole("row").filter({ hasText: packer.email });
  await expect(row).toContainText(/invited/i);
  for (const width of [390, 1280]) await at(owner, width, "section");

  // 2. The invitation arrives; 3. the packer accepts it and lands in the store's dashboard.
  const link = await invitationLink(browser);
  expect(link.startsWith(`${ROOT}/invite/`)).toBe(true);
  const packerCtx = await browser.newContext();
  const p = await packerCtx.newPage();
  await p.goto(link);
  await expect(p.getByText(store.name).first()).toBeVisible();
  for (const width of [390, 1280]) await at(p, width, "invite");
  await p.getByLabel("First name").fill(packer.firstName);
  await p.getByLabel("Last name").fill(packer.lastName);
  await p.getByLabel("Password", { exact: true }).fill(packer.password);
  await p.getByLabel("Confirm password").fill(packer.password);
  await p.getByRole("button", { name: "Create account and join" }).click();
  await p.waitForURL(new RegExp(`/store/${store.slug}/tenant-dashboard`), { timeout: 60_000 });

  // Only Orders in the sidebar (and the overview), no figures on the overview.
  await p.setViewportSize({ width: 1280, height: 900 });
  const nav = p.getByRole("navigation", { name: "Dashboard" }).first();
  await expect(nav.getByRole("button", { name: "Orders" })).toBeVisible();
  for (const hidden of ["Products", "Categories", "Discounts", "Outbox", "Menu", "Staff", "Store Front"]) await expect(nav.getByRole("button", { name: hidden })).toHaveCount(0);
  // Settings holds only the member's own Account.
  await nav.getByRole("button", { name: "Settings" }).click();
  await expect(nav.getByRole("button", { name: "Account" })).toBeVisible();
  for (const hidden of ["Tax", "Payments", "Plan & Billing", "General"]) await expect(nav.getByRole("link", { name: hidden }).or(nav.getByRole("button", { name: hidden }))).toHaveCount(0);
  await expect(p.getByTestId("member-overview")).toContainText("orders");
  for (const width of [390, 1280]) await at(p, width, "packer-overview");
  // A direct URL to another section: a clear page, not a crash.
  await p.goto(`${ROOT}/store/${store.slug}/tenant-dashboard/products`);
  await expect(p.getByTestId("no-permission")).toContainText("You do not have permission to manage products");

  // 4. The packer ships the order.
  await p.goto(`${ROOT}/store/${store.slug}/tenant-dashboard/orders`);
  await p.locator(`[data-row-order-id="${orderId}"]`).click();
  const card = p.locator(`[data-order-id="${orderId}"]`);
  await card.getByRole("button", { name: "Ship items" }).click();
  const ship = p.getByRole("dialog");
  await ship.getByLabel("Tracking number").fill("PACK-1");
  await ship.getByRole("button", { name: "Ship items" }).click();
  await expect(card.getByTestId("order-fulfillment-badge")).toHaveText("Shipped");

  // 5. Products are not the packer's: 403 with the area named.
  const denied = await p.evaluate(async (slug) => {
    const r = await fetch(`/store/${slug}/api/products`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Not mine", price: "10" }),
    });
    return { status: r.status, body: await r.json() };
  }, store.slug);
  expect(denied).toEqual({ status: 403, body: { message: "You do not have permission to manage products" } });

  // 6. The owner's Activity shows the shipment, by the packer, by name.
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(store.url("/tenant-dashboard/activity"));
  const entry = owner.getByTestId("activity-entry").filter({ hasText: new RegExp(`shipped order #?${orderNumber.replace(/^#/, "")}`) }).first();
  await expect(entry).toBeVisible({ timeout: 30_000 });
  await expect(entry).toContainText(`${packer.firstName} ${packer.lastName}`);
  for (const width of [390, 1280]) await at(owner, width, "activity");

  // 7. The owner removes the packer; the packer's next click fails with a clear message.
  await owner.goto(store.url("/tenant-dashboard/staff"));
  await owner.getByRole("button", { name: `Remove ${packer.firstName} ${packer.lastName}` }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: /Remove/ }).click();
  await expect(owner.getByRole("row").filter({ hasText: packer.email })).toHaveCount(0);

  await p.getByLabel("Add note").fill("Packed and handed to the courier");
  await p.getByRole("button", { name: "Add note" }).click();
  // Removed: the packer's sessions ended with their last store, so the dashboard says so and offers a way back in.
  await expect(p.getByTestId("session-ended")).toContainText(/Your session has ended|no longer have access/);
  await expect(p.getByTestId("session-ended").getByRole("link", { name: "Sign in again" })).toBeVisible();
  for (const width of [390, 1280]) await at(p, width, "packer-removed");

  await ownerCtx.close();
  await packerCtx.close();
});
