import { readFileSync } from "node:fs";
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { PORT, shot, shotOf } from "./helpers";
import { createStore, ownerApiOf, type Store } from "./stores";

/**
 * Issue 44's shopper journeys (records 0159, 0161, 0162), in Chromium, on a store of its own set up as demo is (tax,
 * shipping, cash on delivery): the owner has enabled Hindi and Arabic, translated a product and added USD. A shopper
 * reads /hi/ (the storefront's words in Hindi and the product's translated name), switches to USD, checks out with
 * the charge stated in rupees and gets the confirmation mail in Hindi; /ar/ renders right to left (header, cart
 * drawer, checkout mirrored); hreflang alternates and the sitemap validate; the Accept-Language suggestion is a bar,
 * never a redirect. SHOTS=1 keeps the screens at 390 and 1280 px.
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });

type Tree = { [k: string]: string | Tree };
const catalog = (ns: string, lang: string): Tree => JSON.parse(readFileSync(`lib/i18n/messages/${ns}/${lang}.json`, "utf8")) as Tree;
const pick = (tree: Tree, key: string) => key.split(".").reduce<string | Tree | undefined>((n, k) => (n && typeof n === "object" ? n[k] : undefined), tree);
/** A storefront message as the page shows it in `lang` (English where the language lacks it), `{arguments}` filled. */
function word(lang: string, ns: string, key: string, values: Record<string, string> = {}): string {
  const message = pick(catalog(ns, lang), key) ?? pick(catalog(ns, "en"), key);
  if (typeof message !== "string") throw new Error(`no message ${ns}.${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
const hi = (ns: string, key: string, values?: Record<string, string>) => word("hi", ns, key, values);
/** A message's words before its first argument: what a page shows whatever the argument's value. */
const lead = (message: string) => message.split("{")[0].trim();

let store: Store;
let owner: APIRequestContext;
let kurta: Store["products"][number];

test.beforeAll(async () => {
  store = await createStore({ prefix: "i18n", name: "Bhasha Bazaar", like: "demo", products: [{ name: "Cotton Kurta", price: "1500.00", quantity: 20, description: "<p>Light and comfortable.</p>" }] });
  kurta = store.products[0];
  owner = await ownerApiOf(store);
  // The owner's side in Chromium is translations.spec.ts (Settings → Languages, the Translate tab) and currencies.spec.ts.
  expect((await owner.put("api/settings/languages", { data: { defaultLanguage: "en", languages: ["en", "hi", "ar"] } })).status()).toBe(200);
  const put = await owner.put(`api/translations/product/${kurta.id}?lang=hi`, { data: { fields: { name: "सूती कुर्ता", description: "<p>हल्का और आरामदायक</p>" } } });
  expect(put.status(), await put.text()).toBe(200);
  expect((await owner.put("api/settings/currencies", { data: { currencies: [{ code: "USD", rate: "0.0120", rounding: "0.99" }] } })).status()).toBe(200);
});

const currencySwitcher = (page: Page) => page.getByTestId("currency-switcher").filter({ visible: true }).first();

test("a shopper reads /hi/, switches to USD, checks out with the charge in rupees and is confirmed in Hindi", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(store.url("/hi"));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  // The storefront's own words in Hindi (the footer's), the switcher naming the language in itself.
  await expect(page.getByTestId("accepted-payments")).toContainText(hi("common", "footer.weAccept"));
  await expect(page.getByTestId("language-switcher-header").locator("summary")).toHaveAttribute("aria-label", hi("common", "language.change", { name: "हिन्दी" }));
  await shotOf(page, "hi-home-1280");

  await page.goto(store.url("/hi/products"));
  await expect(page.getByText("सूती कुर्ता").first()).toBeVisible();
  await page.goto(store.url(`/hi/product/${kurta.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: "सूती कुर्ता" })).toBeVisible();
  await expect(page.locator("main")).toContainText("₹1,500.00");

  // USD from the header: the same Hindi page, prices converted and rounded (1,500 × 0.012 = 18.00 → 18.99).
  await currencySwitcher(page).locator("summary").click();
  await currencySwitcher(page).getByRole("link", { name: "USD", exact: true }).click();
  await expect(page).toHaveURL(store.url(`/hi/product/${kurta.slug}`));
  await expect(page.locator("main")).toContainText("$18.99");
  await shot(page, "hi-product-usd-1280");
  await page.getByRole("button", { name: hi("catalog", "product.addToCart") }).click();
  await expect(page.getByText(hi("cart", "toast.addedTitle"), { exact: true }).first()).toBeVisible();

  // The checkout in Hindi: a new account, an address, cash on delivery; the charge stated in rupees.
  await page.goto(store.url("/hi/checkout"));
  const email = `bhasha-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel(hi("checkout", "fields.firstName")).fill("Kavya");
  await page.getByLabel(hi("checkout", "fields.lastName")).fill("Iyer");
  await page.getByLabel(hi("checkout", "fields.email")).fill(email);
  await page.getByLabel(hi("checkout", "fields.password"), { exact: true }).fill("secret123");
  await page.getByRole("button", { name: hi("checkout", "register.createAccount") }).click();
  await expect(page.getByText(hi("checkout", "address.title"))).toBeVisible();
  await page.getByLabel(hi("checkout", "fields.address"), { exact: true }).fill("7 Lavelle Road");
  await page.getByLabel(hi("checkout", "fields.city")).fill("Bengaluru");
  await page.getByLabel(hi("checkout", "fields.postalCode.IN")).fill("560001");
  await page.getByLabel(hi("account", "region.country")).selectOption("IN");
  await page.getByLabel(hi("account", "region.state")).selectOption("Karnataka");
  await page.getByRole("button", { name: hi("checkout", "address.save") }).click();
  await expect(page.getByRole("heading", { name: hi("checkout", "form.title") })).toBeVisible();
  // The cart's line keeps the product's Hindi name (the signed-in cart is read through /hi/api/).
  await expect(page.locator("main")).toContainText("सूती कुर्ता");
  await page.getByRole("radio", { name: new RegExp(hi("checkout", "methods.cod.name")) }).check();
  const note = page.getByTestId("charge-note");
  await expect(note).toContainText(lead(hi("checkout", "form.chargeNote")));
  await expect(note.locator("strong")).toHaveText(/^₹[\d,]+\.\d\d$/);
  await expect(page.getByTestId("order-summary-totals").getByTestId("summary-total")).toContainText("$");
  await shot(page, "hi-checkout-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "hi-checkout-390");
  await page.getByRole("button", { name: hi("checkout", "methods.cod.button") }).click();
  await page.waitForURL(/\/hi\/order\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").pop()!;
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  await shot(page, "hi-order-390");

  // The order: charged in rupees, placed in Hindi; its confirmation mail is in Hindi.
  const order = (await (await owner.get(`api/orders/${orderId}`)).json()) as { currency: string; displayCurrency: string };
  expect(order).toMatchObject({ currency: "INR", displayCurrency: "USD" });
  const asPattern = (message: string) => new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace("{number}", ".+")}$`);
  const hindi = asPattern(hi("mail", "order.subject"));
  expect(hindi.test(word("en", "mail", "order.subject", { number: "#1001" }))).toBe(false);
  await expect
    .poll(async () => {
      const list = (await (await owner.get("api/mail")).json()) as { to: string; subject: string | null }[];
      return list.filter((m) => m.to === email).some((m) => hindi.test(m.subject ?? ""));
    }, { timeout: 30_000 })
    .toBe(true);
});

