import { mkdirSync } from "node:fs";
import { expect, request, test, type APIRequestContext, type APIResponse, type Browser, type Page } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { mailRows, rowsSum } from "../integration/helpers/mail-rows";
import { formatMoney } from "../../lib/money";
import { stripeRequestsOf } from "./fake-provider";
import { PORT, payCashOnDelivery, png, registerAtCheckout, sub } from "./helpers";

/**
 * Issue 34's "Done when" journey, on a store of its own (made here through the platform admin's API, so no other
 * journey's leftovers matter and nobody else changes it):
 *  1. a shopper buys two sizes-and-colours lines with a code and an automatic discount, RELOADS the checkout
 *     between applying the code and paying (the code and the total stay), and pays cash on delivery;
 *  2. the owner ships one line, then the other, from the dashboard; a second order, paid by card through the fake
 *     provider, is cancelled with a reason and refunded in full;
 *  3. every mail (confirmation, the owner's 'New order', the partial parcel, the last parcel, the cancellation)
 *     has the words of its event, and the money rows of each mail that shows money add up to its total.
 *
 * Mail is read where it arrives: with E2E_SMTP_PORT set (the app then sends to smtp://…:that port,
 * playwright.config.ts) from a real SMTP server this spec listens with; without it, from the store's outbox
 * (the suite's default, where SMTP_URL is empty), so the journey also runs in `npm test`.
 * SHOTS=1: screenshots of the shopper's order page, each mail's HTML and the dashboard's product list at 390 and
 * 1280 px, into test-results/shopper-trust/.
 */
const ROOT = `http://localhost:${PORT}`;
const SMTP_PORT = process.env.E2E_SMTP_PORT ? Number(process.env.E2E_SMTP_PORT) : null;
const SHOTS = process.env.SHOTS === "1" ? "test-results/shopper-trust" : null;
// New names each run of the file (beforeAll): a worker repeating the file keeps this module loaded.
let uniq = "";
let SLUG = "";
let OWNER = { email: "", password: "trust-owner-1" };
let CODE = "";
let AUTO = "";
/** The store's own Stripe keys: its requests to the run's shared fake provider (fake-provider.ts) are told by them. */
let STRIPE = { publicKey: "", secretKey: "" };
function nameTheRun() {
  uniq = Math.random().toString(36).slice(2, 7);
  SLUG = `trust${uniq}`;
  OWNER = { email: `trust-owner-${uniq}@example.com`, password: "trust-owner-1" };
  CODE = `TRUST${uniq.toUpperCase()}`;
  AUTO = `Opening week ${uniq}`;
  STRIPE = { publicKey: `pk_test_${SLUG}`, secretKey: `sk_test_${SLUG}` };
}
const REASON = "The olive dye run failed; we cannot make this size";

type Variant = { id: string; title: string; price: string; quantity: number };
type Product = { id: string; slug: string; name: string; variants: Variant[] };
type Order = { id: string; total: string; discountCode: string | null; items: { id: string; productName: string; variantTitle: string | null }[] };
type Mail = { to: string; subject: string; text: string; html: string };

test.describe.configure({ mode: "serial", timeout: 180_000 });

let smtp: FakeSmtp | null = null;
let owner: APIRequestContext;
let tee: Product;
let tote: Product;

const at = (path: string) => sub(SLUG, path);
const minor = (text: string) => (text.trim().startsWith("−") ? -1 : 1) * Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);

