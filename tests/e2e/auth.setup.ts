import { expect, test as setup, type Page } from "@playwright/test";
import { ACCOUNTS, ensureStateDir, statePath } from "./auth";
import { PORT, demo } from "./helpers";

/**
 * Runs once before the journeys (the "setup" project): signs in the demo owner, the platform admin and the
 * demo customer through the API, on every host the journeys use, and saves each browser state.
 */
const root = (path: string) => `http://localhost:${PORT}${path}`;

async function post(page: Page, path: string, data: unknown) {
  return page.evaluate(
    async ([p, d]) => (await fetch(p as string, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(d) })).status,
    [path, data] as const,
  );
}

setup.beforeAll(() => ensureStateDir());

setup("sign in the demo owner", async ({ page }) => {
  await page.goto(demo("/login"));
  expect(await post(page, "/api/auth/login", ACCOUNTS.owner)).toBe(200);
  await page.goto(root("/store/demo/login"));
  expect(await post(page, "/store/demo/api/auth/login", ACCOUNTS.owner)).toBe(200);
  await page.context().storageState({ path: statePath("owner") });
});

setup("sign in the platform admin", async ({ page }) => {
  // Kept for tools and debugging; the journeys sign the admin in afresh (auth.ts signInAs).
  await page.goto(root("/login"));
  expect(await post(page, "/api/auth/login", ACCOUNTS.admin)).toBe(200);
  await page.context().storageState({ path: statePath("admin") });
});

setup("sign in the demo customer", async ({ page }) => {
  await page.goto(demo("/customer/login"));
  expect(await post(page, "/api/customers/login", ACCOUNTS.customer)).toBe(200);
  await page.goto(root("/store/demo/customer/login"));
  expect(await post(page, "/store/demo/api/customers/login", ACCOUNTS.customer)).toBe(200);
  await page.context().storageState({ path: statePath("customer") });
});
