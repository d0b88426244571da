import { expect, test, type Page } from "@playwright/test";
import { PORT, shot } from "./helpers";
import { createStore, registerCustomerOf, signInCustomerOf, signInOwnerOf } from "./stores";

/**
 * The storefront (issue 3) in Chromium, in subdomain mode (path mode: path-mode.spec.ts)
 * (demo.localhost): browse, filter, the product page, the cart drawer, categories, collections, pages,
 * the 404 states, mobile navigation and the SEO files. They read the demo store as shipped (no journey changes
 * it); the two that change a store (a customer's wishlist, the header menu switched off) do it on a store of
 * their own (stores.ts), set up as demo is.
 */

// Path mode (/store/demo/…) is path-mode.spec.ts's one journey (issue 38); these run on the store's own host.
const MODES = [{ name: "subdomain", base: (slug: string) => `http://${slug}.localhost:${PORT}` }] as const;

const productCount = (page: Page) => page.getByTestId("product-count");
async function foundNumber(page: Page) {
  const text = (await productCount(page).textContent()) ?? "";
  const m = /^(\d+) product\(s\) found$/.exec(text.trim());
  expect(m, `count text "${text}"`).not.toBeNull();
  return Number(m![1]);
}

for (const mode of MODES) {
  const demo = mode.base("demo");
  const gadgets = mode.base("gadgets");

  test(`${mode.name} mode: home → category → product → cart, kept across a reload; gadgets has its own`, async ({ page }) => {
    await page.goto(demo);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Everyday essentials, beautifully made");
    await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Best Sellers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Best Sellers" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "ALL" }).first()).toBeVisible();
    // A subcategory tab shows that subcategory's products only (drawn in the browser from the page's data).
    const apparel = page.getByRole("region", { name: "Apparel", exact: true });
    await apparel.getByRole("tab", { name: "Hoodies" }).click();
    await expect(apparel.getByRole("tab", { name: "Hoodies" })).toHaveAttribute("aria-selected", "true");
    const hoodies = apparel.getByRole("tabpanel").getByTestId("product-card");
    await expect(hoodies.first()).toBeVisible();
    for (const name of await hoodies.locator(".sb-card-name").allTextContents()) expect(name).toMatch(/Hoodie/);
    await apparel.getByRole("tab", { name: "ALL" }).click();
    await shot(page, `home-${mode.name}`);

    await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: /^Apparel/ }).click();
    await expect(page).toHaveURL(`${demo}/category/apparel`);
    await expect(page.getByRole("heading", { level: 1, name: "Apparel" })).toBeVisible();
    await page.getByRole("navigation", { name: "Subcategories" }).getByRole("link", { name: "T-Shirts" }).click();
    await expect(page).toHaveURL(`${demo}/category/apparel/t-shirts`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Apparel");

    await page.getByRole("link", { name: /Classic Crew Neck Tee - Navy/ }).first().click();
    await expect(page).toHaveURL(`${demo}/product/classic-crew-neck-tee-navy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Classic Crew Neck Tee - Navy");
    await expect(page.getByTestId("product-price")).toHaveText("₹599.00");
    await expect(page.getByTestId("product-compare-price")).toContainText("₹799.00");

    await page.getByRole("button", { name: "Increase quantity", exact: true }).click();
    await expect(page.getByTestId("quantity-input")).toHaveValue("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("cart-item")).toHaveCount(1);
    await expect(drawer.getByTestId("cart-item")).toContainText("Classic Crew Neck Tee - Navy");
    await expect(drawer.getByTestId("cart-item-quantity")).toHaveText("2");
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("₹1,198.00");
    await expect(drawer).toContainText("Tax and shipping calculated at checkout.");
    await expect(drawer.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();

    await drawer.getByRole("button", { name: "Increase quantity of Classic Crew Neck Tee - Navy" }).click();
    await expect(drawer.getByTestId("cart-item-quantity")).toHaveText("3");
    await expect(drawer.getByTestId("cart-subtotal")).toHaveText("₹1,797.00");
    await shot(page, `cart-drawer-${mode.name}`);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("cart-count")).toHaveText("3");

    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    await page.getByTestId("cart-button").click();
    await expect(drawer.getByTestId("cart-item-quantity")).toHaveText("3");
    await drawer.getByRole("button", { name: "Decrease quantity of Classic Crew Neck Tee - Navy" }).click();
    await expect(drawer.getByTestId("cart-item-quantity")).toHaveText("2");
    await page.keyboard.press("Escape");

    // The other store: its own products, its own (empty) cart.
    await page.goto(gadgets);
    await expect(page.getByRole("banner")).toContainText("Gadget Hub");
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-drawer")).toContainText("Your cart is empty");
    await page.keyboard.press("Escape");
    await page.goto(`${gadgets}/products`);
    await expect(page.getByRole("link", { name: /Nova X Pro Smartphone/ })).toBeVisible();
    await expect(page.getByText("Classic Crew Neck Tee - Navy")).toHaveCount(0);
    await expect(page.getByTestId("product-card").first()).toContainText("$");

    // Back on demo the cart is still there; removing and clearing work.
    await page.goto(`${demo}/products`);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await page.getByTestId("cart-button").click();
    await page.getByRole("button", { name: "Remove Classic Crew Neck Tee - Navy" }).click();
    await expect(page.getByText("Removed from cart", { exact: true })).toBeVisible();
    await expect(page.getByTestId("cart-drawer")).toContainText("Your cart is empty");
  });

  test(`${mode.name} mode: /products filters and sort change the list and survive a reload`, async ({ page }) => {
    await page.goto(`${demo}/products`);
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    const total = await foundNumber(page);
    expect(total).toBeGreaterThan(20);
    // Drafts and archived products are not for shoppers.
    await expect(page.getByText("V-Neck Essential Tee - Charcoal")).toHaveCount(0);
    await expect(page.getByText("Colour Block Hoodie (2023 Edition)")).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Search products" }).fill("mug");
    await expect(page).toHaveURL(/[?&]search=mug/);
    const mugs = await foundNumber(page);
    expect(mugs).toBeGreaterThan(0);
    expect(mugs).toBeLessThan(total);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price high-low" });
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    const prices = async () =>
      (await page.getByTestId("product-card").locator(".sb-price-now").allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, "")));
    const desc = await prices();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    await page.getByLabel("Min price").fill("500");
    await page.getByLabel("Min price").press("Enter");
    await expect(page).toHaveURL(/[?&]min=500/);
    const filtered = await foundNumber(page);
    expect(filtered).toBeLessThanOrEqual(mugs);
    for (const p of await prices()) expect(p).toBeGreaterThanOrEqual(500);

    await page.getByRole("button", { name: "List view" }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(page.locator("[data-view=list]")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("mug");
    await expect(page.getByLabel("Min price")).toHaveValue("500");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("price-desc");
    expect(await foundNumber(page)).toBe(filtered);
    expect(await prices()).toEqual(desc.filter((p) => p >= 500));
    await expect(page.locator("[data-view=list]")).toBeVisible();

    await page.getByRole("button", { name: "Clear All Filters" }).first().click();
    await expect.poll(() => foundNumber(page)).toBe(total);

    await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: "Mugs" }).click();
    await expect(page).toHaveURL(/[?&]category=mugs/);
    await expect(page.getByRole("button", { name: "Mugs" })).toHaveAttribute("aria-pressed", "true");
    // Shoppers have no product-status filter, and a status in the URL is not read: never a draft.
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveCount(0);
    const inMugs = await foundNumber(page);
    await page.goto(`${page.url()}&status=draft`);
    expect(await foundNumber(page)).toBe(inMugs);
    await page.getByRole("searchbox", { name: "Search products" }).fill("qqxzzvw");
    await expect(page.getByRole("heading", { name: "No Products Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more products.")).toBeVisible();
    await shot(page, `products-empty-${mode.name}`);
  });
}

test("the header search finds products by name or description", async ({ page }) => {
  const demo = MODES[0].base("demo");
  await page.goto(`${demo}/pages/about-us`);
  await page.getByRole("banner").getByRole("button", { name: "Search products" }).click();
  await page.getByRole("dialog").getByRole("searchbox", { name: "Search products" }).fill("sandalwood");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${demo}/products?search=sandalwood`);
  await expect(page.getByRole("link", { name: /Hand-Poured Soy Candle - Sandalwood/ })).toBeVisible();
  expect(await foundNumber(page)).toBe(1);
  // A word that only appears in a description ("Tiruppur" is where the organic tee is knitted).
  await page.getByRole("searchbox", { name: "Search products" }).fill("tiruppur");
  await expect(page.getByRole("link", { name: /Organic Cotton Tee - White/ })).toBeVisible();
});