async function keep(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The pictures in `selector` have all loaded (there are some, and none is broken). */
async function picturesLoaded(page: Page, selector: string) {
  const broken = () =>
    page
      .locator(selector)
      .locator("img")
      .evaluateAll((imgs) => (imgs.length === 0 ? -1 : imgs.filter((i) => !((i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)).length));
  await expect.poll(broken, { message: `pictures in ${selector}` }).toBe(0);
}

/** Nothing wider than the screen. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.beforeAll(async () => {
  nameTheRun();
  if (SMTP_PORT) smtp = await startFakeSmtp(SMTP_PORT);

  // The platform admin opens a store with its owner.
  const admin = await request.newContext();
  expect((await admin.post(`${ROOT}/api/auth/login`, { data: { email: "admin@example.com", password: "admin12345" } })).status()).toBe(200);
  const created = await admin.post(`${ROOT}/api/tenants`, {
    data: { name: `Trust Goods ${uniq}`, slug: SLUG, subdomain: SLUG, description: "", ownerEmail: OWNER.email, ownerPassword: OWNER.password, ownerFirstName: "Tara", ownerLastName: "Sen" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // The owner sets it up: tax, a shipping rate, COD charges, card payments, two products, a code and an automatic discount.
  owner = await request.newContext({ baseURL: `${ROOT}/store/${SLUG}/` });
  expect((await owner.post(`${ROOT}/api/auth/login`, { data: OWNER })).status()).toBe(200);
  const store = (await (await owner.get("api/tenant")).json()) as { id: string };
  const ok = async (p: Promise<APIResponse>, status = 200) => {
    const r = await p;
    expect(r.status(), await r.text()).toBe(status);
    return r;
  };
  await ok(owner.patch(`api/tenants/${store.id}/tax-settings`, { data: { taxEnabled: true, taxationType: "exclusive" } }));
  const rule = (await (
    await ok(
      owner.post("api/tax-rules", {
        data: {
          name: "GST 12%",
          levels: [
            { level: 1, labelName: "CGST", taxRate: "6", country: "IN", applyToAllStates: true },
            { level: 2, labelName: "SGST", taxRate: "6", country: "IN", applyToAllStates: true },
            { level: 1, labelName: "IGST", taxRate: "12", applyToAllCountries: true },
          ],
        },
      }),
      201,
    )
  ).json()) as { id: string };
  await ok(owner.post("api/shipping-tiers", { data: { name: "Courier", shippingType: "domestic", pricingType: "fixed", fixedPrice: "60", deliveryTime: "2-4 days" } }), 201);
  await ok(owner.put(`api/tenants/${store.id}/payment-settings`, { data: { codEnabled: true, codCharges: "49", stripeEnabled: true, stripePublicKey: STRIPE.publicKey, stripeSecretKey: STRIPE.secretKey } }));

  const variants = [
    ["S", "Olive", 30],
    ["M", "Olive", 30],
    ["L", "Olive", 30],
    ["L", "Sand", 30],
  ] as const;
  const madeTee = await ok(
    owner.post("api/products", {
      data: {
        name: `Trail Pima Crew Neck Tee ${uniq}`,
        status: "active",
        taxRuleId: rule.id,
        images: ["/assets/demo/crew-tee-navy.svg"],
        options: [
          { name: "Size", values: ["S", "M", "L"] },
          { name: "Colour", values: ["Olive", "Sand"] },
        ],
        variants: variants.map(([size, colour, quantity]) => ({ options: [size, colour], price: size === "L" ? "1349" : "1299", sku: `TRUST-${size}-${colour.toUpperCase()}`, trackQuantity: true, quantity })),
      },
    }),
    201,
  );
  tee = (await (await owner.get(`api/products/${((await madeTee.json()) as { id: string }).id}`)).json()) as Product;
  // The tote's picture is one the owner uploads.
  const upload = await ok(owner.post("api/upload", { multipart: { file: { name: "tote.png", mimeType: "image/png", buffer: png(150, 110, 60, 64) } } }), 201);
  const toteImage = ((await upload.json()) as { url: string }).url;
  const madeTote = await ok(
    owner.post("api/products", { data: { name: `Waxed Canvas Tote ${uniq}`, status: "active", price: "799", taxRuleId: rule.id, trackQuantity: true, quantity: 40, sku: `TRUST-TOTE`, images: [toteImage] } }),
    201,
  );
  tote = (await (await owner.get(`api/products/${((await madeTote.json()) as { id: string }).id}`)).json()) as Product;
  await ok(owner.post("api/discounts", { data: { code: CODE, type: "percentage", value: 10 } }), 201);
  await ok(owner.post("api/discounts", { data: { automatic: true, title: AUTO, type: "fixed", value: 50, combinesWithCode: true, appliesTo: { productIds: [tee.id] } } }), 201);
});

test.afterAll(async () => {
  await owner?.dispose();
  await smtp?.close();
});

/** Every mail so far: as the SMTP server received it, or as the store's outbox kept it. */
async function allMail(): Promise<Mail[]> {
  if (smtp) {
    return smtp.received.map((r) => ({ to: r.envelope.to.join(","), subject: r.mail.subject ?? "", text: r.mail.text ?? "", html: typeof r.mail.html === "string" ? r.mail.html : "" }));
  }
  // A mail still queued has no recipient, subject or body yet (GET /api/mail answers null): read as empty, it
  // matches nothing until it is written.
  const list = (await (await owner.get("api/mail")).json()) as { id: string; to: string | null; subject: string | null }[];
  // One at a time: a burst of one request per mail, polled, once met a reset connection under the full suite's load.
  const mails: Mail[] = [];
  for (const m of list) {
    const d = (await (await owner.get(`api/mail/${m.id}`)).json()) as { text: string | null; html: string | null };
    mails.push({ to: m.to ?? "", subject: m.subject ?? "", text: d.text ?? "", html: d.html ?? "" });
  }
  return mails;
}

/** The one mail to `to` whose subject matches, about this order (its link names the order). */
async function mailAbout(to: string, subject: RegExp, orderId: string): Promise<Mail> {
  let found: Mail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMail()).filter((m) => m.to.includes(to) && subject.test(m.subject) && (m.text.includes(orderId) || m.html.includes(orderId)));
        return found.length;
      },
      { timeout: 45_000, message: `a mail to ${to}: ${subject}` },
    )
    .toBe(1);
  return found[0];
}

