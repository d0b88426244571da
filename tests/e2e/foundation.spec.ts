import { expect, test } from "@playwright/test";
import { shot, sub } from "./helpers";

test("platform landing page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("4.9/5 from 1,200+ reviews")).toBeVisible();
  await expect(page.getByText("No credit card required • 14-day free trial • Cancel anytime")).toBeVisible();
  await expect(page.getByRole("link", { name: /start free trial/i }).first()).toHaveAttribute("href", "/register-tenant");
  await shot(page, "landing");
});

test("store home in path and subdomain mode", async ({ page }) => {
  await page.goto("/store/demo");
  await expect(page.getByRole("banner")).toContainText("Demo Store");
  await shot(page, "store-home-path");

  await page.goto(sub("demo"));
  await expect(page.getByRole("banner")).toContainText("Demo Store");
  await expect(page.getByRole("banner")).toContainText("demo.localhost");
  await shot(page, "store-home-subdomain");

  await page.goto(sub("gadgets"));
  await expect(page.getByRole("banner")).toContainText("Gadget Hub");
});

test("unknown store and unknown page answer 404", async ({ page }) => {
  const res = await page.goto(sub("no-such-store"));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Store Not Found" })).toBeVisible();

  const res2 = await page.goto("/store/demo/definitely-not-a-page");
  expect(res2?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Please check the URL or browse our Demo Store store.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/store/demo/products");
});

test("the demo owner signs in on the store host and lands on the dashboard", async ({ page }) => {
  await page.goto(sub("demo", "/login"));
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("owner12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(sub("demo", "/tenant-dashboard"));
  await expect(page.getByRole("heading", { name: /Demo Store/ })).toBeVisible();
  await shot(page, "owner-dashboard");
});

test("the admin signs in on the root host", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@example.com");
  await page.getByLabel("Password", { exact: true }).fill("admin12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/admin");
  // The demo store among the stores (the overview shows only the five newest, and journeys beside this one make
  // stores of their own: the full list).
  await page.getByRole("tab", { name: "Manage Tenants" }).click();
  await expect(page.getByTestId("tenant-card").filter({ hasText: "Demo Store" })).toBeVisible();
});

test("login shows validation messages", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("nope");
  await page.getByLabel("Password", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("the demo customer signs in, and is signed in on demo only", async ({ page }) => {
  await page.goto("/store/demo/customer/login");
  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password", { exact: true }).fill("customer12345");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/store/demo/customer/dashboard");
  await page.goto("/store/demo");
  await expect(page.getByTestId("account-menu")).toContainText("Chris");
  await page.goto("/store/gadgets");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
});

test("customer registration shows its field messages, then creates the account", async ({ page }) => {
  await page.goto(sub("demo", "/customer/register"));
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("First Name").fill("Nina");
  await page.getByLabel("Last Name").fill("Shah");
  await page.getByLabel("Email").fill(`nina+${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("secret12");
  await page.getByLabel("Confirm Password").fill("secret13");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("secret12");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(sub("demo", "/customer/dashboard"));
});
