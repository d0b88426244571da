import { expect, test } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { PORT, shot, sub } from "./helpers";
import { signInAs } from "./auth";

/**
 * Issue 36's journey: a shopper forgets their password, reads the link from their mail, sets a new password
 * and is signed in; the store owner's outbox shows that the message went, to whom, without the link.
 *
 * Where the link is read: with E2E_SMTP_PORT set (the app then sends to it, playwright.config.ts), from the
 * SMTP server this spec runs there, as the shopper's mailbox; on the embedded demo (no SMTP_URL), from the
 * demo's local mail page, as the README tells a tester.
 */
const ROOT = `http://localhost:${PORT}`;
const SMTP_PORT = process.env.E2E_SMTP_PORT ? Number(process.env.E2E_SMTP_PORT) : null;
const uniq = () => Math.random().toString(36).slice(2, 8);

test.describe.configure({ mode: "serial", timeout: 180_000 });

let smtp: FakeSmtp | null = null;
test.beforeAll(async () => {
  if (SMTP_PORT) smtp = await startFakeSmtp(SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

const shopper = { email: `reset-${uniq()}@example.com`, password: "first-pass-1", newPassword: "second-pass-2" };

test("forgot password → the mailed link → a new password → signed in; the owner's outbox shows the mail without the link", async ({ page, browser, playwright }) => {
  const api = await playwright.request.newContext();
  // Node does not resolve *.localhost: the account is made through path mode (the same store).
  const reg = await api.post(`${ROOT}/store/demo/api/customers/register`, {
    data: { firstName: "Rita", lastName: "Set", email: shopper.email, password: shopper.password },
    headers: { origin: ROOT },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await api.dispose();

  await page.goto(sub("demo", "/customer/login"));
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL(/\/customer\/forgot-password$/);
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  let link: string;
  if (smtp) {
    await expect.poll(() => smtp!.received.filter((r) => r.envelope.to.includes(shopper.email)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const text = smtp.received.filter((r) => r.envelope.to.includes(shopper.email)).at(-1)!.mail.text ?? "";
    link = /https?:\/\/\S+\/customer\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)![0];
  } else {
    const tester = await browser.newPage();
    const item = tester.locator("article").filter({ hasText: shopper.email }).first();
    // Opened again until the job has written the message.
    await expect
      .poll(
        async () => {
          await tester.goto(`${ROOT}/demo-mail`);
          // Written, not only queued: the message's link is there.
          return item.getByRole("link").filter({ hasText: "/customer/reset-password?token=" }).first().isVisible();
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe(true);
    for (const width of [390, 1280]) {
      await tester.setViewportSize({ width, height: 900 });
      await shot(tester, `reset-demo-mail-${width}`);
    }
    link = (await item.getByRole("link").filter({ hasText: "/customer/reset-password?token=" }).first().textContent()) ?? "";
    await tester.close();
  }
  // The store's own address and the port the browser uses: from configuration, not from the request.
  expect(link.startsWith(sub("demo", "/customer/reset-password?token="))).toBe(true);

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(shopper.newPassword);
  await page.getByLabel("Confirm new password").fill(shopper.newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await page.goto(sub("demo", "/customer/login"));
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("Password", { exact: true }).fill(shopper.newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/customer\/dashboard/);

  // The owner's outbox: the message, to whom and its status, and "reset link — hidden" where the link was.
  const token = new URL(link).searchParams.get("token")!;
  const owner = await browser.newPage();
  {
    const width = 1280;
    await owner.setViewportSize({ width, height: 900 });
    await signInAs(owner, "owner");
    await owner.goto(sub("demo", "/tenant-dashboard?tab=outbox"));
    const row = owner.getByTestId("outbox-row").filter({ hasText: shopper.email }).filter({ hasText: /Reset your password/ }).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(smtp ? /Sent/ : /In outbox/);
    await row.getByRole("button", { name: /^View/ }).click();
    const preview = owner.frameLocator('[data-testid="outbox-preview"]');
    await expect(preview.getByText("reset link — hidden").first()).toBeVisible();
    await shot(owner, `reset-outbox-${width}`);
    await owner.getByRole("dialog").getByRole("button", { name: "Plain text" }).click();
    const text = (await owner.getByTestId("outbox-text").textContent()) ?? "";
    expect(text).toContain("reset link — hidden");
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/token=/);
    // The same dialog on a phone.
    await owner.setViewportSize({ width: 390, height: 844 });
    await shot(owner, "reset-outbox-390");
  }
  await owner.close();
});
