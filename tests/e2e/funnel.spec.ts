import { expect, test, type APIRequestContext } from "@playwright/test";
import { addToCart } from "./checkout-journey";
import { payCashOnDelivery, registerAtCheckout } from "./helpers";
import { createStore, ownerApiOf, type Store } from "./stores";

/**
 * Issue 42's Chromium journey, funnel part (record 0151): a shopper visits the home page, a product, adds it to the
 * cart, starts checkout and orders; the owner's GET /api/reports/funnel then shows each step at least once more
 * than before. The beacons are the storefront's inline script (navigator.sendBeacon); the report counts days the
 * roll-up job has not closed (today) from the events, so it shows them without waiting for the job's schedule.
 */

// Headless Chromium names itself HeadlessChrome, which the beacon endpoint leaves out as a bot: this journey is a
// shopper's browser.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36" });

type Funnel = { sessions: number; productViews: number; addToCarts: number; checkoutsStarted: number; orders: number; conversionRate: number };

let store: Store;
let owner: APIRequestContext;

test.beforeAll(async () => {
  store = await createStore({ prefix: "funnel", like: "demo", products: [{ name: "Funnel Mug", price: "299.00", quantity: 50 }] });
  owner = await ownerApiOf(store);
});

async function funnel(): Promise<Funnel> {
  const r = await owner.get("api/reports/funnel");
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as Funnel;
}

test("a shopper's visit, product view, add to cart, checkout and order each show in the owner's funnel", async ({ page }) => {
  const before = await funnel();
  const product = store.products[0];

  const beacons: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/storefront-events") && req.method() === "POST") beacons.push(JSON.parse(req.postData() ?? "{}").t as string);
  });

  await page.goto(store.url("/"));
  await expect(page.locator("#main-content")).toBeVisible();
  await addToCart(page, store.url(`/product/${product.slug}`));
  await page.goto(store.url("/checkout"));
  await expect(page.getByText("Complete Your Purchase")).toBeVisible();
  await registerAtCheckout(page, "funnel");
  await payCashOnDelivery(page);
  await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);

  // The visitor's cookie: a random first-party id, nothing else.
  const cookies = await page.context().cookies(store.url("/"));
  expect(cookies.find((c) => c.name === "sb_vid")?.value).toMatch(/^[0-9a-f]{32}$/);
  expect(beacons).toEqual(expect.arrayContaining(["page_view", "product_view", "add_to_cart", "checkout_start"]));

  await expect
    .poll(async () => {
      const after = await funnel();
      return (
        after.sessions >= before.sessions + 1 &&
        after.productViews >= before.productViews + 1 &&
        after.addToCarts >= before.addToCarts + 1 &&
        after.checkoutsStarted >= before.checkoutsStarted + 1 &&
        after.orders >= before.orders + 1
      );
    }, { timeout: 30_000 })
    .toBe(true);
  const after = await funnel();
  expect(after.conversionRate).toBeGreaterThan(0);
});
