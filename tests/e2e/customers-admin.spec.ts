import { readFileSync } from "node:fs";
import { expect, request, test, type Page } from "@playwright/test";
import { PORT, shot } from "./helpers";
import { createStore, registerCustomerOf, signInCustomerOf, signInOwnerOf, type Customer, type Store } from "./stores";

/**
 * The owner's customers (issue 45 §1): finds a customer by phone, tags them "wholesale", builds a segment of
 * wholesale customers with more than 2 orders and exports it. On a store of its own, with two customers who
 * placed orders through the API (one with three orders and a phone, one with three orders and no tag).
 */
const ROOT = `http://localhost:${PORT}`;
let store: Store;
const PHONE = "+91 98450 12345";

async function placeOrders(customer: Customer, count: number, phone: string | null) {
  const api = await request.newContext();
  const base = `${ROOT}/store/${store.slug}/api`;
  expect((await api.post(`${base}/customers/login`, { data: { email: customer.email, password: customer.password }, headers: { origin: ROOT } })).status()).toBe(200);
  const shippingAddress = { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, address: "4 Lake Road", city: "Pune", state: "Maharashtra", zipCode: "411001", country: "IN", phone };
  for (let i = 0; i < count; i++) {
    const r = await api.post(`${base}/orders`, { headers: { origin: ROOT }, data: { shippingAddress, paymentMethod: "cod", items: [{ productId: store.products[0].id, quantity: 1 }] } });
    expect(r.status(), await r.text()).toBe(201);
  }
  await api.dispose();
}

async function at(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await shot(page, `${name}-${width}`);
}

test("the owner finds a customer by phone, tags them wholesale, segments wholesale customers with more than 2 orders and exports it", async ({ page }) => {
  test.slow();
  store = await createStore({ prefix: "cust", like: "demo", demoProducts: ["Aura Wireless Headphones"] });
  const asha = await registerCustomerOf(store, { firstName: "Asha", lastName: "Wholesale" });
  const ravi = await registerCustomerOf(store, { firstName: "Ravi", lastName: "Retail" });
  await placeOrders(asha, 3, PHONE);
  await placeOrders(ravi, 3, null);
  await signInOwnerOf(page, store);

  await page.goto(store.url("/tenant-dashboard"));
  await page.getByTestId("dashboard-sidebar").getByRole("button", { name: "Customers", exact: true }).click();
  await expect(page).toHaveURL(store.url("/tenant-dashboard/customers"));
  await expect(page.getByTestId("customer-row")).toHaveCount(2);
  await at(page, 1280, "customers-list");
  await at(page, 390, "customers-list");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Found by phone (the digits as typed at checkout).
  await page.getByLabel("Search customers").fill("98450 12345");
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  const row = page.getByTestId("customer-row").first();
  await expect(row).toHaveAttribute("data-email", asha.email);
  await expect(row.getByTestId("customer-orders")).toHaveText("3");
  await row.getByRole("link", { name: "Asha Wholesale" }).click();
  await expect(page).toHaveURL(/\/tenant-dashboard\/customers\/[0-9a-f-]{36}$/);

  // Tagged wholesale.
  await expect(page.getByTestId("customer-orders")).toHaveText("3");
  await page.getByLabel("Tags").fill("wholesale");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Customer saved", { exact: true })).toBeVisible();
  await expect(page.getByText("updated customer")).toBeVisible();
  await at(page, 1280, "customer-detail");
  await at(page, 390, "customer-detail");
  await page.setViewportSize({ width: 1280, height: 900 });

  // A segment: tag is wholesale, and more than 2 orders.
  await page.goto(store.url("/tenant-dashboard/customers/segments"));
  await page.getByLabel("Name").fill("Wholesale regulars");
  await page.getByLabel("Rule 1 field").selectOption("tag");
  await page.getByLabel("Rule 1 operator").selectOption("eq");
  await page.getByLabel("Rule 1 value").fill("wholesale");
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByLabel("Rule 2 field").selectOption("ordersCount");
  await page.getByLabel("Rule 2 operator").selectOption("gt");
  await page.getByLabel("Rule 2 value").fill("2");
  await page.getByRole("button", { name: "Save segment" }).click();
  await expect(page.getByText("Segment saved", { exact: true })).toBeVisible();
  const segment = page.getByTestId("segment-row").filter({ hasText: "Wholesale regulars" });
  await expect(segment).toContainText("Tag is wholesale; Number of orders more than 2");
  await at(page, 1280, "customer-segments");
  await at(page, 390, "customer-segments");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Its CSV: Asha, not Ravi.
  const [download] = await Promise.all([page.waitForEvent("download"), segment.getByTestId("segment-export").click()]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(asha.email);
  expect(csv).not.toContain(ravi.email);
  expect(csv).toContain("wholesale");

  // The list filtered by the segment shows the same one customer.
  await segment.getByRole("link", { name: "Wholesale regulars" }).click();
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect(page.getByTestId("customer-row").first()).toHaveAttribute("data-email", asha.email);
});

test("a customer downloads their data and asks to be erased; the owner confirms; the order stays, anonymised", async ({ browser }) => {
  test.slow();
  store ??= await createStore({ prefix: "cust", like: "demo", demoProducts: ["Aura Wireless Headphones"] });
  const lea = await registerCustomerOf(store, { firstName: "Lea", lastName: "Leaving" });
  await placeOrders(lea, 1, "+91 90000 11111");

  // The customer, in their account's Settings: a copy of their data, then the request (two steps).
  const shopper = await browser.newPage();
  await signInCustomerOf(shopper, store, lea);
  await shopper.goto(store.url("/customer/dashboard"));
  await shopper.getByRole("tab", { name: "Settings" }).click();
  const [file] = await Promise.all([shopper.waitForEvent("download"), shopper.getByRole("link", { name: "Download my data" }).click()]);
  const data = JSON.parse(readFileSync((await file.path())!, "utf8")) as { customer: { email: string }; orders: unknown[] };
  expect(data.customer.email).toBe(lea.email);
  expect(data.orders).toHaveLength(1);
  await shopper.getByRole("button", { name: "Ask to erase my data" }).click();
  await shopper.getByRole("button", { name: "Yes, ask to erase my data" }).click();
  await expect(shopper.getByText("Request sent", { exact: true })).toBeVisible();
  await expect(shopper.getByRole("status").filter({ hasText: "You asked for your data to be erased on" })).toBeVisible();
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shot(shopper, "customer-erasure-requested-390");

  // The owner sees the request on the customer and confirms it.
  const owner = await browser.newPage();
  await signInOwnerOf(owner, store);
  await owner.goto(store.url("/tenant-dashboard/customers"));
  await owner.getByTestId("customer-row").filter({ hasText: lea.email }).getByRole("link").first().click();
  await expect(owner.getByRole("status").filter({ hasText: "asked on" })).toBeVisible();
  await at(owner, 1280, "customer-erasure-request");
  await owner.getByRole("button", { name: "Erase", exact: true }).click();
  await owner.getByRole("button", { name: "Erase customer" }).click();
  await expect(owner.getByText("Customer erased", { exact: true })).toBeVisible();
  await expect(owner.getByText("Erased", { exact: true })).toBeVisible();

  // The order stays, with its total, under an anonymous name; the customer is signed out.
  await owner.goto(store.url("/tenant-dashboard/orders"));
  await expect(owner.getByText("Erased customer").first()).toBeVisible();
  await expect(owner.getByText(lea.email)).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByRole("tab", { name: "Settings" })).toHaveCount(0);
  await owner.close();
  await shopper.close();
});
