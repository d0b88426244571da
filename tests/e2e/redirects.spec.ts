import { expect, test } from "@playwright/test";
import { shotOf } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 45's redirects journey (record 0149), on a store of its own: the owner renames a product's slug in the
 * product editor (whose slug field says the old link will redirect), and the old URL answers 301 to the new one
 * on the storefront, on the store's host and in path mode; then on Settings → Redirects the owner adds a redirect
 * of their own, which answers 301 too, and sees the automatic one listed. SHOTS=1 keeps the screen at 390 and
 * 1280 px.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let store: Store;

test.beforeAll(async () => {
  store = await createStore({ prefix: "redir", name: "Redirect Shop", products: [{ name: "Blue Mug", price: "250.00", quantity: 5 }] });
});

/** What the server answers for a store path, redirects not followed (Node's fetch, path mode). */
async function answer(path: string) {
  const r = await fetch(store.pathUrl(path), { redirect: "manual" });
  const location = r.headers.get("location");
  return { status: r.status, location: location ? new URL(location, store.pathUrl("/")).pathname : null };
}

test("the owner renames a product's slug; the old URL answers 301 to the new one; a manual redirect works", async ({ page }) => {
  const mug = store.products[0];
  expect(mug.slug).toBe("blue-mug");
  await signInOwnerOf(page, store);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(store.url(`/tenant-dashboard/products/${mug.id}/edit`));
  const slugField = page.getByLabel("Slug");
  await expect(slugField).toHaveValue("blue-mug");
  await expect(page.getByText("the old link will redirect here")).toBeVisible();
  await slugField.fill("navy-mug");
  await page.getByRole("button", { name: "Save Product" }).click();
  await expect(page.getByText("Product updated successfully").first()).toBeVisible();

  // The storefront: the old address is a permanent redirect to the new one, in path mode and on the store's host.
  expect(await answer("/product/blue-mug")).toEqual({ status: 301, location: `/store/${store.slug}/product/navy-mug` });
  await page.goto(store.url("/product/blue-mug"));
  await expect(page).toHaveURL(store.url("/product/navy-mug"));
  await expect(page.getByRole("heading", { name: "Blue Mug" }).first()).toBeVisible();

  // Settings → Redirects: the automatic redirect is listed; the owner adds one of their own.
  await page.goto(store.url("/tenant-dashboard/redirects"));
  await expect(page.getByRole("main").getByRole("heading", { name: "Redirects" })).toBeVisible();
  const table = page.locator("table");
  await expect(table.getByTestId("redirect-row").filter({ hasText: "/product/blue-mug" })).toContainText("Automatic");
  await page.getByRole("button", { name: "Add redirect" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Old path").fill("/summer-sale");
  await dialog.getByLabel("Redirect to").fill("/product/navy-mug");
  await dialog.getByRole("button", { name: "Add redirect" }).click();
  await expect(table.getByTestId("redirect-row").filter({ hasText: "/summer-sale" })).toContainText("Manual");
  expect(await answer("/summer-sale")).toEqual({ status: 301, location: `/store/${store.slug}/product/navy-mug` });

  // A platform path cannot be taken: the field says why.
  await page.getByRole("button", { name: "Add redirect" }).first().click();
  await dialog.getByLabel("Old path").fill("/api/products");
  await dialog.getByLabel("Redirect to").fill("/");
  await dialog.getByRole("button", { name: "Add redirect" }).click();
  await expect(dialog.getByText("This path belongs to the platform and cannot be redirected")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Search narrows the list.
  await page.getByLabel("Search redirects").fill("summer");
  await expect(table.getByTestId("redirect-row")).toHaveCount(1);
  await page.getByLabel("Search redirects").fill("");
  await expect(table.getByTestId("redirect-row")).toHaveCount(2);
  await shotOf(page, "redirects-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Redirects" }).getByTestId("redirect-row")).toHaveCount(2);
  await shotOf(page, "redirects-390", { fullPage: true });
});
