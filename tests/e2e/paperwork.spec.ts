import { expect, test, type Page } from "@playwright/test";
import { toMinor } from "../../lib/money";
import { PORT, shot, sub } from "./helpers";
import { signInAs } from "./auth";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * The owner's paperwork (issue 10): a shopper's order in the spec's own payload gets an invoice number,
 * the owner prints the invoice (HTML and PDF), marks it paid and back (the money reversed), edits a tax
 * rule, sees the plan; the admin sees trial stores' due dates; unknown stores' settings pages say so.
 * A store of the journey's own (stores.ts): the tax rule edited here would otherwise tax every demo order.
 */
const origin = `http://localhost:${PORT}`;

test.describe.configure({ mode: "serial" });

let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "paper", name: "Paper Shop", products: [{ name: "Ledger Notebook", price: "349.00" }] });
});
const demo = (path: string) => store.url(path);
const demoApi = (path: string) => store.pathUrl(path);

/** The store owner's session (no form), on the dashboard as after signing in. */
async function signInAsOwner(page: Page) {
  await signInOwnerOf(page, store);
  await page.goto(demo("/tenant-dashboard"));
}

let orderId = "";
let invoiceNumber = "";

test("a spec-shaped order is numbered; the owner prints its invoice and downloads the PDF", async ({ page }) => {
  const login = await page.request.post(demoApi("/api/customers/register"), { data: { firstName: "Chris", lastName: "Customer", email: "customer@example.com", password: "customer12345" }, headers: { origin } });
  expect(login.status(), await login.text()).toBe(201);
  // A saved address, as the seeded demo customer has: the spec's payload carries only a line of text.
  const address = await page.request.post(demoApi("/api/customers/addresses"), {
    headers: { origin },
    data: { firstName: "Chris", lastName: "Customer", address1: "12 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN", type: "shipping", isDefault: true },
  });
  expect(address.status(), await address.text()).toBe(201);
  const product = store.products[0];
  // Exactly the spec's payload: text address, client amounts (ignored), no structured shippingAddress.
  const order = await page.request.post(demoApi("/api/orders"), {
    headers: { origin },
    data: {
      customerEmail: "customer@example.com",
      customerName: "Chris Customer",
      customerAddress: "12 MG Road, Bengaluru 560001",
      subtotal: "1.00",
      shipping: "0",
      tax: "0",
      total: "1.00",
      paymentMethod: "cod",
      items: [{ productId: product.id, quantity: 1, price: "1.00" }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const placed = (await order.json()) as { id: string; invoiceNumber: string; total: string };
  expect(placed.invoiceNumber).toMatch(/^IS00\d+$/);
  expect(placed.total).not.toBe("1.00");
  orderId = placed.id;
  invoiceNumber = placed.invoiceNumber;

  await signInAsOwner(page);
  await page.goto(demo(`/tenant-dashboard?tab=orders&order=${orderId}`));
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId("order-invoice-number")).toHaveText(`Invoice ${invoiceNumber}`);

  await page.goto(demo(`/invoice/${orderId}`));
  await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);
  await expect(page.getByTestId("invoice")).toContainText("Chris Customer");
  await expect(page.getByTestId("invoice-total")).toContainText("₹");
  await shot(page, "invoice-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, "invoice-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  const pdfHref = (await page.getByTestId("invoice-pdf").getAttribute("href"))!;
  const pdf = await page.evaluate(async (href) => {
    const r = await fetch(href);
    const bytes = new Uint8Array(await r.arrayBuffer());
    return { status: r.status, type: r.headers.get("content-type"), head: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
  }, pdfHref);
  expect(pdf).toMatchObject({ status: 200, type: "application/pdf", head: "%PDF-" });
  expect(pdf.size).toBeGreaterThan(1000);
});

test("paid, then back to pending: the payment is reversed and the platform fee nets to zero", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(demo(`/tenant-dashboard?tab=orders&order=${orderId}`));
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await card.getByLabel("Status").selectOption("paid");
  // A move that records or reverses money is confirmed first, saying what it does.
  await expect(page.getByRole("alertdialog")).toContainText("A payment of the order's total is recorded");
  await page.getByRole("alertdialog").getByRole("button", { name: "Set to Paid" }).click();
  await expect(card.getByTestId("order-status-badge")).toHaveText("PAID");
  await expect(card).toContainText(`manual-${orderId}`);
  await card.getByLabel("Status").selectOption("pending");
  await expect(page.getByRole("alertdialog")).toContainText("The recorded payment is reversed");
  await page.getByRole("alertdialog").getByRole("button", { name: "Set to Pending" }).click();
  await expect(card.getByTestId("order-status-badge")).toHaveText("PENDING");
  await expect(card.getByRole("cell", { name: "reversal", exact: true })).toBeVisible();
  // Cancelled, failed and refunded are final; the select offers only the moves allowed from pending.
  await expect(card.getByLabel("Status").locator("option")).toHaveText(["Pending", "Processing", "On hold", "Shipped", "Delivered", "Paid", "Cancelled"]);
  await shot(page, "order-paid-then-reverted");
  const orders = (await page.evaluate(async () => (await fetch("/api/orders")).json())) as { id: string; platformFee: string; netAmount: string | null; transactions: { amount: string }[] }[];
  const o = orders.find((x) => x.id === orderId)!;
  expect(o.platformFee).toBe("0.00");
  expect(o.netAmount).toBeNull();
  expect(o.transactions.reduce((n, t) => n + toMinor(t.amount), 0)).toBe(0);
});

test("the owner edits a tax rule: name and levels change, the rule keeps its products", async ({ page }) => {
  await signInAsOwner(page);
  const created = await page.evaluate(async () => {
    const r = await fetch("/api/tax-rules", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "VAT typo", levels: [{ level: 1, labelName: "VAT", taxRate: "50", country: null, applyToAllCountries: true, state: null, applyToAllStates: true }] }),
    });
    return r.status;
  });
  expect(created).toBe(201);
  await page.goto(demo("/tenant-dashboard?tab=tax"));
  await page.getByRole("tab", { name: "Tax Rules" }).click();
  await page.getByRole("button", { name: "Edit VAT typo" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Edit Tax Rule" })).toBeVisible();
  await expect(dialog.getByText("VAT · 50% · All countries")).toBeVisible();
  await dialog.getByLabel("Rule name").fill("VAT 5%");
  await dialog.getByRole("button", { name: "Remove level VAT" }).click();
  await dialog.getByLabel("Label").fill("VAT");
  await dialog.getByLabel("Tax rate (%)").fill("5");
  await dialog.getByLabel("All Countries").check();
  await dialog.getByRole("button", { name: "Add Level" }).click();
  await shot(page, "tax-rule-edit");
  await dialog.getByRole("button", { name: "Save Rule" }).click();
  await expect(page.getByText("Tax rule updated", { exact: true })).toBeVisible();
  await expect(page.getByTestId("tax-rule").filter({ hasText: "VAT 5%" })).toBeVisible();
  await expect(page.getByTestId("tax-rule").filter({ hasText: "VAT typo" })).toHaveCount(0);
});

test("the owner's Plan & Billing shows the trial and what happens when it ends", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(demo("/tenant-dashboard?tab=billing"));
  const plan = page.getByTestId("billing-plan");
  await expect(plan).toContainText("Free trial");
  await expect(plan).toContainText("stays online");
  await expect(page.getByTestId("billing-due")).not.toHaveText("—");
  await shot(page, "billing-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("billing-plan")).toContainText("Free trial");
  await shot(page, "billing-390");
});

test("the admin sees each store's plan, trial status and due date from its subscription row", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Manage Tenants" }).click();
  // The seeded demo store, read only.
  const demoCard = page.getByTestId("tenant-card").filter({ hasText: "Demo Store" });
  await expect(demoCard.getByTestId("subscription-status")).toHaveText("trial");
  await expect(demoCard.getByTestId("next-due")).toContainText("Next due");
  await shot(page, "admin-trial-due-dates");
});

test("settings pages of an unknown store say the store could not be found", async ({ page }) => {
  await page.goto(sub("no-such-store", "/store-settings"));
  await expect(page.getByRole("heading", { name: "Store Not Found" })).toBeVisible();
  await expect(page.getByText("The requested store could not be found.")).toBeVisible();
});