/** The mail's money rows (Subtotal … Total, read back from its text) add up to its total; the labels in order. */
function rowsAddUp(m: Mail, total: string) {
  const { rows, total: shown } = mailRows(m.text);
  expect(rowsSum(rows), `${m.subject}: ${rows.map((r) => `${r.label} ${r.minor}`).join(", ")}`).toBe(shown);
  expect(shown, `${m.subject}: its total is the order's`).toBe(minor(total));
  return rows.map((r) => r.label);
}

/** The text between two headings of a shipment mail. */
const section = (text: string, from: string, to?: string) => {
  const rest = text.split(from)[1] ?? "";
  return to ? rest.split(to)[0] : rest;
};

async function mailShots(browser: Browser, m: Mail, name: string) {
  if (!SHOTS) return;
  const page = await browser.newPage();
  await page.setContent(m.html, { waitUntil: "load" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await fits(page);
    await keep(page, `mail-${name}-${width}`);
  }
  await page.close();
}

async function ownerSignIn(page: Page) {
  await page.goto(at("/login"));
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/tenant-dashboard/);
}

async function addToCart(page: Page, product: Product, choose: Record<string, string> = {}) {
  await page.goto(at(`/product/${product.slug}`));
  for (const [option, value] of Object.entries(choose)) {
    const group = page.getByRole("group", { name: new RegExp(option) });
    const radio = group.getByRole("radio", { name: value, exact: true });
    // A value is a label around a hidden radio (a colour is a swatch without text): click the label.
    await group.locator("label").filter({ has: page.getByRole("radio", { name: value, exact: true }) }).click();
    await expect(radio).toBeChecked();
  }
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to cart", { exact: true }).first()).toBeVisible();
}

let codOrder: Order;
let codTotal = "";
let shopperEmail = "";
let ownerOrderLink = "";

