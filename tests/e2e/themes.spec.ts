import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { shot } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * Themes (issue 9): the demo owner picks a theme in the gallery, changes the primary colour and the font in
 * the customizer, sees the live preview change before saving while shoppers still see the old look, saves,
 * and the storefront shows the new colour and font. On a copy of the demo store as shipped (stores.ts), made for
 * each run of the test, so it starts on the default theme and no other journey sees its colours.
 */
let store: Store;
const demo = (path: string) => store.url(path);

/** A new store, its owner signed in; every caller opens a page next. */
async function signInAsOwner(page: Page) {
  // Making the store is part of the test: on a busy machine that is past the default minute.
  test.slow();
  store = await createStore({ prefix: "themes", clone: "demo" });
  await signInOwnerOf(page, store);
}

/** The storefront shell's computed primary colour and body font, in a page or the preview frame. */
async function shellLook(target: Page | FrameLocator) {
  const shell = target.locator("[data-theme-shell]");
  return shell.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { theme: el.getAttribute("data-theme"), primary: cs.getPropertyValue("--primary").trim(), font: cs.fontFamily, weight: cs.fontWeight };
  });
}

test("the owner picks a theme, previews a colour and font live, saves, and the storefront follows", async ({ page, browser }) => {
  await signInAsOwner(page);
  await page.goto(demo("/tenant-dashboard?tab=themes"));

  // The gallery: three themes with previews, the default one active.
  const sellure = page.getByTestId("theme-card-sellure");
  await expect(sellure.getByText("Currently Active")).toBeVisible();
  await expect(page.getByRole("img", { name: /theme preview/ })).toHaveCount(3);
  await expect(sellure.getByRole("button", { name: "Customize" })).toBeVisible();
  await shot(page, "themes-gallery");

  // Choosing Atelier makes it active and opens its customizer.
  await page.getByRole("button", { name: "Use the Atelier theme" }).click();
  await expect(page.getByRole("heading", { name: "Customize Atelier" })).toBeVisible();
  await page.getByRole("button", { name: "Back to themes" }).click();
  await expect(page.getByTestId("theme-card-atelier").getByText("Currently Active")).toBeVisible();
  await expect(sellure.getByText("Currently Active")).toHaveCount(0);
  await page.getByTestId("theme-card-atelier").getByRole("button", { name: "Customize" }).click();

  // A shopper (another browser context) sees the Atelier look.
  const shopper = await (await browser.newContext()).newPage();
  await expect
    .poll(async () => {
      await shopper.goto(demo("/"));
      return (await shellLook(shopper)).theme;
    }, { timeout: 20_000 })
    .toBe("atelier");
  const before = await shellLook(shopper);
  expect(before.primary).toBe("#292524");

  // The customizer: the schema as a form, Save disabled until something changes; the preview is the real store.
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeDisabled();
  const preview = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(preview.locator('[data-theme-shell][data-preview-applied="true"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByLabel("Corner radius")).toBeVisible();
  await expect(page.getByText("0 px", { exact: true })).toBeVisible();

  await page.getByLabel("Primary colour (hex)").fill("#e11d48");
  await page.getByLabel("Body font").selectOption("roboto_n5");
  await expect(save).toBeEnabled();

  // The preview changes before saving…
  await expect.poll(async () => (await shellLook(preview)).primary, { timeout: 15_000 }).toBe("#e11d48");
  await expect.poll(async () => (await shellLook(preview)).font.toLowerCase(), { timeout: 15_000 }).toContain("roboto");
  expect((await shellLook(preview)).weight).toBe("500");
  await shot(page, "themes-customizer-unsaved");

  // …while shoppers still see the saved look.
  await shopper.reload();
  expect((await shellLook(shopper)).primary).toBe("#292524");

  // Reset Changes restores the loaded data; change again and save.
  await page.getByRole("button", { name: "Reset Changes" }).click();
  await expect(save).toBeDisabled();
  await expect.poll(async () => (await shellLook(preview)).primary).toBe("#292524");
  await page.getByLabel("Primary colour (hex)").fill("#e11d48");
  await page.getByLabel("Body font").selectOption("roboto_n5");
  await save.click();
  await expect(page.getByText("Theme settings saved successfully", { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  // Within 5 s the storefront has the new colour and font, for every visitor.
  await expect
    .poll(async () => {
      await shopper.reload();
      const look = await shellLook(shopper);
      return `${look.primary} ${look.font.toLowerCase().includes("roboto")}`;
    }, { timeout: 5_000, intervals: [250, 500, 1000] })
    .toBe("#e11d48 true");
  const button = shopper.getByRole("link", { name: /shop now/i }).first();
  await expect(button).toHaveCSS("background-color", "rgb(225, 29, 72)");
  await shot(shopper, "themes-storefront-saved");

  // Back to the default theme: the gallery switches back too.
  await page.getByRole("button", { name: "Back to themes" }).click();
  await page.getByRole("button", { name: "Use the Sellure theme" }).click();
  await expect(page.getByRole("heading", { name: "Customize Sellure" })).toBeVisible();
});
