import { expect, test, type Page } from "@playwright/test";
import { PORT, demo, png, shot, sub, uploadOf } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * Hero banners, as an owner and a shopper would meet them: uploading desktop and mobile images on /hero-banner,
 * switching the banner on, the store home showing the right image per device, the six-image limit; and a
 * brand-new store that looks presentable (menus, no empty boxes) with its setup checklist on the overview.
 */

/**
 * The owner's uploads go to a copy of the demo store as shipped (stores.ts `clone: "demo"`), made for the test, so
 * demo's home stays as seeded: the phone-and-desktop check of the demo home below only reads it.
 */
let store: Store;

/** A new copy of demo, its owner signed in; every caller opens a page next. */
async function signInAsOwner(page: Page) {
  // Making the store is part of the test: on a busy machine that is past the default minute.
  test.slow();
  store = await createStore({ prefix: "hero", clone: "demo" });
  await signInOwnerOf(page, store);
}

const file = (name: string, rgb: [number, number, number]) => ({ name, mimeType: "image/png", buffer: png(...rgb, 24) });

test("the owner uploads a desktop and a mobile hero banner, activates it, and the home shows the right image per device", async ({ page, browser }) => {
  await signInAsOwner(page);
  await page.goto(store.url("/hero-banner"));
  await expect(page.getByRole("heading", { level: 1, name: "Hero Banners" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hero Banner" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("tab", { name: /Half Rectangular/ }).click();
  const desktop = page.getByTestId("hero-grid-desktop");
  const mobile = page.getByTestId("hero-grid-mobile");
  await expect(page.getByTestId("hero-upload-desktop")).toContainText("0/6");

  await desktop.locator('input[type="file"]').setInputFiles(file("wide.png", [200, 60, 60]));
  await expect(page.getByText("Hero banner updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("hero-upload-desktop")).toContainText("1/6");
  await mobile.locator('input[type="file"]').setInputFiles(file("tall.png", [60, 60, 200]));
  await expect(page.getByTestId("hero-upload-mobile")).toContainText("1/6");

  // Not a picture: refused before any upload.
  await mobile.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Invalid file", { exact: true })).toBeVisible();
  await expect(page.getByTestId("hero-upload-mobile")).toContainText("1/6");

  await page.getByRole("switch", { name: "Active" }).click();
  await expect(page.getByRole("switch", { name: "Active" })).toBeChecked();
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();

  const desktopUrl = uploadOf(await desktop.getByRole("img").first().getAttribute("src"));
  const mobileUrl = uploadOf(await mobile.getByRole("img").first().getAttribute("src"));
  // The store shows resized copies of the uploads: their srcsets name each upload, encoded.
  const inSrcset = (url: string | null) => encodeURIComponent(url!);
  expect(desktopUrl).toMatch(/^\/uploads\//);
  expect(mobileUrl).toMatch(/^\/uploads\//);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "hero-banner-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "hero-banner-390");

  // A shopper in another browser sees the banner: the mobile image on a phone, the desktop one above.
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await shopper.newPage();
  await expect
    .poll(async () => {
      await phone.goto(store.url("/"));
      return phone.locator(`picture source[srcset*="${inSrcset(mobileUrl)}"]`).count();
    }, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const source = phone.locator(`picture source[srcset*="${inSrcset(mobileUrl)}"]`).first();
  await expect(source).toHaveAttribute("media", "(max-width: 767px)");
  const img = phone.locator(`picture:has(source[srcset*="${inSrcset(mobileUrl)}"]) img`).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(inSrcset(mobileUrl));
  await phone.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain(inSrcset(desktopUrl));
  await shopper.close();

  // Up to six per device type: five more fill it, then the tile says why it refuses.
  await page.setViewportSize({ width: 1280, height: 900 });
  await desktop.locator('input[type="file"]').setInputFiles([1, 2, 3, 4, 5].map((i) => file(`wide-${i}.png`, [40 * i, 120, 90])));
  await expect(page.getByTestId("hero-upload-desktop")).toContainText("6/6");
  await page.getByTestId("hero-upload-desktop").click();
  await expect(page.getByText("Upload limit reached", { exact: true })).toBeVisible();
  await expect(page.getByText("Maximum 6 images allowed per device type", { exact: true })).toBeVisible();
});

test("the demo home at phone and desktop width: the hero fills the width, nothing scrolls sideways", async ({ page }) => {
  for (const [w, h] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(demo("/"));
    const hero = page.locator("picture img").first();
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    const box = (await hero.boundingBox())!;
    expect(box.height).toBeGreaterThan(150);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await shot(page, `demo-home-${w}`);
  }
});

test("a brand-new store has menus and no empty boxes; its owner sees the setup checklist", async ({ page }) => {
  const slug = `hero${Date.now().toString(36)}`;
  const r = await page.request.post(`http://localhost:${PORT}/api/register-tenant`, {
    data: { name: "Blank Slate", subdomain: slug, plan: "monthly", ownerFirstName: "Mira", ownerLastName: "Das", ownerEmail: `${slug}@example.com`, ownerPassword: "longenough1" },
  });
  expect(r.status(), await r.text()).toBe(201);

  for (const [w, h] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(sub(slug, "/"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("No categories available yet.")).toHaveCount(0);
    await expect(page.getByText("No collections available yet.")).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "All Products" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    await shot(page, `new-store-home-${w}`);
  }

  // Registration signed the owner in (path mode on the platform host).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`http://localhost:${PORT}/store/${slug}/tenant-dashboard`);
  const checklist = page.getByTestId("setup-checklist");
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText("Add at least one Hero Banner")).toBeVisible();
  await expect(checklist.locator('li[data-done="true"]')).toHaveCount(1); // the starter menus
  await checklist.getByRole("link", { name: /Hero Banner/ }).click();
  await page.waitForURL(`**/store/${slug}/hero-banner`);
  await expect(page.getByRole("heading", { level: 1, name: "Hero Banners" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "new-store-hero-banner-390");
});
