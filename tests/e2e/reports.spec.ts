import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../../lib/money";
import { signInAs } from "./auth";
import { PORT, shot } from "./helpers";
import { createStore, signInOwnerOf, type Store } from "./stores";

/**
 * Reports (issue 42, item 5 and the admin screen of item 6): the owner opens Reports, finds the order placed in
 * this test on today's row, switches presets (kept in the URL), downloads the sales CSV; the overview's figures
 * link into the reports; the platform admin opens the platform reports. A store of its own (stores.ts).
 */
const origin = `http://localhost:${PORT}`;
let store: Store;
test.beforeAll(async () => {
  store = await createStore({ prefix: "reports", like: "demo", products: [{ name: "Report Mug", price: "450.00", quantity: 50 }] });
});

/** Nothing wider than the phone's screen (tables scroll inside their cards). */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("the owner reads today's sales, switches presets, downloads the CSV; the admin opens platform reports", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInOwnerOf(page, store);

  // A customer of the store orders one mug, cash on delivery.
  const customer = { firstName: "Rita", lastName: "Report", email: `rita-${Date.now()}@example.com`, password: "customer12345" };
  expect((await page.request.post(store.pathUrl("/api/customers/register"), { data: customer, headers: { origin } })).status()).toBe(201);
  const shippingAddress = { firstName: "Rita", lastName: "Report", email: customer.email, address: "4 Lake Road", city: "Pune", state: "Maharashtra", zipCode: "411001", country: "IN" };
  const placed = await page.request.post(store.pathUrl("/api/orders"), { headers: { origin }, data: { shippingAddress, paymentMethod: "cod", items: [{ productId: store.products[0].id, quantity: 1 }] } });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { total: string };

  // From the overview's revenue card into the reports (this month against the period before).
  await page.goto(store.url("/tenant-dashboard"));
  await page.getByTestId("stat-total-revenue").click();
  await expect(page).toHaveURL(/\/tenant-dashboard\/reports\?range=month&compare=previous_period/);
  await expect(page.getByTestId("sales-compare-totals")).toBeVisible();

  // Today: one row, with the order on it.
  await page.getByLabel("Date range").selectOption("today");
  await expect(page).toHaveURL(/range=today/);
  const rows = page.getByTestId("sales-row");
  await expect(rows).toHaveCount(1);
  const currency = ((await (await page.request.get(store.pathUrl("/api/reports/sales?interval=day"))).json()) as { currency: string }).currency;
  await expect(rows.first()).toContainText(formatMoney(order.total, currency));
  const today = (await rows.first().getAttribute("data-period"))!;
  expect(Number(await rows.first().locator("td").first().innerText())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("report-products").getByTestId("products-row").first()).toContainText("Report Mug");
  await shot(page, "reports-today-1280");

  // Presets: 7 days (a row per day, today's last), this year (by month), back to 30 days; each in the URL.
  await page.getByLabel("Date range").selectOption("7d");
  await expect(page).toHaveURL(/range=7d/);
  await expect(rows).toHaveCount(7);
  await expect(rows.last()).toHaveAttribute("data-period", today);
  await page.getByLabel("Date range").selectOption("year");
  await expect(page).toHaveURL(/range=year/);
  await expect(rows.last()).toHaveAttribute("data-period", today.slice(0, 7));
  await page.getByLabel("Compare with").selectOption("previous_year");
  await expect(page).toHaveURL(/compare=previous_year/);
  await expect(page.getByTestId("sales-compare-totals")).toContainText("Previous year");
  // A reload keeps the range and the comparison.
  await page.reload();
  await expect(page.getByLabel("Date range")).toHaveValue("year");
  await expect(page.getByLabel("Compare with")).toHaveValue("previous_year");
  await page.getByLabel("Date range").selectOption("30d");
  await expect(page).not.toHaveURL(/range=/);
  await expect(rows).toHaveCount(30);

  // The sales CSV of the same range, as a download.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("sales-csv").click()]);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0].toLowerCase()).toContain("period");
  expect(lines.some((l) => l.startsWith(today) || l.startsWith(`"${today}"`))).toBe(true);

  // At 390 px: nothing wider than the screen; the table scrolls inside its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("sales-chart")).toBeVisible();
  await fits(page);
  await shot(page, "reports-390");

  // The platform admin: the Reports tab, its chart, table and totals.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin");
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Reports" }).click();
  await expect(admin).toHaveURL(/tab=reports/);
  await expect(admin.getByTestId("platform-reports")).toBeVisible();
  await expect(admin.getByTestId("platform-chart")).toBeVisible();
  expect(Number((await admin.getByTestId("platform-orders").innerText()).replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
  await expect(admin.getByTestId("platform-row").last()).toBeVisible();
  await admin.getByLabel("Date range").selectOption("7d");
  await expect(admin).toHaveURL(/tab=reports.*range=7d|range=7d.*tab=reports/);
  await expect(admin.getByTestId("platform-row")).toHaveCount(7);
  await shot(admin, "admin-reports-1280");
  await adminContext.close();
});
