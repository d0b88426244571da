import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { PORT, shotOf, sub } from "./helpers";
import { scan, settle } from "./axe";
import { signInAs } from "./auth";

/**
 * The visual check: every storefront, account, checkout, dashboard, settings and platform page, at a phone's
 * width (390 px) and a desktop's (1280 px), fails on what a person would see as broken — the page scrolling sideways, an error
 * in the console, a missing script, stylesheet, image or font (404), or two fixed elements on top of each
 * other. The pages shoppers and owners use most (home, listing, product, checkout as a visitor and as a
 * customer, the customer's account, the owner's overview and an order) are scanned with axe-core on the same
 * visit (axe.ts): no serious or critical WCAG 2.2 AA violation. With SHOTS=1 a screenshot of every page is kept
 * under test-results/, named width-page.png.
 */
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

const root = (path: string) => `http://localhost:${PORT}${path}`;

// The demo store as shipped, read only (its pages, with a shopper's order of its own). Should a store have online
// payments on, the run's fake provider (playwright.config.ts starts it) serves its stand-in provider scripts, as a
// real provider would, for the checkout page to be judged.
/** demo in path mode, for Node's own requests (Node does not resolve *.localhost; the browser does). */
const demoApi = (path: string) => `http://localhost:${PORT}/store/demo${path}`;
const demo = (path = "/") => sub("demo", path);

type Catalogue = { product: string; productId: string; category: string; collection: string | null; page: string | null };

async function catalogue(browser: Browser): Promise<Catalogue> {
  const ctx = await browser.newContext();
  const get = async <T,>(path: string) => (await (await ctx.request.get(demoApi(path))).json()) as T;
  const products = await get<{ id: string; slug: string; status: string; trackQuantity: boolean; quantity: number }[]>("/api/products");
  const categories = await get<{ slug: string; parentId: string | null }[]>("/api/categories");
  const collections = await get<{ slug: string }[]>("/api/collections");
  const pages = await get<{ slug: string }[]>("/api/pages");
  await ctx.close();
  const product = products.find((p) => p.status === "active" && (!p.trackQuantity || p.quantity > 5))!;
  return {
    product: product.slug,
    productId: product.id,
    category: categories.find((c) => !c.parentId)!.slug,
    collection: collections[0]?.slug ?? null,
    page: pages[0]?.slug ?? null,
  };
}

/** A JSON call made by the page itself, so its cookies land on the page's host. */
async function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { "Content-Type": "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
    },
    [method, path, body] as const,
  );
}

