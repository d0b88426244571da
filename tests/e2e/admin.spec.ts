import { expect, test, type Page } from "@playwright/test";
import { shot, sub } from "./helpers";

/**
 * The platform admin (issue 4): /admin on the root host, statistics, tenant creation with its owner in
 * one step, and the new owner signing in on the new store's host.
 */

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe.configure({ mode: "serial" });

// A new store name each run (the journeys can repeat: --repeat-each), and other journeys make stores meanwhile
// (stores.ts), so counts are compared as "at least".
const tag = Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 5) || "ab";
const NAME = `Harbour Goods ${tag}`;
const SLUG = `harbour-goods-${tag}`;
const HANA = `hana-${tag}@harbour.example`;

test("the admin creates a tenant with its owner; the owner signs in on the new store's host", async ({ page }) => {
  // Logged out, /admin shows the login page.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
  await signIn(page, "admin@example.com", "admin12345");
  await page.waitForURL("**/admin");

  // Overview: the four statistics.
  // The two demo stores, plus any an earlier journey created (account-security makes its own).
  await expect(page.getByTestId("stat-active-tenants")).toContainText(/\d/);
  const activeBefore = Number((await page.getByTestId("stat-active-tenants").innerText()).match(/\d+/)?.[0]);
  expect(activeBefore).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId("stat-total-orders")).toBeVisible();
  await expect(page.getByTestId("stat-monthly-revenue")).toContainText("₹");
  await expect(page.getByTestId("stat-platform-fees")).toContainText("₹");
  await shot(page, "admin-overview");

  await page.getByRole("tab", { name: "Manage Tenants" }).click();
  const demoCard = page.getByTestId("tenant-card").filter({ hasText: "Demo Store" });
  await expect(demoCard.getByText("Active", { exact: true })).toBeVisible();
  await expect(demoCard.getByTestId("next-due")).toHaveAttribute("data-overdue", "false");
  await expect(demoCard.getByTestId("next-due")).toHaveClass(/text-success/);

  // The create dialog: every validation message, then a store and its owner.
  await page.getByRole("button", { name: "Create Tenant" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create Tenant" }).click();
  for (const msg of [
    "Store name is required",
    "Store slug is required",
    "Subdomain is required",
    "Please enter a valid email",
    "Password must be at least 6 characters",
    "First name is required",
    "Last name is required",
  ]) {
    await expect(dialog.getByText(msg)).toBeVisible();
  }
  await dialog.getByLabel("Store slug").fill("Bad Slug");
  await dialog.getByLabel("Subdomain").fill("x".repeat(64));
  await dialog.getByRole("button", { name: "Create Tenant" }).click();
  await expect(dialog.getByText("Slug must contain only lowercase letters, numbers, and hyphens")).toBeVisible();
  await expect(dialog.getByText("Subdomain must be 63 characters or less")).toBeVisible();

  // A taken email is refused by the server and creates nothing.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Create Tenant" }).click();
  await dialog.getByLabel("Store name").fill(NAME);
  await expect(dialog.getByLabel("Store slug")).toHaveValue(SLUG);
  await expect(dialog.getByLabel("Subdomain")).toHaveValue(SLUG);
  await dialog.getByLabel("Description (optional)").fill("Nautical homeware");
  await dialog.getByLabel("First name").fill("Hana");
  await dialog.getByLabel("Last name").fill("Harbour");
  await dialog.getByLabel("Owner email").fill("owner@example.com");
  await dialog.getByLabel("Owner password", { exact: true }).fill("harbour123");
  await dialog.getByRole("button", { name: "Create Tenant" }).click();
  await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
  await expect(page.getByTestId("tenant-card").filter({ hasText: NAME })).toHaveCount(0); // nothing created

  await dialog.getByLabel("Owner email").fill(HANA);
  await dialog.getByRole("button", { name: "Create Tenant" }).click();
  await expect(page.getByText("Tenant created", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("tenant-card").filter({ hasText: NAME });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card).toContainText(`${SLUG}.localhost`);
  await expect(card).toContainText(HANA);
  await expect(card.getByTestId("next-due")).toHaveClass(/text-success/);
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect
    .poll(async () => Number((await page.getByTestId("stat-active-tenants").innerText()).match(/\d+/)?.[0]))
    .toBeGreaterThanOrEqual(activeBefore + 1);
  await shot(page, "admin-tenants");

  // Logout returns to /login.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL("**/login");

  // The new owner signs in on the new store's host and runs it.
  await page.goto(sub(SLUG, "/login"));
  await signIn(page, HANA, "harbour123");
  await page.waitForURL(sub(SLUG, "/tenant-dashboard"));
  await expect(page.getByTestId("dashboard-sidebar")).toContainText(NAME);
  await expect(page.getByTestId("stat-total-products")).toContainText("0");
  await page.goto(sub(SLUG, "/tenant-dashboard?tab=products"));
  await expect(page.getByText("No products yet")).toBeVisible();
});

test("an owner of one store signs in on the root host straight into its dashboard; a non-admin cannot open /admin", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "owner@example.com", "owner12345");
  // One store: nothing to pick, so no 'Select a Store to Manage' (first-use.spec.ts covers the picker).
  await page.waitForURL("**/store/demo/tenant-dashboard");
  await expect(page.getByTestId("stat-total-products")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Store" })).toHaveAttribute("href", "/store/demo");

  await page.goto("/admin");
  await page.waitForURL("**/login");
});
