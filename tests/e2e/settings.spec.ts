import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { PORT, demo, png, shot } from "./helpers";

/**
 * The owner's settings pages on a store host: store information and branding, currency,
 * payment gateways; and who may open them. The tests share one fresh database and run in order.
 */

async function signInAsOwner(page: Page) {
  await page.goto(demo("/login"));
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("owner12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(demo("/tenant-dashboard"));
}

const PAGES = ["/store-settings", "/currency-settings", "/payment-settings"];

/**
 * The other spec files share this server's database: the store's information, locale and Razorpay
 * switch and key id are put back afterwards (a replaced secret cannot be: secrets are write-only).
 */
type StoreState = Record<string, unknown> & { id: string };
let original: { store: StoreState; payments: Record<string, unknown> } | undefined;

async function ownerApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: `http://localhost:${PORT}/store/demo/` });
  const res = await api.post("api/auth/login", { data: { email: "owner@example.com", password: "owner12345" } });
  expect(res.ok()).toBe(true);
  return api;
}

test.beforeAll(async () => {
  const api = await ownerApi();
  const store = (await (await api.get("api/tenant")).json()) as StoreState;
  const payments = (await (await api.get(`api/tenants/${store.id}/payment-settings`)).json()) as Record<string, unknown>;
  original = { store, payments };
  await api.dispose();
});

test.afterAll(async () => {
  if (!original) return;
  const api = await ownerApi();
  const { store, payments } = original;
  const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  const restored = await api.put(`api/tenants/${store.id}`, {
    data: pick(store, ["name", "description", "customDomain", "logo", "favicon", "showSiteName", "country", "currency"]),
  });
  expect(restored.ok()).toBe(true);
  const pay = await api.put(`api/tenants/${store.id}/payment-settings`, { data: pick(payments, ["razorpayEnabled", "razorpayKeyId", "codCharges", "codMinOrder"]) });
  expect(pay.ok()).toBe(true);
  await api.dispose();
});

test("anonymous visitors and customers get the sign-in card on the settings pages", async ({ page }) => {
  for (const path of PAGES) {
    const res = await page.goto(demo(path));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Sign in to Demo Store" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  }

  await page.goto(demo("/customer/login"));
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("customer12345");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(demo("/customer/dashboard"));
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
  await page.goto(demo("/store-settings"));
  await expect(page.getByRole("heading", { name: "Demo Store Settings", level: 1 })).toBeVisible();
  await expect(page.getByText("Customize your store's appearance and information.")).toBeVisible();
  for (const card of ["Store Information", "Logo & Branding", "Localization Settings"]) await expect(page.getByText(card, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  await expect(page.getByText("Square, at least 48x48 px.")).toBeVisible();

  // The client uses the server's schema: an empty name is refused before any request.
  const name = page.getByLabel("Store Name");
  await name.fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Store name is required")).toBeVisible();

  await name.fill("Demo Store Deluxe");
  await page.getByLabel("Description").fill("Gadgets, renamed in the settings test.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Store settings updated successfully", { exact: true })).toBeVisible();
  // A full save reloads the page.
  await expect(page.getByRole("heading", { name: "Demo Store Deluxe Settings", level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel("Description")).toHaveValue("Gadgets, renamed in the settings test.");

  await page.goto(demo("/"));
  await expect(page.getByRole("banner")).toContainText("Demo Store Deluxe");

  // Logo: image files only; upload through /api/upload, then saved on the store.
  await page.goto(demo("/store-settings"));
  await page.getByLabel(/^(Upload|Change) logo$/).setInputFiles({ name: "logo.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Failed to upload logo: please select an image file", { exact: true })).toBeVisible();
  await page.getByLabel(/^(Upload|Change) logo$/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png(200, 30, 60) });
  await expect(page.getByText("Logo uploaded successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId("logo-preview")).toBeVisible();
  const logoSrc = await page.getByTestId("logo-preview").getAttribute("src");
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

  await page.goto(demo("/"));
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("img", { name: "Demo Store Deluxe logo" })).toHaveAttribute("src", logoSrc!);
  await expect(banner.getByText("Demo Store Deluxe", { exact: true })).toHaveCount(0);

  await page.goto(demo("/store-settings"));
  await expect(page.getByRole("switch", { name: "Show site name" })).not.toBeChecked();
  await page.getByRole("switch", { name: "Show site name" }).click();
  await expect(page.getByText("Setting updated successfully", { exact: true })).toBeVisible();
  await page.goto(demo("/"));
  await expect(page.getByRole("banner").getByText("Demo Store Deluxe", { exact: true })).toBeVisible();
});

test("currency settings: switching to USD shows storefront prices in dollars", async ({ page }) => {
  await signInAsOwner(page);
  await page.goto(demo("/products"));
  await expect(page.getByRole("main")).toContainText("₹");

  await page.goto(demo("/currency-settings"));
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  await expect(page.getByText("Store Configuration")).toBeVisible();
  const summary = page.getByTestId("current-settings");
  await expect(summary).toContainText("India (IN)");
  await expect(summary).toContainText("INR");

  await page.getByLabel("Country").selectOption("US");
  // Choosing a country suggests its currency.
  await expect(page.getByLabel("Currency")).toHaveValue("USD");
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

  await page.goto(demo("/products"));
  const main = page.getByRole("main");
  await expect(main).toContainText("$");
  await expect(main).not.toContainText("₹");
});

test("payment settings: Razorpay keys are saved, the secret is reported saved but never shown", async ({ page }) => {
  const secret = "rzp_secret_e2e_9f3c1";
  await signInAsOwner(page);
  await page.goto(demo("/payment-settings"));
  await expect(page.getByRole("heading", { name: "Payment Gateway Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/tenant-dashboard");
  for (const section of ["PayPal", "Razorpay", "Stripe", "Cash on Delivery"]) await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  await expect(page.locator("#razorpay-webhook-url")).toHaveValue(demo("/api/razorpay/webhook"));
  await expect(page.locator("#stripe-webhook-url")).toHaveValue(demo("/api/stripe/webhook"));

  // Two decimals at most for COD amounts (the server's schema, checked in the browser).
  await page.getByLabel(/COD Charges/).fill("1.005");
  await page.getByRole("button", { name: "Save Payment Settings" }).click();
  await expect(page.getByText("COD charges can have at most 2 decimals")).toBeVisible();
  await page.getByLabel(/COD Charges/).fill("25");

  // Start from Razorpay off and without keys (another spec file may have configured it).
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

test("path mode links and API calls, and a phone-sized layout without sideways scrolling", async ({ page }) => {
  await page.goto("/store/demo/login");
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("owner12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/store/demo/tenant-dashboard");

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of PAGES) {
    await page.goto(`/store/demo${path}`);
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/store/demo/tenant-dashboard");
    await expect(page.getByRole("button", { name: /^Save/ }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The payment settings came from /store/demo/api/… (the Razorpay key id saved in the test above).
  await expect(page.getByLabel("Key ID")).toHaveValue("rzp_test_e2e");
  await expect(page.locator("#razorpay-webhook-url")).toHaveValue(`http://localhost:${PORT}/store/demo/api/razorpay/webhook`);
  await shot(page, "payment-settings-mobile");
});