/** What is wrong with the page as shown: sideways scroll and fixed elements covering each other. */
function layoutProblems() {
  const problems: string[] = [];
  const doc = document.documentElement;
  const overflow = doc.scrollWidth - doc.clientWidth;
  if (overflow > 1) {
    // Name the widest culprit, so the failure says where to look.
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((e) => getComputedStyle(e).position !== "fixed" && e.getBoundingClientRect().right > doc.clientWidth + 1)
      .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}.${[...e.classList].slice(0, 3).join(".")}`)
      .slice(-1);
    problems.push(`scrolls sideways by ${overflow}px (${wide.join(", ")})`);
  }
  const visible = (e: HTMLElement) => {
    const s = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    const hasContent = !!e.innerText?.trim() || !!e.querySelector("img,svg,button,a,input");
    return s.visibility !== "hidden" && s.display !== "none" && Number(s.opacity) > 0 && s.pointerEvents !== "none" && r.width * r.height > 16 && hasContent;
  };
  // Buttons too small to hit: below 24 px (WCAG's minimum target size) a layout has squashed them — as a
  // flex-1 in a column once did to the phone's Add to Cart, drawing it at its text's height. Checkboxes,
  // radios and switches are drawn small on purpose: their labels are part of the target.
  for (const b of document.querySelectorAll<HTMLElement>('button:not([role="checkbox"], [role="radio"], [role="switch"]), [role="button"], [data-slot="button"]')) {
    const r = b.getBoundingClientRect();
    if (!visible(b) || b.closest(".sr-only")) continue;
    if (r.height < 24 || r.width < 24) {
      problems.push(`button too small to tap (${Math.round(r.width)}x${Math.round(r.height)} px): <${b.tagName.toLowerCase()}> "${(b.innerText || b.getAttribute("aria-label") || "").trim().slice(0, 40)}"`);
    }
  }
  const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter((e) => getComputedStyle(e).position === "fixed" && visible(e));
  for (let i = 0; i < fixed.length; i++) {
    for (let j = i + 1; j < fixed.length; j++) {
      const a = fixed[i];
      const b = fixed[j];
      if (a.contains(b) || b.contains(a)) continue;
      const ra = a.getBoundingClientRect();
      const rb = b.getBoundingClientRect();
      const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
      const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
      if (w > 2 && h > 2) problems.push(`fixed elements overlap: <${a.tagName.toLowerCase()} ${a.className}> and <${b.tagName.toLowerCase()} ${b.className}>`);
    }
  }
  return problems;
}

/**
 * Visit one page, collect its problems, keep its screenshot (SHOTS=1). With `axe`, axe-core scans it too (axe.ts):
 * the pages shoppers and owners use most, which the accessibility journeys used to visit again on their own.
 */
async function look(page: Page, url: string, name: string, width: string, ready?: ((page: Page) => Promise<unknown>) | null, options: { axe?: boolean } = {}) {
  const problems: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  };
  const onResponse = (r: { status(): number; url(): string; request(): { resourceType(): string } }) => {
    if (r.status() === 404 && ["script", "stylesheet", "image", "font"].includes(r.request().resourceType())) problems.push(`404: ${r.url()}`);
  };
  const onError = (e: Error) => problems.push(`page error: ${e.message}`);
  page.on("console", onConsole);
  page.on("response", onResponse);
  page.on("pageerror", onError);
  try {
    await page.goto(url);
    await page.waitForLoadState("networkidle", { timeout: 3_000 }).catch(() => undefined);
    if (ready) await ready(page);
    // Wait for client islands and skeletons to settle before judging the layout.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"] .animate-spin'), undefined, { timeout: 5_000 }).catch(() => undefined);
    problems.push(...(await page.evaluate(layoutProblems)));
    if (options.axe) {
      await settle(page);
      problems.push(...(await scan(page, `${name} @${width}`)));
    }
    await shotOf(page, `${width}-${name}`, { fullPage: true });
  } finally {
    page.off("console", onConsole);
    page.off("response", onResponse);
    page.off("pageerror", onError);
  }
  expect.soft(problems, `${name} at ${width} width`).toEqual([]);
}

for (const w of WIDTHS) {
  test(`every page at ${w.name} width (${w.width}px): no sideways scroll, console errors, missing assets or overlapping fixed elements`, async ({ browser }) => {
    test.setTimeout(240_000);
    const c = await catalogue(browser);
    const contexts: BrowserContext[] = [];
    const open = async () => {
      const ctx = await browser.newContext({ viewport: { width: w.width, height: w.height }, isMobile: w.width < 500, hasTouch: w.width < 500 });
      contexts.push(ctx);
      return ctx.newPage();
    };
    try {
      // A visitor: the shop, the sign-in pages, checkout's first step with something in the cart.
      const visitor = await open();
      const axe = { axe: true };
      await look(visitor, demo("/"), "home", w.name, null, axe);
      await look(visitor, demo("/products"), "products", w.name, null, axe);
      await look(visitor, demo(`/product/${c.product}`), "product", w.name, null, axe);
      await look(visitor, demo(`/category/${c.category}`), "category", w.name);
      if (c.collection) await look(visitor, demo(`/collections/${c.collection}`), "collection", w.name);
      if (c.page) await look(visitor, demo(`/pages/${c.page}`), "content-page", w.name);
      await look(visitor, demo("/customer/login"), "customer-login", w.name);
      await look(visitor, demo("/customer/register"), "customer-register", w.name);
      await visitor.goto(demo(`/product/${c.product}`));
      await visitor.getByRole("button", { name: "Add to Cart" }).click();
      await look(visitor, demo("/checkout"), "checkout-sign-in", w.name, (p) => p.getByText("Order Summary").waitFor(), axe);

      // A signed-in shopper with an address and one order: account, checkout, the order confirmation.
      const shopper = await open();
      await shopper.goto(demo("/customer/login"));
      const email = `visual-${w.name}-${Date.now()}@example.com`;
      expect((await call(shopper, "POST", "/api/customers/register", { firstName: "Vera", lastName: "Visual", email, password: "secret123" })).status).toBe(201);
      const address = { firstName: "Vera", lastName: "Visual", address1: "12 Brigade Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN", phone: "+91 98450 12345", type: "shipping", isDefault: true };
      expect((await call(shopper, "POST", "/api/customers/addresses", address)).status).toBe(201);
      const placed = await call(shopper, "POST", "/api/orders", {
        shippingAddress: { firstName: "Vera", lastName: "Visual", email, address: "12 Brigade Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN", phone: "+91 98450 12345" },
        paymentMethod: "cod",
        items: [{ productId: c.productId, quantity: 1 }],
      });
      expect(placed.status).toBe(201);
      await look(shopper, demo(`/order/${String(placed.json?.id)}`), "order-confirmation", w.name, (p) => p.getByTestId("order-confirmation").waitFor());
      await look(shopper, demo("/customer/dashboard"), "customer-account", w.name, (p) => p.getByTestId("customer-order").first().waitFor(), axe);
      await look(shopper, demo(`/invoice/${String(placed.json?.id)}`), "invoice", w.name);
      await shopper.goto(demo(`/product/${c.product}`));
      await shopper.getByRole("button", { name: "Add to Cart" }).click();
      await look(shopper, demo("/checkout"), "checkout", w.name, (p) => p.getByRole("heading", { name: "Checkout" }).waitFor(), axe);

      // The store's owner: every dashboard section, the editors and the settings pages.
      const owner = await open();
      await signInAs(owner, "owner");
      const dashboardReady = (p: Page) => p.getByRole("heading", { level: 1 }).first().waitFor();
      for (const tab of ["overview", "categories", "products", "collections", "orders", "discounts", "menus", "tax", "billing", "themes", "pages"]) {
        await look(owner, demo(tab === "overview" ? "/tenant-dashboard" : `/tenant-dashboard?tab=${tab}`), `dashboard-${tab}`, w.name, dashboardReady, tab === "overview" ? axe : {});
      }
      // One order's page (its invoice and packing-slip links sit in a line of text).
      await look(owner, demo(`/tenant-dashboard?tab=orders&order=${String(placed.json?.id)}`), "order-detail", w.name, (p) => p.getByTestId("order-card").waitFor(), axe);
      await look(owner, demo("/tenant-dashboard/products/new"), "product-new", w.name);
      await look(owner, demo(`/tenant-dashboard/products/${c.productId}/edit`), "product-edit", w.name);
      await look(owner, demo("/tenant-dashboard/categories/new"), "category-new", w.name);
      await look(owner, demo("/tenant-dashboard/collections/new"), "collection-new", w.name);
      await look(owner, demo("/tenant-dashboard/discounts/new"), "discount-new", w.name);
      for (const s of ["store-settings", "currency-settings", "payment-settings", "shipping-settings", "apps-settings", "hero-banner"]) {
        await look(owner, demo(`/${s}`), s, w.name, dashboardReady);
      }
      // The owner on the storefront: the editor's overlay, and the sections demo page.
      await look(owner, demo("/"), "owner-storefront", w.name, (p) => p.getByRole("button", { name: "Edit Storefront" }).waitFor());
      await look(owner, demo("/sections-demo"), "sections-demo", w.name);

      // The platform: landing, staff sign-in, registration, the admin screen.
      const platform = await open();
      await look(platform, root("/"), "landing", w.name);
      await look(platform, root("/login"), "staff-login", w.name);
      await look(platform, root("/register-tenant"), "register-tenant", w.name);
      await signInAs(platform, "admin");
      await look(platform, root("/admin"), "admin", w.name, (p) => p.getByTestId("stat-active-tenants").waitFor());
      await platform.getByRole("tab", { name: "Manage Tenants" }).click();
      await platform.getByTestId("tenant-card").first().waitFor();
      await shotOf(platform, `${w.name}-admin-tenants`, { fullPage: true });
      expect.soft(await platform.evaluate(layoutProblems), `admin tenants at ${w.name} width`).toEqual([]);
    } finally {
      for (const ctx of contexts) await ctx.close();
    }
  });
}
