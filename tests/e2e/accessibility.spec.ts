import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { AA_TEXT, contrastRatio } from "../../lib/themes/contrast";
import { PORT, demo, shot } from "./helpers";

/**
 * WCAG 2.2 AA on the pages shoppers and owners use most: axe-core runs in the page on home, a listing, a
 * product, checkout (as a visitor and as a signed-in customer), the customer's dashboard, the owner's and an
 * order's page in it, at a phone's width (390 px) and a desktop's (1280 px). Any serious or critical violation fails the test,
 * with each violation's rule, the elements and axe's summary printed. Then the owner picks a light primary
 * colour and a dark one: the colour's foregrounds follow it (computed on the server) and the scan stays clean.
 * The colour is set through the API the customizer uses and put back afterwards, so later journeys see the
 * demo as seeded.
 */

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WIDTHS = [390, 1280] as const;
const root = (path: string) => `http://localhost:${PORT}${path}`;

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * What fails the scan: serious and critical violations, and the moderate rules the accessibility review
 * (issue 23) found on these pages, so they stay fixed. Other moderate and minor findings are printed only.
 */
const FAILING_IMPACTS = new Set(["serious", "critical"]);
const ALSO_FAILING = new Set(["landmark-unique", "definition-list"]);

/** axe on the page as it is now: prints every violation per element; returns the failing ones. */
async function scan(page: Page, label: string): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    // WCAG 2.0–2.2 A/AA and axe's best practices; AAA rules are not the bar here.
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
  const failing: string[] = [];
  for (const v of violations) {
    for (const n of v.nodes) {
      const line = `${label}: [${v.impact}] ${v.id} at ${JSON.stringify(n.target)}: ${v.help}\n    ${(n.failureSummary ?? "").replace(/\n/g, "\n    ")}`;
      console.log(line);
      if (FAILING_IMPACTS.has(v.impact ?? "") || ALSO_FAILING.has(v.id)) failing.push(line);
    }
  }
  return failing;
}

/** Waits for what loads after the first paint (client islands, fonts) so axe sees the page as a person does. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
}

async function visit(page: Page, url: string, label: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(url);
  if (ready) await ready(page);
  await settle(page);
  return scan(page, label);
}

/** Generous waits: the suite shares a 2-core machine, where a dashboard's first render can take a while. */
const SLOW = { timeout: 45_000 };
const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible(SLOW);
const ownerOverview = (page: Page) => expect(page.getByTestId("stat-total-products")).toBeVisible(SLOW);

async function signInCustomer(page: Page) {
  await page.goto(demo("/customer/login"));
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("customer12345");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(demo("/customer/dashboard"), SLOW);
}

async function signInOwner(page: Page) {
  await page.goto(demo("/login"));
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("owner12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(demo("/tenant-dashboard"), SLOW);
}

/**
 * One mug into the cart; the header's cart button counts it. (Not the toast: on phones it is hidden while the
 * cart drawer is open, and the open drawer hides the header from role queries, hence the attribute.)
 */
async function addToCart(page: Page) {
  await page.goto(demo("/product/stoneware-coffee-mug-terracotta"));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.locator('button[aria-label^="Cart, "]').first()).toHaveAttribute("aria-label", /^Cart, [1-9]\d* items?$/, SLOW);
}

