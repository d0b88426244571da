import { expect, test, type Page } from "@playwright/test";
import { shot } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * The owner's shipping tiers (/shipping-settings) and tax rules (dashboard Tax section), on a store of the
 * journey's own (stores.ts) with the demo's tiers and GST rule: the invoice numbering changed here is no other
 * journey's, and no tier or rule made here shows in the demo store's checkout.
 */
let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "ship", name: "Shipping Shop" });
  const owner = await ownerApiOf(store);
  const made = async (path: string, data: unknown) => {
    const r = await owner.post(path, { data });
    expect(r.status(), await r.text()).toBe(201);
  };
  await made("api/shipping-tiers", { name: "Standard Delivery", shippingType: "domestic", pricingType: "fixed", fixedPrice: "49.00", freeAbove: "999.00", deliveryTime: "3-5 business days" });
  await made("api/shipping-tiers", { name: "International Standard", shippingType: "international", pricingType: "fixed", fixedPrice: "1499.00", countries: [], deliveryTime: "7-14 business days" });
  await made("api/tax-rules", {
    name: "GST 18%",
    levels: [
      { level: 1, labelName: "CGST", taxRate: "9", country: "IN", state: null, applyToAllStates: true, applyToAllCountries: false },
      { level: 2, labelName: "SGST", taxRate: "9", country: "IN", state: null, applyToAllStates: true, applyToAllCountries: false },
    ],
  });
  await owner.dispose();
});

async function signInAsOwner(page: Page) {
  await signInOwnerOf(page, store);
}
const at = (path: string) => store.url(path);

test("anonymous visitors get the sign-in card on /shipping-settings", async ({ page }) => {
  await page.goto(at("/shipping-settings"));
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Domestic Shipping")).toHaveCount(0);
});