test("/ar/ renders right to left: header, cart drawer and checkout mirrored", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(store.url(`/ar/product/${kurta.slug}`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // The store's name sits at the inline start: the right in Arabic.
  const brand = await page.locator("header").getByRole("link", { name: /Bhasha Bazaar/ }).first().boundingBox();
  expect(brand!.x).toBeGreaterThan(640);
  await shot(page, "ar-product-1280");
  await page.getByRole("button", { name: word("ar", "catalog", "product.addToCart") }).click();
  // The drawer opens from the inline end: the left.
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box!.x).toBeLessThan(100);
  await shotOf(page, "ar-drawer-1280");
  await page.keyboard.press("Escape");

  await page.goto(store.url("/ar/checkout"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByText(word("ar", "checkout", "register.title"))).toBeVisible();
  const first = await page.getByLabel(word("ar", "checkout", "fields.firstName")).boundingBox();
  const last = await page.getByLabel(word("ar", "checkout", "fields.lastName")).boundingBox();
  // Side by side at 1280: the first name to the right of the last name.
  if (first && last && Math.abs(first.y - last.y) < 5) expect(first.x).toBeGreaterThan(last.x);
  await shot(page, "ar-checkout-1280");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(store.url("/ar"));
  const menu = page.locator("header").getByRole("button").first();
  expect((await menu.boundingBox())!.x).toBeGreaterThan(195);
  await shot(page, "ar-home-390");
  await page.goto(store.url("/ar/checkout"));
  await shot(page, "ar-checkout-390");
  await page.goto(store.url("/hi"));
  await shot(page, "hi-home-390");
});

test("hreflang alternates answer 200 and link back; the sitemap lists them; other prefixes are 404", async () => {
  const api = await request.newContext();
  const at = (path: string) => store.pathUrl(path);
  /** The page's `<link rel="alternate" hreflang>` as {language: path}, paths of the store's own host. */
  const alternates = async (path: string) => {
    const res = await api.get(at(path));
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname] as const);
    const canonical = new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]).pathname;
    return { links: Object.fromEntries(links), canonical };
  };
  for (const path of ["/", "/products", `/product/${kurta.slug}`]) {
    const base = await alternates(path);
    expect(Object.keys(base.links).sort()).toEqual(["ar", "en", "hi", "x-default"]);
    for (const [lang, href] of Object.entries(base.links)) {
      const other = await alternates(href);
      // Every alternate answers 200, names the same set, and is its own language's canonical.
      expect(other.links, `${lang} ${href}`).toEqual(base.links);
      if (lang !== "x-default") expect(other.canonical).toBe(href);
    }
  }
  const sitemap = await (await api.get(at("/sitemap.xml"))).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/hi/product/${kurta.slug}</loc>(?:<lastmod>[^<]*</lastmod>)?<xhtml:link rel="alternate" hreflang="en"`));
  for (const href of new Set([...sitemap.matchAll(/hreflang="[^"]+" href="([^"]+)"/g)].map((m) => new URL(m[1]).pathname)).values()) {
    if (!href.includes(kurta.slug) && href !== "/" && href !== "/hi" && href !== "/ar") continue;
    expect((await api.get(at(href))).status(), href).toBe(200);
  }
  // A language the store has not enabled, and the default language's own prefix: 404.
  expect((await api.get(at("/fr/products"))).status()).toBe(404);
  expect((await api.get(at("/en/products"))).status()).toBe(404);
  await api.dispose();
});

test("the browser's language is suggested once, as a bar in that language; never a redirect", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const res = await page.goto(store.url("/products"));
  expect(res!.status()).toBe(200);
  await expect(page).toHaveURL(store.url("/products"));
  const bar = page.locator("[data-language-banner]");
  await expect(bar).toContainText(hi("common", "languageBanner.prompt", { language: "हिन्दी" }));
  await expect(bar).toHaveAttribute("lang", "hi");
  await shot(page, "language-banner-390");
  await bar.getByRole("link").click();
  await expect(page).toHaveURL(store.url("/hi/products"));
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // Chosen once: the bar stays away, also back on the English page.
  await page.goto(store.url("/products"));
  await page.waitForLoadState("load");
  await expect(page.locator("[data-language-banner]")).toHaveCount(0);
  await context.close();
  // A browser already reading the page's language sees no bar.
  const english = await browser.newContext({ locale: "en-US" });
  const p2 = await english.newPage();
  await p2.goto(store.url("/products"));
  await p2.waitForLoadState("load");
  await expect(p2.locator("[data-language-banner]")).toHaveCount(0);
  await english.close();
  void PORT;
});
