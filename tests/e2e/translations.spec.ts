import { expect, test } from "@playwright/test";
import { shotOf } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 44 §1/§3 on the owner's side (record 0161), on a store of its own: the owner enables Hindi and Arabic in
 * Settings → Languages, translates a product's name and description in the product editor's Translate tab (the
 * Details tab keeps what was typed), sees the Hindi progress count it, and the translation is there after a reload.
 * SHOTS=1 keeps the screens at 390 and 1280 px.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let store: Store;

test.beforeAll(async () => {
  store = await createStore({ prefix: "lang", name: "Language Shop", products: [{ name: "Cotton Kurta", price: "899.00", quantity: 5, description: "<p>Light and comfortable.</p>" }] });
});

test("the owner enables Hindi and Arabic and translates a product in its Translate tab", async ({ page }) => {
  await signInOwnerOf(page, store);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(store.url("/language-settings"));
  await expect(page.getByLabel("Default language")).toHaveValue("en");
  await page.getByRole("checkbox", { name: /^Hindi/ }).click();
  await page.getByRole("checkbox", { name: /^Arabic/ }).click();
  await page.getByTestId("save-languages").click();
  await expect(page.getByText("Languages saved").first()).toBeVisible();
  const progress = page.getByTestId("translation-progress");
  await expect(progress.locator('[data-language="hi"]')).toContainText("0 of");
  await expect(progress.locator('[data-language="ar"]')).toBeVisible();
  await shotOf(page, "languages-1280", { fullPage: true });

  const kurta = store.products[0];
  await page.goto(store.url(`/tenant-dashboard/products/${kurta.id}/edit`));
  // Something typed in Details stays there while the owner translates.
  await page.getByLabel("Name", { exact: true }).fill("Cotton Kurta (blue)");
  await page.getByTestId("translate-tab").click();
  const panel = page.getByTestId("translate-panel");
  await expect(panel.getByRole("button", { name: "Hindi", exact: true })).toHaveAttribute("aria-pressed", "true");
  await panel.getByLabel("Name · Hindi").fill("सूती कुर्ता");
  await panel.getByLabel("Description · Hindi").fill("<p>हल्का और आरामदायक</p>");
  await panel.getByTestId("save-translation").click();
  await expect(page.getByText("Translation saved").first()).toBeVisible();
  // Arabic is typed right to left.
  await panel.getByRole("button", { name: "Arabic", exact: true }).click();
  await expect(panel.getByLabel("Name · Arabic")).toHaveAttribute("dir", "rtl");
  await shotOf(page, "translate-tab-1280", { fullPage: true });
  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Cotton Kurta (blue)");

  // After a reload the translation is read back; the progress counts it.
  await page.reload();
  await page.getByTestId("translate-tab").click();
  await expect(page.getByTestId("translate-panel").getByLabel("Name · Hindi")).toHaveValue("सूती कुर्ता");
  await page.setViewportSize({ width: 390, height: 844 });
  await shotOf(page, "translate-tab-390", { fullPage: true });
  await page.goto(store.url("/language-settings"));
  await expect(page.getByTestId("translation-progress").locator('[data-language="hi"]')).toContainText("2 of");
  await shotOf(page, "languages-390", { fullPage: true });
});

test("a shopper reads the product in Hindi under /hi/ and finds it there by its Hindi name; English keeps the default", async ({ page }) => {
  const kurta = store.products[0];
  await page.goto(store.url("/hi/products"));
  await expect(page.getByText("सूती कुर्ता").first()).toBeVisible();
  await page.goto(store.url(`/hi/products?search=${encodeURIComponent("कुर्ता")}`));
  await expect(page.getByText("सूती कुर्ता").first()).toBeVisible();
  await page.goto(store.url(`/products?search=${encodeURIComponent("कुर्ता")}`));
  await expect(page.getByText(/Cotton Kurta|सूती कुर्ता/)).toHaveCount(0);

  await page.goto(store.url(`/hi/product/${kurta.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: "सूती कुर्ता" })).toBeVisible();
  await expect(page.getByText("हल्का और आरामदायक").first()).toBeVisible();
  await page.goto(store.url(`/product/${kurta.slug}`));
  await expect(page.getByRole("heading", { level: 1, name: /Cotton Kurta/ })).toBeVisible();

  // The public API (from the store's own page): ?lang=hi, the prefix, and a language the store has not enabled.
  const get = (path: string) =>
    page.evaluate(async (u) => {
      const r = await fetch(u);
      return { status: r.status, body: (await r.json()) as { name?: string; message?: string } };
    }, path);
  expect((await get(`/api/products/${kurta.id}?lang=hi`)).body.name).toBe("सूती कुर्ता");
  expect((await get(`/hi/api/products/${kurta.id}`)).body.name).toBe("सूती कुर्ता");
  expect((await get(`/api/products/${kurta.id}`)).body.name).toMatch(/Cotton Kurta/);
  const bad = await get("/api/products?lang=ta");
  expect(bad.status).toBe(400);
  expect(bad.body.message).toContain("ta");
});