test("the owner creates a variable domestic tier, sees it listed and toggles it inactive", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(at("/shipping-settings"));
  await expect(page.getByRole("heading", { name: "Shipping Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  await expect(page.getByRole("tab", { name: "Domestic Shipping" })).toHaveAttribute("aria-selected", "true");
  const list = page.getByRole("list", { name: "Domestic shipping tiers" });
  await expect(list.getByText("Standard Delivery")).toBeVisible();

  await page.getByRole("button", { name: "Create Domestic Tier" }).click();
  const form = page.getByRole("form", { name: "Create shipping tier" });
  // Name and fixed price are required.
  await form.getByRole("button", { name: "Create Tier" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Fixed price is required")).toBeVisible();

  await form.getByLabel("Tier name").fill("Weekend Courier");
  await form.getByLabel("Pricing type").selectOption("variable");
  // The default first range is 0 to 50 at price 0.
  await expect(form.getByLabel("From (range 1)")).toHaveValue("0");
  await expect(form.getByLabel("To (range 1)")).toHaveValue("50");
  await expect(form.getByLabel("Price (range 1)")).toHaveValue("0");
  await expect(form.getByRole("button", { name: "Remove range 1" })).toBeDisabled();
  await form.getByLabel("Price (range 1)").fill("25");
  await form.getByRole("button", { name: "Add Range" }).click();
  // A new range starts at the previous range's upper bound.
  await expect(form.getByLabel("From (range 2)")).toHaveValue("50");
  await form.getByLabel("Price (range 2)").fill("15");
  await form.getByLabel("Delivery time").fill("Saturday");
  await shot(page, "shipping-tier-form");
  await form.getByRole("button", { name: "Create Tier" }).click();
  await expect(page.getByText("Shipping tier created successfully", { exact: true })).toBeVisible();

  const item = list.getByRole("listitem").filter({ hasText: "Weekend Courier" });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Variable");
  await expect(item).toContainText("Active");
  const toggle = item.getByRole("switch", { name: "Active: Weekend Courier" });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText("Shipping tier updated successfully", { exact: true })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(item).toContainText("Inactive");
  await shot(page, "shipping-tiers");

  // It stays inactive after a reload.
  await page.reload();
  await expect(page.getByRole("switch", { name: "Active: Weekend Courier" })).not.toBeChecked();

  // International tab: All Countries clears the others.
  await page.getByRole("tab", { name: "International Shipping" }).click();
  await expect(page.getByRole("list", { name: "International shipping tiers" }).getByText("International Standard")).toBeVisible();
  await page.getByRole("button", { name: "Create International Tier" }).click();
  const intl = page.getByRole("form", { name: "Create shipping tier" });
  await expect(intl.getByRole("checkbox", { name: "All Countries" })).toBeChecked();
  await intl.getByRole("checkbox", { name: "Canada" }).click();
  await expect(intl.getByRole("checkbox", { name: "All Countries" })).not.toBeChecked();
  await intl.getByRole("checkbox", { name: "Canada" }).click();
  await expect(intl.getByRole("checkbox", { name: "All Countries" })).toBeChecked();
  await intl.getByRole("button", { name: "Cancel" }).click();
});

test("the owner creates a tax rule with two staged levels, sees it listed and deletes it", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(at("/tenant-dashboard?tab=tax"));
  await expect(page.getByRole("tab", { name: "General Settings" })).toBeVisible();
  await expect(page.getByLabel("Home country")).toBeDisabled();
  await expect(page.getByLabel("Home country")).toHaveValue("India (IN)");
  // Invoice formats accept only {YEAR} {MONTH} {DAY} {NUMBER}.
  await page.getByLabel("Invoice number format", { exact: true }).fill("INV-{HOUR}");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Only the tags {YEAR}, {MONTH}, {DAY} and {NUMBER} are allowed", { exact: true }).first()).toBeVisible();
  await page.getByLabel("Invoice number format", { exact: true }).fill("INV-{YEAR}-{NUMBER}");
  await page.getByLabel("Next invoice number", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Tax settings saved successfully", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Next invoice number", { exact: true })).toHaveValue("1");
  await shot(page, "tax-general");
  await page.reload();
  await expect(page.getByLabel("Invoice number format", { exact: true })).toHaveValue("INV-{YEAR}-{NUMBER}");
  await page.getByRole("tab", { name: "Tax Rules" }).click();
  const rules = page.getByRole("list", { name: "Tax rules" });
  await expect(rules.getByText("GST 18%")).toBeVisible();

  await page.getByRole("button", { name: "Create Tax Rule" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Tax Rule" });
  // Defaults: level 1, United States, Georgia.
  await expect(dialog.getByLabel("Level", { exact: true })).toHaveValue("1");
  await expect(dialog.getByLabel("Country", { exact: true })).toHaveValue("US");
  await expect(dialog.getByLabel("State", { exact: true })).toHaveValue("Georgia");
  // Saving without levels is refused.
  await dialog.getByLabel("Rule name").fill("Georgia Sales Tax");
  await dialog.getByRole("button", { name: "Save Rule" }).click();
  await expect(page.getByText("Please add at least one tax level (Level 1 or Level 2)", { exact: true })).toBeVisible();

  await dialog.getByLabel("Label", { exact: true }).fill("State tax");
  await dialog.getByLabel("Tax rate (%)").fill("4");
  await dialog.getByRole("button", { name: "Add Level" }).click();
  await dialog.getByLabel("Level", { exact: true }).selectOption("2");
  await dialog.getByLabel("Label", { exact: true }).fill("County tax");
  await dialog.getByLabel("Tax rate (%)").fill("3.125");
  // Picking a country clears the state; "All States" disables the state picker.
  await dialog.getByLabel("Country", { exact: true }).selectOption("IN");
  await expect(dialog.getByLabel("State", { exact: true })).toHaveValue("");
  await dialog.getByLabel("Country", { exact: true }).selectOption("US");
  await dialog.getByRole("checkbox", { name: "All States" }).click();
  await expect(dialog.getByLabel("State", { exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Add Level" }).click();
  const staged = dialog.getByRole("list", { name: "Staged tax levels" });
  await expect(staged.getByRole("listitem")).toHaveCount(2);
  await expect(staged).toContainText("State tax · 4% · United States, Georgia");
  await expect(staged).toContainText("County tax · 3.125% · United States, all states");
  await shot(page, "tax-rule-dialog");
  await dialog.getByRole("button", { name: "Save Rule" }).click();
  await expect(page.getByText("Tax rule created", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rules.getByText("Georgia Sales Tax")).toBeVisible();

  await page.getByRole("button", { name: "Delete tax rule Georgia Sales Tax" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Tax rule deleted", { exact: true })).toBeVisible();
  await expect(rules.getByText("Georgia Sales Tax")).toHaveCount(0);
  await expect(rules.getByText("GST 18%")).toBeVisible();
  await shot(page, "tax-rules");
});