/** The demo customer orders a product (cash on delivery) through the API, in the page's context: its id. */
async function placeOrder(page: Page): Promise<string> {
  const headers = { origin: root("") };
  expect((await page.request.post(api("/customers/login"), { headers, data: { email: "customer@example.com", password: "customer12345" } })).status()).toBe(200);
  const list = (await (await page.request.get(api("/products?status=active"))).json()) as { id: string; trackQuantity: boolean; quantity: number }[];
  const product = list.find((p) => !p.trackQuantity || p.quantity > 2)!;
  const shippingAddress = { firstName: "Axe", lastName: "Checker", email: "customer@example.com", address: "1 Main Road", city: "Pune", state: "Maharashtra", zipCode: "411001", country: "IN" };
  const r = await page.request.post(api("/orders"), { headers, data: { shippingAddress, paymentMethod: "cod", items: [{ productId: product.id, quantity: 1 }] } });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

/** The pages of the scan, each a function of the page and a label; run in order within one browser context. */
const JOURNEYS = {
  visitor: async (page: Page, at: (n: string) => string, shots: string) => {
    const found = [...(await visit(page, demo("/"), at("home"), heading))];
    await shot(page, `home-${shots}`);
    found.push(...(await visit(page, demo("/products"), at("listing"), heading)));
    await shot(page, `listing-${shots}`);
    found.push(...(await visit(page, demo("/product/stoneware-coffee-mug-terracotta"), at("product"), heading)));
    await shot(page, `product-${shots}`);
    await addToCart(page);
    found.push(...(await visit(page, demo("/checkout"), at("checkout (visitor)"), heading)));
    await shot(page, `checkout-visitor-${shots}`);
    return found;
  },
  customer: async (page: Page, at: (n: string) => string, shots: string) => {
    await signInCustomer(page);
    await addToCart(page);
    const found = [...(await visit(page, demo("/checkout"), at("checkout (customer)"), (p) => expect(p.getByTestId("order-summary-totals").first()).toBeVisible(SLOW)))];
    await shot(page, `checkout-customer-${shots}`);
    found.push(...(await visit(page, demo("/customer/dashboard"), at("customer dashboard"), heading)));
    await shot(page, `customer-dashboard-${shots}`);
    return found;
  },
  owner: async (page: Page, at: (n: string) => string, shots: string) => {
    await signInOwner(page);
    const found = await visit(page, demo("/tenant-dashboard"), at("owner dashboard"), ownerOverview);
    await shot(page, `owner-dashboard-${shots}`);
    // One order's page (its invoice and packing-slip links sit in a line of text).
    const orderId = await placeOrder(page);
    found.push(...(await visit(page, demo(`/tenant-dashboard?tab=orders&order=${orderId}`), at("order detail"), (p) => expect(p.getByTestId("order-card")).toBeVisible(SLOW))));
    await shot(page, `owner-order-${shots}`);
    return found;
  },
};

test.describe("axe: no serious or critical violations", () => {
  test.describe.configure({ timeout: 300_000 });
  for (const width of WIDTHS) {
    for (const [who, journey] of Object.entries(JOURNEYS)) {
      test(`${who} pages at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        const found = await journey(page, (name) => `${name} @${width}`, String(width));
        expect(found, found.join("\n")).toEqual([]);
      });
    }
  }
});

/** The demo owner's API session, in path mode (Node does not resolve *.localhost; the browser does). */
async function ownerApi(): Promise<APIRequestContext> {
  const owner = await request.newContext();
  const r = await owner.post(root("/api/auth/login"), { data: { email: "owner@example.com", password: "owner12345" } });
  expect(r.status()).toBe(200);
  return owner;
}
const api = (path: string) => root(`/store/demo/api${path}`);

/** The store's active theme and its primary colour, as the customizer reads them. */
async function activePrimary(owner: APIRequestContext): Promise<{ themeId: string; colour: string }> {
  const themes = (await (await owner.get(api("/themes"))).json()) as { id: string; isActive: boolean }[];
  const themeId = themes.find((t) => t.isActive)!.id;
  const data = (await (await owner.get(api(`/themes/${themeId}/data`))).json()) as { current: { colorPrimary: string } };
  return { themeId, colour: data.current.colorPrimary };
}

async function setPrimary(owner: APIRequestContext, themeId: string, colour: string) {
  const r = await owner.post(api("/tenant/theme/customize"), { data: { themeId, settings: { colorPrimary: colour } } });
  expect(r.status(), await r.text()).toBe(200);
}

const rgb = (css: string) => {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
};

test.describe("the owner's primary colour", () => {
  test.describe.configure({ timeout: 300_000 });
  const CASES = [
    { name: "light", colour: "#facc15", text: "#0f172a", width: 390 },
    { name: "dark", colour: "#4c1d95", text: "#ffffff", width: 1280 },
  ] as const;

  for (const c of CASES) {
    test(`a ${c.name} primary (${c.colour}) keeps its fill, takes ${c.text} text, and the pages still pass at ${c.width} px`, async ({ page }) => {
      const owner = await ownerApi();
      const seeded = await activePrimary(owner);
      try {
        await setPrimary(owner, seeded.themeId, c.colour);
        await page.setViewportSize({ width: c.width, height: c.width < 600 ? 844 : 900 });

        // Shoppers get the new colour once the store's cached pages expire (the customizer's save expires them).
        const addToCart = page.getByRole("button", { name: "Add to Cart" });
        await expect
          .poll(async () => {
            await page.goto(demo("/product/stoneware-coffee-mug-terracotta"));
            return rgb(await addToCart.evaluate((el) => getComputedStyle(el).backgroundColor));
          }, { timeout: 30_000 })
          .toBe(c.colour);
        // The owner's colour fills the button; its text was chosen on the server for that colour.
        const fg = rgb(await addToCart.evaluate((el) => getComputedStyle(el).color));
        expect(fg).toBe(c.text);
        expect(contrastRatio(fg, c.colour)).toBeGreaterThanOrEqual(AA_TEXT);
        // A link in the primary colour on the page: the owner's hue, dark enough (or the colour itself) to read.
        const link = page.locator("main a.text-primary-text").first();
        const linkColour = rgb(await link.evaluate((el) => getComputedStyle(el).color));
        expect(contrastRatio(linkColour, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);

        const tag = `${c.name}-primary-${c.width}`;
        const at = (n: string) => `${n} @${c.width} (${c.name} primary ${c.colour})`;
        const found = [...(await visit(page, demo("/product/stoneware-coffee-mug-terracotta"), at("product"), heading))];
        await shot(page, `product-${tag}`);
        found.push(...(await visit(page, demo("/"), at("home"), heading)));
        await shot(page, `home-${tag}`);
        found.push(...(await visit(page, demo("/products"), at("listing"), heading)));
        await signInOwner(page);
        found.push(...(await visit(page, demo("/tenant-dashboard"), at("owner dashboard"), ownerOverview)));
        await shot(page, `owner-dashboard-${tag}`);
        expect(found, found.join("\n")).toEqual([]);
      } finally {
        await setPrimary(owner, seeded.themeId, seeded.colour);
        await owner.dispose();
      }
    });
  }
});
