import { expect, test, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { shotOf } from "./helpers";
import { createStore, type Store } from "./stores";

/**
 * The 2FA journey (issue 40, record 0144), on a store of its own: the owner turns two-factor on from Settings →
 * Account with a code this test computes from the key the screen shows, keeps the recovery codes, signs out, and
 * signs in with the password and a code, then with a recovery code; the same code a second time is refused, and
 * so is a used recovery code. SHOTS=1 keeps screenshots of the screens at 390 and 1280 px.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

let store: Store;
let secret = "";
let recoveryCodes: string[] = [];
/** The step of the last code this journey used: each sign-in takes a later one (a code works once). */
let lastStep = 0;

const STEP_MS = 30_000;
const totp = () => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });

/**
 * A code of a step later than the last one used: the current step's, else the next one's (the server accepts one
 * step either side); when even that was used, it waits for the clock to move on, as a person waits for the app.
 */
async function freshCode(): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), lastStep + 1);
  while (Math.floor(Date.now() / STEP_MS) < step - 1) await new Promise((r) => setTimeout(r, 500));
  lastStep = step;
  return totp().generate({ timestamp: step * STEP_MS });
}

async function signInWithPassword(page: Page) {
  await page.goto(store.url("/login"));
  await page.getByLabel("Email").fill(store.owner.email);
  await page.getByLabel("Password", { exact: true }).fill(store.owner.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  // No session yet: the second step asks for the code, with the focus in its field.
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(401);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await page.waitForURL(store.url("/login"));
}

test("an owner turns on two-factor sign-in with a code from the key, and keeps the recovery codes", async ({ page }) => {
  store = await createStore({ prefix: "twofa", name: "Two Factor Tools" });
  await page.goto(store.url("/login"));
  await page.getByLabel("Email").fill(store.owner.email);
  await page.getByLabel("Password", { exact: true }).fill(store.owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(store.url("/tenant-dashboard"), { timeout: 60_000 });

  await page.goto(store.url("/tenant-dashboard?tab=account"));
  const card = page.getByTestId("two-factor");
  await expect(card.getByTestId("two-factor-status")).toHaveText("Off", { timeout: 30_000 });
  await card.getByRole("button", { name: "Set up two-factor authentication" }).click();

  await expect(card.getByTestId("two-factor-qr")).toBeVisible();
  secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotOf(card, "two-factor-setup-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotOf(card, "two-factor-setup-1280");

  // A wrong code is the field's error; the set-up stays.
  const codeField = card.getByLabel("Authentication code");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  const first = await freshCode();
  await codeField.fill(first === "000000" ? "111111" : "000000");
  await codeField.press("Enter");
  await expect(card.getByText("That code is not right. Check your authenticator app and try again.")).toBeVisible();

  await codeField.fill(first);
  await card.getByRole("button", { name: "Turn on" }).click();
  const list = card.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  recoveryCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(new Set(recoveryCodes).size).toBe(10);
  await expect(card.getByRole("button", { name: "Download" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await shotOf(card, "two-factor-recovery-codes-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotOf(card, "two-factor-recovery-codes-1280");
  await card.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(card.getByTestId("two-factor-status")).toHaveText("On");
  await expect(card.getByTestId("two-factor-summary")).toContainText("10 of 10 recovery codes left");

  // The code that turned it on counts as used: after signing out it does not sign in.
  await signOut(page);
  await signInWithPassword(page);
  await page.getByLabel("Authentication code").fill(first);
  await page.getByLabel("Authentication code").press("Enter");
  await expect(page.getByText("That code was already used. Wait for the next code in your app.")).toBeVisible();
});

test("signs in with the password and a code; the same code twice is refused; then with a recovery code, once", async ({ page }) => {
  await signInWithPassword(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotOf(page, "two-factor-sign-in-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shotOf(page, "two-factor-sign-in-1280");

  const code = await freshCode();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByLabel("Authentication code").press("Enter");
  await page.waitForURL(store.url("/tenant-dashboard"), { timeout: 60_000 });
  expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(200);

  // Signed out and in again: the same code is refused, the page stays on the second step.
  await signOut(page);
  await signInWithPassword(page);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  const used = page.getByText("That code was already used. Wait for the next code in your app.");
  await expect(used).toBeVisible();
  await expect(page.getByLabel("Authentication code")).toHaveAttribute("aria-invalid", "true");
  await page.setViewportSize({ width: 390, height: 844 });
  await shotOf(page, "two-factor-replayed-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await page.evaluate(async () => (await fetch("/api/auth/me")).status)).toBe(401);

  // The switch to a recovery code, by keyboard.
  await page.getByRole("button", { name: "Use a recovery code" }).press("Enter");
  const recovery = page.getByLabel("Recovery code");
  await expect(recovery).toBeFocused();
  await recovery.fill(recoveryCodes[0]);
  await recovery.press("Enter");
  await page.waitForURL(store.url("/tenant-dashboard"), { timeout: 60_000 });

  // The account shows one code fewer.
  await page.goto(store.url("/tenant-dashboard?tab=account"));
  await expect(page.getByTestId("two-factor-summary")).toContainText("9 of 10 recovery codes left", { timeout: 30_000 });

  // A recovery code works once.
  await signOut(page);
  await signInWithPassword(page);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That recovery code is not right, or it was already used.")).toBeVisible();
  await page.getByRole("button", { name: "Use your authenticator app" }).click();
  await page.getByLabel("Authentication code").fill(await freshCode());
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(store.url("/tenant-dashboard"), { timeout: 60_000 });
});