test("nested category paths, invalid paths and unknown categories", async ({ page }) => {
  const demo = MODES[0].base("demo");
  await page.goto(`${demo}/category/apparel/t-shirts`);
  await expect(page.getByRole("heading", { level: 1, name: "T-Shirts" })).toBeVisible();
  await expect(page.getByTestId("category-count")).toHaveText(/^\d+ Product\(s\)$/);
  await page.getByRole("searchbox", { name: "Search in this category" }).fill("zzzz-nothing");
  await expect(page.getByText("No products found in this category.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search in this category" }).fill("");
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price" });
  await page.getByRole("combobox", { name: "Order" }).selectOption({ label: "Descending" });
  await expect(page).toHaveURL(/sortBy=price&order=desc/);
  await shot(page, "category-nested");

  await page.goto(`${demo}/category/t-shirts`);
  await expect(page.getByRole("heading", { name: "Invalid Category Path" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to T-Shirts" })).toHaveAttribute("href", "/category/apparel/t-shirts");
  await page.goto(`${demo}/category/electronics/t-shirts`);
  await expect(page.getByRole("heading", { name: "Invalid Category Path" })).toBeVisible();

  const res = await page.goto(`${demo}/category/no-such-thing`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();

  await page.goto(`http://localhost:${PORT}/store/gadgets/category/phones-tablets/smartphones`);
  await expect(page.getByRole("heading", { level: 1, name: "Smartphones" })).toBeVisible();
});

test("product page: stock, details, wishlist asks visitors to log in, share copies the link, SEO data", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: `http://demo.localhost:${PORT}` });
  const demo = MODES[0].base("demo");
  await page.goto(`${demo}/product/classic-crew-neck-tee-navy`);
  await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
  await expect(page.getByText("DEMO-TS-001")).toBeVisible();
  await expect(page.getByText("Fast Shipping")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related Products" }).locator("..").getByTestId("product-card")).toHaveCount(4);
  await expect(page.locator("section[aria-labelledby=details]")).toContainText("0.20 kg");

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://demo.localhost:${PORT}/product/classic-crew-neck-tee-navy`); // canonical URLs carry PUBLIC_PORT (playwright.config.ts)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Classic Crew Neck Tee - Navy/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  // The tee comes in sizes and colours: a ProductGroup with an offer per variant (issue 25).
  expect(ld).toMatchObject({ "@type": "ProductGroup", variesBy: ["https://schema.org/size", "https://schema.org/color"] });
  expect(ld.hasVariant).toHaveLength(12);
  expect(ld.hasVariant[0]).toMatchObject({
    sku: "DEMO-TS-001-S-NAV",
    size: "S",
    color: "Navy",
    offers: { price: "599.00", priceCurrency: "INR", availability: "https://schema.org/InStock" },
  });

  await page.getByTestId("share-button").click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${demo}/product/classic-crew-neck-tee-navy`);

  await page.getByTestId("wishlist-button").click();
  await expect(page.getByText("Please log in", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/customer/login");
  await shot(page, "product-page");

  await page.goto(`${demo}/product/striped-breton-tee`);
  await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();

  await page.goto(`${demo}/product/home-barista-brewing-guide-ebook`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home Barista Brewing Guide (eBook)");
  await expect(page.getByText("Fast Shipping")).toHaveCount(0);

  const res = await page.goto(`${demo}/product/v-neck-essential-tee-charcoal`); // a draft
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
});

test("a signed-in customer adds and removes the product from the wishlist", async ({ page }) => {
  const store = await createStore({ prefix: "wish", like: "demo", demoProducts: ["Boom Mini Bluetooth Speaker"] });
  await signInCustomerOf(page, store, await registerCustomerOf(store));

  const slug = "boom-mini-bluetooth-speaker";
  const saved = () =>
    page.evaluate(
      async ([s, base]) => {
        const items = (await (await fetch(`${base}/api/customers/wishlist`)).json()) as { product?: { slug?: string }; productId: string }[];
        return items.some((i) => i.product?.slug === s);
      },
      [slug, `/store/${store.slug}`] as const,
    );

  await page.goto(`/store/${store.slug}/product/${slug}`);
  const button = page.getByTestId("wishlist-button");
  await expect(button).toBeEnabled();
  if ((await button.getAttribute("aria-pressed")) === "true") {
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "false");
  }
  await button.click();
  await expect(page.getByText("Added to wishlist", { exact: true })).toBeVisible();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  expect(await saved()).toBe(true);

  await page.reload();
  await expect(page.getByTestId("wishlist-button")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("wishlist-button").click();
  await expect(page.getByText("Removed from wishlist", { exact: true })).toBeVisible();
  await expect(page.getByTestId("wishlist-button")).toHaveAttribute("aria-pressed", "false");
  expect(await saved()).toBe(false);
});

test("collections, published pages, 404s and the store's SEO files", async ({ page }) => {
  const demo = MODES[0].base("demo");
  await page.goto(`${demo}/collections/best-sellers`);
  await expect(page.getByText("Curated Collection")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Best Sellers" })).toBeVisible();
  await expect(page.getByTestId("collection-count")).toHaveText("7 Product(s)");
  await page.goto(`${demo}/collections/premium-picks`);
  await expect(page.getByText("Dynamic Collection")).toBeVisible();
  const res = await page.goto(`${demo}/collections/nope`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Collection Not Found" })).toBeVisible();

  await page.goto(`${demo}/pages/about-us`);
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Made for everyday" })).toBeVisible();
  // The footer: two menus, the payment methods the store accepts (which other journeys switch on and off), this year.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("navigation")).toHaveCount(2);
  await expect(footer.getByTestId("accepted-payments")).toContainText("We accept:");
  await expect(footer).toContainText(String(new Date().getFullYear()));

  const miss = await page.goto(`${demo}/no-such-page`);
  expect(miss?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Please check the URL or browse our Demo Store store.")).toBeVisible();

  // Anonymous store pages may be kept by a shared cache (CDN) for a while.
  const list = await page.goto(`http://demo.localhost:${PORT}/products`);
  expect(list?.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(list?.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);

  const sitemap = await page.goto(`http://demo.localhost:${PORT}/sitemap.xml`);
  expect(sitemap?.status()).toBe(200);
  const xml = (await sitemap?.text()) ?? "";
  expect(xml).toContain(`<loc>http://demo.localhost:${PORT}/product/classic-crew-neck-tee-navy</loc>`);
  expect(xml).toContain(`<loc>http://demo.localhost:${PORT}/category/apparel/t-shirts</loc>`);
  expect(xml).toContain(`<loc>http://demo.localhost:${PORT}/collections/premium-picks</loc>`);
  expect(xml).toContain(`<loc>http://demo.localhost:${PORT}/pages/about-us</loc>`);
  expect(xml).not.toContain("v-neck-essential-tee-charcoal");
  expect(xml).not.toContain("nova-x-pro");
  const robots = await page.goto(`http://gadgets.localhost:${PORT}/robots.txt`);
  expect(await robots?.text()).toContain(`Sitemap: http://gadgets.localhost:${PORT}/sitemap.xml`);
});

test("'Add your header menu Here' shows only to the store's owner, only while there is no header menu", async ({ page, browser }) => {
  // A store of its own with demo's menus: its header menu is switched off here.
  const store = await createStore({ prefix: "menus", like: "demo", demoMenus: true });
  const demo = MODES[0].base(store.slug);
  await signInOwnerOf(page, store);

  // With header menus: no prompt, even for the owner.
  await page.goto(demo);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
  await expect(page.getByTestId("add-header-menu")).toHaveCount(0);

  // The owner's own API calls, made from the store page (same origin, the owner's session).
  const header = await page.evaluate(async () => {
    const list = (await (await fetch("/api/menus")).json()) as { id: string; location: string; isActive: boolean }[];
    return list.filter((m) => m.location === "header" && m.isActive).map((m) => m.id);
  });
  expect(header.length).toBeGreaterThan(0);
  const setActive = async (isActive: boolean) => {
    const statuses = await page.evaluate(
      async ({ ids, isActive }) =>
        Promise.all(
          ids.map(async (id) => (await fetch(`/api/menus/${id}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ isActive }) })).status),
        ),
      { ids: header, isActive },
    );
    expect(statuses.every((st) => st === 200)).toBe(true);
  };
  await setActive(false);
  try {
    await page.goto(demo);
    await expect(page.getByTestId("add-header-menu")).toHaveText("Add your header menu Here");
    await expect(page.getByTestId("add-header-menu")).toHaveAttribute("href", "/tenant-dashboard?tab=menu");

    // A visitor gets the same page without the prompt.
    const visitor = await browser.newPage();
    await visitor.goto(demo);
    await expect(visitor.getByRole("banner")).toContainText(store.name);
    await expect(visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toHaveCount(0);
    await visitor.waitForLoadState("networkidle");
    await expect(visitor.getByTestId("add-header-menu")).toHaveCount(0);
    await visitor.close();
  } finally {
    await setActive(true);
  }
  await page.goto(demo);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("menu drawer with nested items and the account section; filters toggle", async ({ page }) => {
    await page.goto(MODES[0].base("demo"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav.getByRole("link", { name: "Apparel" })).toHaveCount(0);
    await nav.getByRole("button", { name: "Expand Shop" }).click();
    await expect(nav.getByRole("link", { name: "Apparel" })).toBeVisible();
    await expect(nav.getByText("Account")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
    await shot(page, "mobile-menu");
    await nav.getByRole("link", { name: "Apparel" }).click();
    await expect(page).toHaveURL(/\/category\/apparel$/);

    await page.goto(`${MODES[0].base("demo")}/products`);
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await page.getByRole("button", { name: "Show Filters" }).click();
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Hide Filters" })).toBeVisible();
    await shot(page, "mobile-products");
  });
});
