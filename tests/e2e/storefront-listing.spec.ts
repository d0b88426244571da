import { expect, test, type Page } from "@playwright/test";
import { PORT, shot } from "./helpers";

/**
 * Listings driven by the URL: the server filters, sorts and paginates (24 per page), so a shopper can
 * page through, filter and sort with plain links and GET forms — with JavaScript and without it. The
 * demo store has a little over one page of active products.
 */

const demo = `http://localhost:${PORT}/store/demo`;
const PAGE_SIZE = 24;

async function found(page: Page) {
  const text = ((await page.getByTestId("product-count").textContent()) ?? "").trim();
  const m = /^(\d+) product\(s\) found$/.exec(text);
  expect(m, `count text "${text}"`).not.toBeNull();
  return Number(m![1]);
}
const cards = (page: Page) => page.getByTestId("product-card");
const prices = async (page: Page) =>
  (await cards(page).locator(".sb-price-now").allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, "")));
const names = async (page: Page) => cards(page).locator(".sb-card-name").allTextContents();
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

for (const js of [true, false]) {
  test.describe(`JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("pages through /products with links; the head points at the neighbours and the canonical page", async ({ page }) => {
      await page.goto(`${demo}/products`);
      const total = await found(page);
      expect(total).toBeGreaterThan(PAGE_SIZE);
      await expect(cards(page)).toHaveCount(PAGE_SIZE);
      const first = await names(page);
      await expect(page.locator('link[rel="next"]').first()).toHaveAttribute("href", "/store/demo/products?page=2");
      await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("Page 1");

      await pagination(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(`${demo}/products?page=2`);
      expect(await found(page)).toBe(total);
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
      const second = await names(page);
      for (const n of second) expect(first).not.toContain(n);
      await expect(page.locator('link[rel="canonical"]').first()).toHaveAttribute("href", /\/products\?page=2$/);
      await expect(page.locator('link[rel="prev"]').first()).toHaveAttribute("href", "/store/demo/products");
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("Page 2");
      await shot(page, `listing-page-2-js-${js ? "on" : "off"}`);

      await pagination(page).getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(`${demo}/products`);
      expect(await names(page)).toEqual(first);
    });

    test("sorts and filters by URL, and the pages of a sort continue each other", async ({ page }) => {
      await page.goto(`${demo}/products?sort=price-desc`);
      const p1 = await prices(page);
      expect(p1).toEqual([...p1].sort((a, b) => b - a));
      await pagination(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(`${demo}/products?sort=price-desc&page=2`);
      const p2 = await prices(page);
      expect(p2).toEqual([...p2].sort((a, b) => b - a));
      expect(Math.max(...p2)).toBeLessThanOrEqual(Math.min(...p1));

      await page.goto(`${demo}/products?category=mugs&sort=price-asc`);
      const mugs = await found(page);
      expect(mugs).toBeGreaterThan(0);
      await expect(cards(page)).toHaveCount(mugs);
      await expect(pagination(page)).toHaveCount(0);
      const mp = await prices(page);
      expect(mp).toEqual([...mp].sort((a, b) => a - b));

      await page.goto(`${demo}/products?min=1000&max=3000`);
      for (const p of await prices(page)) {
        expect(p).toBeGreaterThanOrEqual(1000);
        expect(p).toBeLessThanOrEqual(3000);
      }
      await page.goto(`${demo}/category/apparel?sortBy=price&order=desc`);
      const ap = await prices(page);
      expect(ap.length).toBeGreaterThan(1);
      expect(ap).toEqual([...ap].sort((a, b) => b - a));
    });

    test("the search box and the category buttons submit to the URL", async ({ page }) => {
      await page.goto(`${demo}/products?sort=price-desc`);
      await page.getByRole("searchbox", { name: "Search products" }).fill("mug");
      await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
      await expect(page).toHaveURL(/[?&]search=mug/);
      await expect(page).toHaveURL(/[?&]sort=price-desc/);
      const mugs = await found(page);
      expect(mugs).toBeGreaterThan(0);
      expect(mugs).toBeLessThan(PAGE_SIZE);
      const mp = await prices(page);
      expect(mp).toEqual([...mp].sort((a, b) => b - a));

      await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: "Electronics" }).click();
      await expect(page).toHaveURL(/[?&]category=electronics/);
      await expect(page).toHaveURL(/[?&]search=mug/);
      await expect(page.getByRole("button", { name: "Electronics" })).toHaveAttribute("aria-pressed", "true");
      expect(await found(page)).toBeLessThan(mugs);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("native selects sort the list; Clear All Filters keeps the sort", async ({ page }) => {
    await page.goto(`${demo}/products?search=tee`);
    const tees = await found(page);
    expect(tees).toBeGreaterThan(1);
    await page.locator('select[name="sort"]').selectOption("price-asc");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page).toHaveURL(/[?&]search=tee/);
    const p = await prices(page);
    expect(p).toEqual([...p].sort((a, b) => a - b));
    await page.getByRole("button", { name: "Clear All Filters" }).first().click();
    await expect(page).toHaveURL(`${demo}/products?sort=price-asc`);
    expect(await found(page)).toBeGreaterThan(tees);
  });

  test("a category's filters are open and submit to its URL", async ({ page }) => {
    await page.goto(`${demo}/category/apparel`);
    await page.getByLabel("Min price").fill("1000");
    await page.getByLabel("Sort field").selectOption("price");
    await page.getByLabel("Sort order").selectOption("desc");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/apparel\?min=1000&sortBy=price&order=desc$/);
    const p = await prices(page);
    expect(p.length).toBeGreaterThan(0);
    expect(p).toEqual([...p].sort((a, b) => b - a));
    for (const x of p) expect(x).toBeGreaterThanOrEqual(1000);
  });
});

test.describe("with JavaScript, each query is its own cached page", () => {
  test("typing in the search box survives the page swaps it causes; the sort keeps focus; the phone's panel stays open", async ({ page }) => {
    await page.goto(`${demo}/products`);
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.click();
    // Slow enough that the debounced search commits mid-word and the page under the box is replaced.
    await box.pressSequentially("ceramic", { delay: 40 });
    await page.waitForTimeout(400);
    await box.pressSequentially(" mug", { delay: 450 });
    await expect(page).toHaveURL(/[?&]search=ceramic(\+|%20)mug$/);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("ceramic mug");
    expect(await found(page)).toBeGreaterThan(0);

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.focus();
    await sort.selectOption("price-desc");
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect(sort).toBeFocused();
    await expect(sort).toHaveValue("price-desc");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Show Filters" }).click();
    await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: "Home & Kitchen" }).click();
    await expect(page).toHaveURL(/[?&]category=home-kitchen/);
    await expect(page.getByRole("button", { name: "Hide Filters" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: "Home & Kitchen" })).toHaveAttribute("aria-pressed", "true");
  });
});
