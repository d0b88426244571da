import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { PORT, shotOf } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * Issue 41's journey (records 0145, 0146), on a store of its own: on Settings → Apps and API the owner creates an
 * access token, copies it from the dialog and sees "Last used" after a script's call with it; then adds a webhook
 * to a receiver this test runs on 127.0.0.1 (the suite's server allows private receivers:
 * WEBHOOKS_ALLOW_PRIVATE_URLS, playwright.config.ts), sends a test and sees the delivery, which the receiver got
 * signed. SHOTS=1 keeps the screen at 390 and 1280 px.
 */
const ROOT = `http://localhost:${PORT}`;

test.describe.configure({ mode: "serial", timeout: 120_000 });

let store: Store;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  store = await createStore({ prefix: "apps", name: "Apps Tools" });
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
});

test.afterAll(async () => {
  await new Promise((r) => receiver.close(r));
});

test("the owner creates a token, a script uses it, and the screen shows when; then a webhook's test reaches the receiver, signed", async ({ page }) => {
  await signInOwnerOf(page, store);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(store.url("/apps-settings"));

  // A token with read access to orders, shown once.
  await page.getByTestId("api-tokens").getByRole("button", { name: "Create token" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Warehouse sync");
  await dialog.getByRole("checkbox", { name: "Read orders" }).check();
  await dialog.getByRole("button", { name: "Create token" }).click();
  const token = await dialog.getByTestId("new-token").inputValue();
  expect(token).toMatch(/^sb_/);
  await dialog.getByRole("button", { name: "Done" }).click();
  const row = page.getByTestId("api-token").filter({ hasText: "Warehouse sync" });
  await expect(row).toContainText("Never used");
  await expect(row).toContainText("read_orders");

  // A script (no browser, no cookie) reads the orders with it, and is refused what the token does not allow.
  const script = await fetch(`${ROOT}/store/${store.slug}/api/orders`, { headers: { authorization: `Bearer ${token}` } });
  expect(script.status).toBe(200);
  expect(script.headers.get("x-ratelimit-limit")).toBe("40");
  const refused = await fetch(`${ROOT}/store/${store.slug}/api/products`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: "{}" });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ requiredScope: "write_products" });
  await page.reload();
  await expect(page.getByTestId("api-token").filter({ hasText: "Warehouse sync" })).toContainText("Last used");

  // A webhook to the local receiver; its secret shown once; a test event; the delivery, delivered.
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/orders`;
  await page.getByTestId("webhooks-card").getByRole("button", { name: "Add webhook" }).first().click();
  const add = page.getByRole("dialog");
  await add.getByLabel("URL").fill(url);
  await add.getByRole("checkbox", { name: "orders/created" }).check();
  await add.getByRole("button", { name: "Add webhook" }).click();
  const secret = await page.getByRole("dialog").getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  const hook = page.getByTestId("webhook-row").filter({ hasText: url });
  await expect(hook).toBeVisible();
  await hook.getByRole("button", { name: "Send test" }).click();
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const ping = received[0];
  expect(ping.headers["webhook-id"]).toBeTruthy();
  expect(String(ping.headers["webhook-signature"])).toMatch(/^v1,/);
  expect(JSON.parse(ping.body)).toMatchObject({ topic: "ping", store: { slug: store.slug }, data: {} });
  await expect
    .poll(
      async () => {
        // The screen as the owner opens it again: the attempt's outcome is recorded once the receiver answered.
        await page.reload();
        await hook.getByRole("button", { name: "Deliveries" }).click();
        return (await hook.getByTestId("webhook-delivery").first().textContent({ timeout: 10_000 })) ?? "";
      },
      { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toMatch(/Delivered.*ping/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shotOf(page, `apps-settings-${width}`, { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
});
