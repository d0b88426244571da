import { expect, test, type Page } from "@playwright/test";
import { demo, png, shot, watchForText, uploadOf } from "./helpers";
import { signInAs } from "./auth";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * The owner's settings pages on a store host: store information and branding, currency, payment gateways; and
 * who may open them. The journeys that change settings do it on a store of their own (stores.ts), so nothing
 * is put back and no other journey sees a renamed store, dollars or Razorpay on; who may open the pages is
 * checked on the demo store, read-only. Path mode is path-mode.spec.ts's.
 */

const PAGES = ["/store-settings", "/currency-settings", "/payment-settings"];

let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "set", name: "Settings Shop", products: [{ name: "Clay Cup", price: "499.00" }] });
});

async function signInAsOwner(page: Page) {
  await signInOwnerOf(page, store);
}
const at = (path: string) => store.url(path);

test("anonymous visitors and customers get the sign-in card on the settings pages", async ({ page }) => {
  for (const path of PAGES) {
    const res = await page.goto(demo(path));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Sign in to Demo Store" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  }

  await signInAs(page, "customer");
  for (const path of PAGES) {
    await page.goto(demo(path));
    await expect(page.getByRole("heading", { name: "Sign in to Demo Store" })).toBeVisible();
    await expect(page.getByText("Payment Gateway Settings")).toHaveCount(0);
  }
  // The API agrees: a customer cannot read the payment settings.
  const status = await page.evaluate(async () => {
    const t = (await (await fetch("/api/tenant")).json()) as { id: string };
    return (await fetch(`/api/tenants/${t.id}/payment-settings`)).status;
  });
  expect([401, 403]).toContain(status);
});

test("store settings: validation, rename shown in the storefront header, logo upload, show-site-name", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(at("/store-settings"));
  await expect(page.getByRole("heading", { name: "Settings Shop Settings", level: 1 })).toBeVisible();
  await expect(page.getByText("Customize your store's appearance and information.")).toBeVisible();
  for (const card of ["Store Information", "Logo & Branding", "Localization Settings"]) await expect(page.getByText(card, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  await expect(page.getByText("Square, at least 48x48 px.")).toBeVisible();

  // The client uses the server's schema: an empty name is refused before any request.
  const name = page.getByLabel("Store Name");
  await name.fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Store name is required")).toBeVisible();

  await name.fill("Settings Shop Deluxe");
  await page.getByLabel("Description").fill("Gadgets, renamed in the settings test.");
  // The toast shows for 0.8 s before the page reloads itself: watched for, not polled for (helpers.ts).
  const saved = await watchForText(page, "Store settings updated successfully");
  const reloaded = page.waitForEvent("load", { timeout: 20_000 });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await saved();
  // A full save reloads the page (0.8 s after the toast): wait for it, or the next navigation races it.
  await reloaded;
  await expect(page.getByRole("heading", { name: "Settings Shop Deluxe Settings", level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Description")).toHaveValue("Gadgets, renamed in the settings test.");

  await page.goto(at("/"));
  await expect(page.getByRole("banner")).toContainText("Settings Shop Deluxe");

  // Logo: image files only; upload through /api/upload, then saved on the store.
  await page.goto(at("/store-settings"));
  await page.getByLabel(/^(Upload|Change) logo$/).setInputFiles({ name: "logo.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Failed to upload logo: please select an image file", { exact: true })).toBeVisible();
  await page.getByLabel(/^(Upload|Change) logo$/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png(200, 30, 60) });
  await expect(page.getByText("Logo uploaded successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("logo-preview")).toBeVisible();
  const logoSrc = uploadOf(await page.getByTestId("logo-preview").getAttribute("src"));
  expect(logoSrc).toBeTruthy();
  await page.getByLabel("Upload favicon").setInputFiles({ name: "favicon.png", mimeType: "image/png", buffer: png(20, 120, 200, 48) });
  await expect(page.getByText("Favicon uploaded successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("favicon-preview")).toBeVisible();

  // Show-site-name saves on its own.
  const toggle = page.getByRole("switch", { name: "Show site name" });
  await expect(toggle).toBeChecked();
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Setting updated successfully", { exact: true })).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await shot(page, "store-settings");

  await page.goto(at("/"));
  const banner = page.getByRole("banner");
  await expect.poll(async () => uploadOf(await banner.getByRole("img", { name: "Settings Shop Deluxe logo" }).getAttribute("src"))).toBe(logoSrc);
  await expect(banner.getByText("Settings Shop Deluxe", { exact: true })).toHaveCount(0);

  await page.goto(at("/store-settings"));
  await expect(page.getByRole("switch", { name: "Show site name" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Show site name" }).click();
  await expect(page.getByText("Setting updated successfully", { exact: true })).toBeVisible();
  await page.goto(at("/"));
  await expect(page.getByRole("banner").getByText("Settings Shop Deluxe", { exact: true })).toBeVisible();
});

test("currency settings: switching to USD shows storefront prices in dollars", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(at("/products"));
  await expect(page.getByRole("main")).toContainText("₹");

  await page.goto(at("/currency-settings"));
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  await expect(page.getByText("Store Configuration")).toBeVisible();
  const summary = page.getByTestId("current-settings");
  await expect(summary).toContainText("India (IN)");
  await expect(summary).toContainText("INR");

  await page.getByLabel("Country").selectOption("US");
  // Choosing a country suggests its currency.
  await expect(page.getByLabel("Currency", { exact: true })).toHaveValue("USD");
  // Prices keep their numbers: the form says so before saving, and the save asks first.
  await expect(page.getByTestId("currency-not-converted")).toContainText("Prices are not converted: a product at ₹499.00 will sell for $499.00.");
  await page.getByRole("button", { name: "Save Settings" }).click();
  const ask = page.getByRole("alertdialog", { name: "Change the store's currency to USD?" });
  await expect(ask).toContainText("₹499.00 will sell for $499.00");
  await shot(page, "currency-confirm");
  await ask.getByRole("button", { name: "Keep INR" }).click();
  await expect(ask).toHaveCount(0);
  await page.reload();
  await expect(summary).toContainText("India (IN)");
  await page.getByLabel("Country").selectOption("US");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await ask.getByRole("button", { name: "Change to USD" }).click();
  await expect(page.getByText("Settings updated", { exact: true })).toBeVisible();
  await expect(page.getByText("Your store settings have been saved successfully.", { exact: true })).toBeVisible();
  await expect(summary).toContainText("United States (US)");
  await expect(summary).toContainText("USD — US Dollar ($)");
  await shot(page, "currency-settings");

  await page.goto(at("/products"));
  const main = page.getByRole("main");
  await expect(main).toContainText("$");
  await expect(main).not.toContainText("₹");
});

test("payment settings: Razorpay keys are saved, the secret is reported saved but never shown", async ({ page }) => {
  const secret = "rzp_secret_e2e_9f3c1";
  await signInAsOwner(page);
  await page.goto(at("/payment-settings"));
  await expect(page.getByRole("heading", { name: "Payment Gateway Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  for (const section of ["PayPal", "Razorpay", "Stripe", "Cash on Delivery"]) await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  await expect(page.locator("#razorpay-webhook-url")).toHaveValue(at("/api/razorpay/webhook"));
  await expect(page.locator("#stripe-webhook-url")).toHaveValue(at("/api/stripe/webhook"));

  // Two decimals at most for COD amounts (the server's schema, checked in the browser).
  await page.getByLabel(/COD Charges/).fill("1.005");
  await page.getByRole("button", { name: "Save Payment Settings" }).click();
  await expect(page.getByText("COD charges can have at most 2 decimals")).toBeVisible();
  await page.getByLabel(/COD Charges/).fill("25");

  // Start from Razorpay off and without keys (the path-mode journey may have saved a key id on this store).
  const warning = page.getByText("Enabled, but shoppers will not see Razorpay at checkout until both keys are saved.");
  const enable = page.getByRole("switch", { name: "Enable Razorpay" });
  if (await enable.isChecked()) await enable.click();
  await page.getByLabel("Key ID").fill("");
  const removeSecret = page.getByRole("button", { name: "Remove saved key secret" });
  if (await removeSecret.count()) {
    await removeSecret.click();
    await expect(page.getByText("The saved secret will be removed when you save.")).toBeVisible();
    await page.getByRole("button", { name: "Keep" }).click();
  }
  await expect(warning).toHaveCount(0);
  await enable.click();
  await expect(warning).toBeVisible();
  await page.getByLabel("Key ID").fill("rzp_test_e2e");
  await page.locator("#razorpay-key-secret").fill(secret);
  await expect(warning).toHaveCount(0);
  await page.getByRole("button", { name: "Save Payment Settings" }).click();
  await expect(page.getByText("Payment settings updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("razorpay-key-secret-saved")).toBeVisible();
  await expect(page.locator("#razorpay-key-secret")).toHaveValue("");
  await shot(page, "payment-settings");

  await page.reload();
  await expect(page.getByRole("switch", { name: "Enable Razorpay" })).toBeChecked();
  await expect(page.getByLabel("Key ID")).toHaveValue("rzp_test_e2e");
  await expect(page.getByTestId("razorpay-key-secret-saved")).toBeVisible();
  await expect(page.locator("#razorpay-key-secret")).toHaveValue("");
  await expect(page.getByLabel(/COD Charges/)).toHaveValue("25.00");
  expect(await page.content()).not.toContain(secret);
  const body = await page.evaluate(async () => {
    const t = (await (await fetch("/api/tenant")).json()) as { id: string };
    return (await fetch(`/api/tenants/${t.id}/payment-settings`)).text();
  });
  expect(body).not.toContain(secret);
  expect(JSON.parse(body)).toMatchObject({ razorpayEnabled: true, razorpayKeyId: "rzp_test_e2e", razorpayKeySecretSet: true });

  // Saving again with the secret field blank keeps it.
  await page.getByRole("button", { name: "Save Payment Settings" }).click();
  await expect(page.getByText("Payment settings updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("razorpay-key-secret-saved")).toBeVisible();
});
