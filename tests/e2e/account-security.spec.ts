import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PORT, shot } from "./helpers";
import { createStore, type Store } from "./stores";

/**
 * Account security (issue 24): an owner changes their password from Settings → Account and signs out of
 * every other session; the admin does the same from the admin screen's Account tab. The other device
 * (a separate API context with its own cookies) is signed out; the browser that asked stays signed in.
 * A store of its own, so the demo accounts other specs use keep their passwords.
 */

const ROOT = `http://localhost:${PORT}`;
/** The owner's store, made by the first journey (stores.ts: a new slug each run, so it repeats). */
let store: Store;
let OWNER: { email: string; password: string };
const api = (path: string) => `${ROOT}/store/${store.slug}/api${path}`;

// A new store's first dashboard load compiles nothing but renders cold; on a busy 2-core machine it took 20 s.
test.describe.configure({ mode: "serial", timeout: 180_000 });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function otherDevice(request: APIRequestContext, email: string, password: string, url = api("/auth/login")) {
  const r = await request.post(url, { data: { email, password } });
  expect(r.status(), await r.text()).toBe(200);
}

const meStatus = async (request: APIRequestContext, url = api("/auth/me")) => (await request.get(url)).status();
/** The browser's own session, asked from the page (its cookie belongs to the host it signed in on). */
const pageMe = (page: Page) => page.evaluate(async () => (await fetch("/api/auth/me")).status);

test("an owner changes their password and signs out everywhere else from Settings → Account", async ({ page, playwright }) => {
  store = await createStore({ prefix: "lock", name: "Locksmith" });
  OWNER = { ...store.owner };

  const laptop = await playwright.request.newContext();
  await otherDevice(laptop, OWNER.email, OWNER.password);

  await page.goto(store.url("/login"));
  await signIn(page, OWNER.email, OWNER.password);
  await page.waitForURL(store.url("/tenant-dashboard"), { timeout: 60_000 });
  // Settings → Account (the sidebar's entry opens ?tab=account; components/dashboard/nav.test.ts).
  await page.goto(store.url("/tenant-dashboard?tab=account"));
  const card = page.getByTestId("account-security");
  await expect(card.getByText(`Signed in as ${OWNER.email}.`)).toBeVisible({ timeout: 30_000 });

  // The form checks its fields before asking the server.
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(card.getByText("Current password is required")).toBeVisible();
  await card.getByLabel("Current Password").fill("not-my-password");
  await card.getByLabel("New Password", { exact: true }).fill("lock-pass-2");
  await card.getByLabel("Confirm New Password").fill("lock-pass-3");
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(card.getByText("Passwords do not match")).toBeVisible();

  // A wrong current password is the server's field error; nothing changes.
  await card.getByLabel("Confirm New Password").fill("lock-pass-2");
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(card.getByText("Current password is incorrect")).toBeVisible();
  expect(await meStatus(laptop)).toBe(200);

  await card.getByLabel("Current Password").fill(OWNER.password);
  await card.getByRole("button", { name: "Change Password" }).click();
  await expect(page.locator('[data-slot="toast"]').getByText("Password updated")).toBeVisible();
  await shot(page, "account-security-owner");

  // The laptop is signed out; this browser is not; the old password no longer opens the account.
  expect(await meStatus(laptop)).toBe(401);
  expect(await pageMe(page)).toBe(200);
  expect((await laptop.post(api("/auth/login"), { data: OWNER })).status()).toBe(401);

  // Sign out of all other sessions, after a confirmation.
  await otherDevice(laptop, OWNER.email, "lock-pass-2");
  await card.getByRole("button", { name: "Sign out of all other sessions" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Sign out of all other sessions?")).toBeVisible();
  await dialog.getByRole("button", { name: "Sign out others" }).click();
  await expect(page.locator('[data-slot="toast"]').getByText("Signed out of 1 other session")).toBeVisible();
  expect(await meStatus(laptop)).toBe(401);
  await page.reload();
  await expect(page.getByTestId("account-security")).toBeVisible();

  // Another store's owner was never touched.
  const other = await playwright.request.newContext();
  await otherDevice(other, "owner@example.com", "owner12345", `${ROOT}/store/demo/api/auth/login`);
  await Promise.all([laptop.dispose(), other.dispose()]);
});

// Signing the admin out of every other session would end the admin sessions of journeys running beside it:
// tagged @exclusive, it runs alone after them (the "exclusive" project, playwright.config.ts).
test("the admin signs out of other sessions from the admin screen", { tag: "@exclusive" }, async ({ page, playwright }) => {
  const elsewhere = await playwright.request.newContext();
  await otherDevice(elsewhere, "admin@example.com", "admin12345", `${ROOT}/api/auth/login`);

  await page.goto("/admin");
  await signIn(page, "admin@example.com", "admin12345");
  await page.waitForURL("**/admin", { timeout: 60_000 });
  await page.getByRole("tab", { name: "Account" }).click();
  const card = page.getByTestId("account-security");
  await expect(card.getByText("Signed in as admin@example.com.")).toBeVisible();
  await card.getByRole("button", { name: "Sign out of all other sessions" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out others" }).click();
  await expect(page.locator('[data-slot="toast"]').getByText(/Signed out of \d+ other session/)).toBeVisible();
  expect(await meStatus(elsewhere, `${ROOT}/api/auth/me`)).toBe(401);
  expect(await pageMe(page)).toBe(200);
  await elsewhere.dispose();
});
