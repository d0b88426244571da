import { expect, test, type Page } from "@playwright/test";
import { shot } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * The owner's Discounts section (issue 27 item 4): create a code with a minimum and a usage limit, see its
 * status and uses, deactivate and reactivate it, edit its value, meet a taken code on its field, create an
 * automatic discount on a collection, and delete it after confirming. On a store of its own (stores.ts), which
 * starts without discounts, with demo's Best Sellers collection to pick.
 */
let store: Store;
const demo = (path: string) => store.url(path);

/** A new store for each run of the test (so a retry starts without discounts too), its owner signed in. */
async function newStore(page: Page) {
  // Making the store is part of the test: on a busy machine that is past the default minute.
  test.slow();
  store = await createStore({ prefix: "disc", like: "demo", demoProducts: ["Classic Crew Neck Tee - Navy", "Aura Wireless Headphones"], demoCollections: ["Best Sellers"] });
  await signInOwnerOf(page, store);
}

const row = (page: Page, name: string) => page.getByTestId("discount-row").filter({ has: page.getByTestId("discount-name").getByText(name, { exact: true }) });

test("the owner creates, lists, deactivates, edits and deletes discounts", async ({ page }) => {
  await newStore(page);
  await page.goto(demo("/tenant-dashboard"));

  // Discounts sits after Orders, Customers and Reports in the sidebar; the store has none yet.
  const sidebar = page.getByTestId("dashboard-sidebar");
  await expect(sidebar.getByRole("button", { name: "Orders", exact: true })).toBeVisible();
  const labels = await sidebar.getByRole("button").allInnerTexts();
  expect(labels.slice(labels.indexOf("Orders"), labels.indexOf("Discounts") + 1)).toEqual(["Orders", "Customers", "Reports", "Discounts"]);
  await sidebar.getByRole("button", { name: "Discounts", exact: true }).click();
  await expect(page).toHaveURL(demo("/tenant-dashboard/discounts"));
  await expect(page.getByRole("heading", { name: "Discounts", level: 1 })).toBeVisible();
  await expect(page.getByText("No discounts yet")).toBeVisible();

  // SAVE10: 10% off the whole order, minimum ₹500, 3 uses.
  await page.getByRole("link", { name: "Create discount" }).click();
  await page.waitForURL(demo("/tenant-dashboard/discounts/new"));
  await page.getByRole("button", { name: "Create discount" }).click();
  await expect(page.locator("#discount-code-error")).toHaveText("Enter a code, or make the discount automatic");
  await expect(page.getByLabel("Discount code", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByLabel("Discount code", { exact: true })).toHaveValue(/^[A-Z0-9]{8}$/);
  await page.getByLabel("Discount code", { exact: true }).fill("SAVE10");
  await page.getByLabel("Percentage off").fill("10");
  await page.getByRole("radio", { name: "Minimum purchase amount" }).check();
  await page.getByLabel("Minimum subtotal (INR)").fill("500");
  await page.getByRole("checkbox", { name: "Limit the number of times this discount can be used in total" }).click();
  await page.getByLabel("Total uses").fill("3");
  await expect(page.getByTestId("discount-summary")).toContainText("Minimum ₹500 · 3 uses");
  await page.getByRole("button", { name: "Create discount" }).click();
  await page.waitForURL(demo("/tenant-dashboard/discounts"));
  await expect(page.getByText("Discount created", { exact: true })).toBeVisible();

  const save10 = row(page, "SAVE10");
  await expect(save10.getByTestId("discount-value")).toHaveText("10% off");
  await expect(save10).toContainText("Whole order");
  await expect(save10).toContainText("Minimum ₹500 · 3 uses");
  await expect(save10.getByTestId("discount-status")).toHaveText("Active");
  await expect(save10.getByTestId("discount-usage")).toHaveText("0 / 3 used");

  // Deactivate, then activate again.
  await save10.getByRole("button", { name: "Deactivate discount SAVE10" }).click();
  await expect(save10.getByTestId("discount-status")).toHaveText("Inactive");
  await save10.getByRole("button", { name: "Activate discount SAVE10" }).click();
  await expect(save10.getByTestId("discount-status")).toHaveText("Active");

  // Edit: 15% instead of 10%; the rest is kept.
  await save10.getByRole("link", { name: "Edit discount SAVE10" }).click();
  await expect(page.getByLabel("Percentage off")).toHaveValue("10");
  await expect(page.getByLabel("Total uses")).toHaveValue("3");
  await page.getByLabel("Percentage off").fill("15");
  // The form sends on Enter too (the last toast still covers the sticky Save button for a few seconds).
  await page.getByLabel("Percentage off").press("Enter");
  await page.waitForURL(demo("/tenant-dashboard/discounts"));
  await expect(save10.getByTestId("discount-value")).toHaveText("15% off");
  await expect(save10.getByTestId("discount-usage")).toHaveText("0 / 3 used");

  // A taken code (whatever its case) is the server's 409, shown on the code field.
  await page.getByRole("link", { name: "Create discount" }).click();
  await page.getByLabel("Discount code", { exact: true }).fill("save10");
  await page.getByLabel("Percentage off").fill("5");
  await page.getByLabel("Percentage off").press("Enter");
  await expect(page.locator("#discount-code-error")).toHaveText("This code is already used by another discount");

  // The same form becomes an automatic free-shipping discount on one collection.
  await page.getByRole("radio", { name: /^Automatic discount/ }).check();
  await expect(page.getByLabel("Discount code", { exact: true })).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill("Weekend free shipping");
  await page.getByRole("radio", { name: /^Free shipping/ }).check();
  await page.getByRole("radio", { name: "Specific collections" }).check();
  await page.getByLabel("Search collections").fill("best");
  await page.getByRole("checkbox", { name: /^Best Sellers/ }).click();
  await expect(page.getByTestId("discount-summary")).toContainText("1 collection");
  await page.getByLabel("Title", { exact: true }).press("Enter");
  await page.waitForURL(demo("/tenant-dashboard/discounts"));
  const weekend = row(page, "Weekend free shipping");
  await expect(weekend.getByTestId("discount-value")).toHaveText("Free shipping");
  await expect(weekend).toContainText("1 collection");
  await expect(weekend.getByTestId("discount-usage")).toHaveText("0 used");
  await shot(page, "discounts-list");

  // Delete asks first; Cancel keeps it, Delete removes it.
  await weekend.getByRole("button", { name: "Delete discount Weekend free shipping" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("“Weekend free shipping” will be deleted.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(weekend).toHaveCount(1);
  await weekend.getByRole("button", { name: "Delete discount Weekend free shipping" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Discount deleted", { exact: true })).toBeVisible();
  await expect(weekend).toHaveCount(0);
  await expect(page.getByTestId("discount-row")).toHaveCount(1);

  const stored = (await (await page.request.get(store.pathUrl("/api/discounts"))).json()) as { code: string; value: string; minSubtotal: string; usageLimit: number; isActive: boolean }[];
  expect(stored).toMatchObject([{ code: "SAVE10", value: "15.00", minSubtotal: "500.00", usageLimit: 3, isActive: true }]);
});