test("a shopper buys two lines with a code and an automatic discount; the code survives a reload; cash on delivery", async ({ page, browser }) => {
  await addToCart(page, tee, { Size: "L", Colour: "Sand" });
  await addToCart(page, tote);
  await page.goto(at("/checkout"));
  await expect(page.getByText("Order Summary")).toBeVisible();
  shopperEmail = await registerAtCheckout(page, "trust");
  const summary = page.getByTestId("order-summary-totals");
  // The automatic discount applies on its own; the code joins it.
  await expect(summary.getByTestId("summary-discount")).toHaveCount(1);
  await page.getByLabel("Discount code").fill(CODE.toLowerCase());
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByTestId("discount-applied")).toContainText(CODE);
  const discounts = summary.getByTestId("summary-discount");
  await expect(discounts).toHaveCount(2);
  await expect(discounts.filter({ hasText: `Discount (${CODE})` })).toHaveCount(1);
  await expect(discounts.filter({ hasText: `Discount (${AUTO})` })).toHaveText(/−₹50\.00/);
  const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
  await expect(async () => {
    await cod.check();
    await expect(page.getByRole("button", { name: "Place Order (Cash on Delivery)" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(summary).toContainText("COD charges");
  const shown = await discounts.allTextContents();
  const total = (await page.getByTestId("summary-total").textContent())!;

  // Reloading between applying and paying: the code is still applied and the total has not moved.
  await page.reload();
  await expect(page.getByTestId("discount-applied")).toContainText(CODE);
  await expect(discounts).toHaveCount(2);
  expect(await discounts.allTextContents()).toEqual(shown);
  await payCashOnDelivery(page);
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;
  codOrder = (await (await owner.get(`api/orders/${orderId}`)).json()) as Order;
  codTotal = codOrder.total;
  expect(codOrder.discountCode).toBe(CODE);
  expect(minor(total), "the order's total is the one the reloaded checkout showed").toBe(minor(`₹${codTotal}`));
  expect(codOrder.items.map((i) => i.variantTitle)).toEqual(expect.arrayContaining(["L / Sand"]));

  // The confirmation and the owner's 'New order': the words of the event, each discount on its row, rows that add up.
  const confirmation = await mailAbout(shopperEmail, /^Order .+ confirmed$/, orderId);
  expect(confirmation.text).toMatch(/Thank you for your order/i);
  expect(confirmation.text).toContain("L / Sand");
  expect(confirmation.text).toContain("Cash on delivery");
  const labels = rowsAddUp(confirmation, `₹${codTotal}`);
  // Subtotal, each discount on its own row (the code's and the automatic one's title), shipping, tax, COD charges.
  expect(labels).toEqual(["Subtotal", expect.any(String), expect.any(String), "Shipping", "Tax", "COD charges"]);
  expect(labels.slice(1, 3).sort()).toEqual([`Discount (${CODE})`, `Discount (${AUTO})`].sort());
  // The figures that do not depend on how the code is allocated: ₹1,349 + ₹799 of goods, ₹50 off, ₹60 shipping, ₹49 COD.
  const amount = (label: string) => mailRows(confirmation.text).rows.find((r) => r.label === label)?.minor;
  expect([amount("Subtotal"), amount(`Discount (${AUTO})`), amount("Shipping"), amount("COD charges")]).toEqual([2148_00, -50_00, 60_00, 49_00]);
  const newOrder = await mailAbout(OWNER.email, /^New order .+ \(₹[\d,.]+\)$/, orderId);
  expect(newOrder.subject).toContain(total.trim());
  expect(newOrder.text).toMatch(/Kavya Iyer placed an order of ₹[\d,.]+ \(Cash on delivery\)/);
  expect(rowsAddUp(newOrder, `₹${codTotal}`)).toEqual(labels);
  // Its "Open the order" opens this order in the dashboard.
  const open = /Open the order (\S+)/.exec(newOrder.text);
  expect(open?.[1]).toBe(at(`/tenant-dashboard/orders?order=${orderId}`));
  ownerOrderLink = open![1];
  await mailShots(browser, confirmation, "1-confirmation");
  await mailShots(browser, newOrder, "2-owner-new-order");
});

test("the owner ships one line, then the other; the mails say what is in each parcel and when the order is complete", async ({ page, browser }) => {
  expect(codOrder, "the first journey placed the order").toBeTruthy();
  const teeName = tee.name;
  const toteName = tote.name;
  await ownerSignIn(page);
  // The owner follows the 'New order' mail's link.
  await page.goto(ownerOrderLink);
  const card = page.locator(`[data-order-id="${codOrder.id}"]`);
  await expect(card.getByTestId("order-fulfillment-badge")).toHaveText("Unfulfilled");
  await card.getByRole("button", { name: "Ship items" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("ship-line")).toHaveCount(2);
  await dialog.getByTestId("ship-line").filter({ hasText: toteName }).getByRole("spinbutton").fill("0");
  await dialog.getByLabel("Carrier", { exact: true }).selectOption("DHL");
  await dialog.getByLabel("Tracking number").fill(`TRUST-${uniq}-1`);
  await dialog.getByRole("button", { name: "Ship items" }).click();
  await expect(card.getByTestId("order-fulfillment-badge")).toHaveText("Partly shipped");

  const part = await mailAbout(shopperEmail, /^Part of order .+ has shipped$/, codOrder.id);
  expect(part.text).toContain("Part of your order is on its way");
  expect(part.text).toContain(`TRUST-${uniq}-1`);
  expect(section(part.text, "In this parcel", "Still to come")).toContain(teeName);
  expect(section(part.text, "In this parcel", "Still to come")).toContain("L / Sand");
  expect(section(part.text, "In this parcel", "Still to come")).not.toContain(toteName);
  expect(section(part.text, "Still to come")).toContain(toteName);
  // A parcel's mail is about goods: no money rows (record 0130).
  expect(part.text).not.toMatch(/^\s*Subtotal\s*$/m);
  await mailShots(browser, part, "3-partial-shipment");

  // The shopper's order page shows the same split.
  const shopper = await browser.newContext();
  const sp = await shopper.newPage();
  await sp.goto(at("/customer/login"));
  await sp.getByLabel("Email").fill(shopperEmail);
  await sp.getByLabel("Password", { exact: true }).fill("secret123");
  await sp.getByRole("button", { name: "Sign In" }).click();
  await sp.waitForURL(/\/customer\/dashboard/);
  for (const width of [390, 1280]) {
    await sp.setViewportSize({ width, height: 900 });
    await sp.goto(at(`/order/${codOrder.id}`));
    await expect(sp.getByTestId("shipment")).toHaveCount(1);
    await expect(sp.getByTestId("still-to-come")).toContainText(toteName);
    await expect(sp.getByTestId("order-discount")).toHaveCount(2);
    await picturesLoaded(sp, "main");
    await fits(sp);
    await keep(sp, `order-page-partial-${width}`);
  }

  // The rest: the last parcel says the order is complete.
  await card.getByRole("button", { name: "Ship items" }).click();
  await expect(dialog.getByTestId("ship-line")).toHaveCount(1);
  await expect(dialog.getByTestId("ship-line")).toContainText(toteName);
  await dialog.getByLabel("Tracking number").fill(`TRUST-${uniq}-2`);
  await dialog.getByRole("button", { name: "Ship items" }).click();
  await expect(card.getByTestId("order-fulfillment-badge")).toHaveText("Shipped");
  const last = await mailAbout(shopperEmail, /^The rest of order .+ has shipped: your order is complete$/, codOrder.id);
  expect(last.text).toContain("everything you ordered has shipped");
  expect(last.text).toContain(`TRUST-${uniq}-2`);
  expect(section(last.text, "In this parcel")).toContain(toteName);
  expect(last.text).not.toContain("Still to come");
  await mailShots(browser, last, "4-last-parcel");

  for (const width of [390, 1280]) {
    await sp.setViewportSize({ width, height: 900 });
    await sp.goto(at(`/order/${codOrder.id}`));
    await expect(sp.getByTestId("shipment")).toHaveCount(2);
    await expect(sp.getByTestId("still-to-come")).toHaveCount(0);
    await fits(sp);
    await keep(sp, `order-page-complete-${width}`);
  }
  await shopper.close();
});

test("a card-paid order cancelled by the owner with a reason is refunded in full, and the mail says so", async ({ page, browser }) => {
  expect(shopperEmail, "the first journey signed the shopper up").not.toBe("");
  // The same shopper, signed in, pays a second order by card (the fake provider's Stripe.js).
  const shopper = await browser.newContext();
  const sp = await shopper.newPage();
  await sp.goto(at("/customer/login"));
  await sp.getByLabel("Email").fill(shopperEmail);
  await sp.getByLabel("Password", { exact: true }).fill("secret123");
  await sp.getByRole("button", { name: "Sign In" }).click();
  await sp.waitForURL(/\/customer\/dashboard/);
  await addToCart(sp, tee, { Size: "M", Colour: "Olive" });
  await sp.goto(at("/checkout"));
  await sp.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  await sp.getByTestId("stripe-card").getByLabel("Card number").fill("4242 4242 4242 4242");
  await sp.getByRole("button", { name: "Complete Payment" }).click();
  await expect(sp.getByText("Payment Successful").first()).toBeVisible();
  await sp.waitForURL(/\/order\/[0-9a-f-]{36}$/);
  const orderId = sp.url().split("/").pop()!;
  const paid = (await (await owner.get(`api/orders/${orderId}`)).json()) as Order;
  rowsAddUp(await mailAbout(shopperEmail, /^Order .+ confirmed$/, orderId), `₹${paid.total}`);

  await ownerSignIn(page);
  await page.goto(at(`/tenant-dashboard?tab=orders&order=${orderId}`));
  const card = page.locator(`[data-order-id="${orderId}"]`);
  await expect(card.getByTestId("order-status-badge")).toHaveText("PAID");
  await card.getByRole("button", { name: "Cancel order" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("refunded in full");
  await confirm.getByLabel("Reason (optional)").fill(REASON);
  await confirm.getByRole("button", { name: "Cancel order" }).click();
  await expect(card.getByTestId("order-status-badge")).toHaveText("CANCELLED");
  expect(await stripeRequestsOf(STRIPE.secretKey, "/v1/refunds")).toHaveLength(1);

  const cancelled = await mailAbout(shopperEmail, /^Order .+ was cancelled$/, orderId);
  expect(cancelled.text).toContain("cancelled your order");
  expect(cancelled.text).toContain(`Reason given by the store: ${REASON}`);
  expect(cancelled.text).toContain(`Refund: ${formatMoney(paid.total, "INR")}`);
  expect(cancelled.text).toContain("To: your original payment (Card");
  expect(cancelled.text).toContain("5–10 business days");
  const labels = rowsAddUp(cancelled, `₹${paid.total}`);
  expect(labels).toEqual(["Subtotal", `Discount (${AUTO})`, "Shipping", "Tax"]);
  // After the total, what was given back.
  expect(section(cancelled.text, "Total")).toMatch(/Refunded\s+−₹/);
  await mailShots(browser, cancelled, "5-cancelled-refunded");
  // The cancellation's refund is told in the cancellation mail, not in a second 'Refund issued'.
  expect((await allMail()).filter((m) => m.to.includes(shopperEmail) && /^Refund issued/.test(m.subject))).toHaveLength(0);

  for (const width of [390, 1280]) {
    await sp.setViewportSize({ width, height: 900 });
    await sp.goto(at(`/order/${orderId}`));
    await expect(sp.getByTestId("order-status")).toHaveText(/cancelled/i);
    // The page tells the refund as the mail does, not "if money left your account, contact the store".
    await expect(sp.getByTestId("order-confirmation")).toContainText(`${formatMoney(paid.total, "INR")} was refunded to your original payment method`);
    await expect(sp.getByTestId("order-confirmation")).not.toContainText("contact the store");
    await fits(sp);
    await keep(sp, `order-page-cancelled-${width}`);
  }
  await shopper.close();

  // Every mail this store sent that shows money adds up (the card order's confirmation and 'New order' too).
  const withMoney = (await allMail()).filter((m) => /^\s*Subtotal\s*$/m.test(m.text));
  expect(withMoney.length).toBeGreaterThanOrEqual(5);
  for (const m of withMoney) {
    const { rows, total } = mailRows(m.text);
    expect(rowsSum(rows), m.subject).toBe(total);
  }

  // The dashboard's product list: square thumbnails at every width, nothing wider than the screen.
  for (const width of [390, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at("/tenant-dashboard?tab=products"));
    const row = width < 768 ? page.getByTestId("product-card") : page.getByTestId("product-row");
    await expect(row).toHaveCount(2);
    await picturesLoaded(page, "main");
    for (const img of await row.locator("img").all()) {
      const box = (await img.boundingBox())!;
      expect(Math.round(box.width), `thumbnail at ${width}px`).toBe(Math.round(box.height));
      expect(box.width).toBeGreaterThanOrEqual(32);
    }
    await fits(page);
    if (width !== 1024) await keep(page, `dashboard-products-${width}`);
  }
});
