import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { shot, shotOf } from "./helpers";
import { createStore, ownerApiOf, registerCustomerOf, signInCustomerOf, signInOwnerOf, type Store } from "./stores";

/**
 * Product reviews (issue 43 part 3, record 0157): a buyer of a product (a COD order, paid) reviews it from the
 * product page; the owner approves it and replies from Products → Reviews; the product page then shows the stars,
 * the review and the reply, and its JSON-LD carries AggregateRating. On a store of its own.
 */
let store: Store;
let owner: APIRequestContext;
const CAP = "Canvas Baseball Cap";

test.beforeAll(async () => {
  store = await createStore({ prefix: "reviews", like: "demo", demoProducts: [CAP] });
  owner = await ownerApiOf(store);
});
test.afterAll(async () => owner?.dispose());

async function pageCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, { method: m as string, headers: { "Content-Type": "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}
async function ownerCall(method: string, path: string, data?: unknown) {
  const r = await owner.fetch(path.replace(/^\//, ""), { method, data });
  expect(r.status(), await r.text()).toBeLessThan(300);
  return r.json();
}
const jsonLdOf = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);

test("a buyer reviews a product; the owner approves and replies; the page shows stars, review, reply and AggregateRating", async ({ browser }) => {
  const cap = store.products.find((p) => p.name === CAP)!;
  const customer = await registerCustomerOf(store, { firstName: "Meera", lastName: "Kapoor" });
  const shopper = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInCustomerOf(shopper, store, customer);
  await shopper.goto(store.url("/"));
  const address = { firstName: "Meera", lastName: "Kapoor", email: customer.email, address: "4 Lake Road", city: "Kolkata", state: "West Bengal", zipCode: "700029", country: "IN" };
  const placed = await pageCall(shopper, "POST", "/api/orders", { shippingAddress: address, paymentMethod: "cod", items: [{ productId: cap.id, quantity: 1 }] });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  // Before the cash is collected the order is no purchase yet; marked paid it is.
  await ownerCall("PATCH", `/api/orders/${placed.json.id}/status`, { status: "paid" });

  // No review yet: no stars, no AggregateRating.
  await shopper.goto(store.url(`/product/${cap.slug}`));
  const section = shopper.getByTestId("product-reviews");
  await expect(section).toContainText("No reviews yet");
  expect((await jsonLdOf(shopper)).some((ld) => "aggregateRating" in ld)).toBe(false);

  // The buyer writes a review: the form's island loads on the click.
  await section.getByTestId("write-review").click();
  const form = section.getByTestId("review-form");
  await form.getByTestId("review-star-4").check({ force: true });
  await form.getByTestId("review-title").fill("Great everyday cap");
  await form.getByTestId("review-body").fill("Fits well, the canvas feels sturdy.\nWould buy again.");
  await shopper.setViewportSize({ width: 390, height: 844 });
  await form.scrollIntoViewIfNeeded();
  await shot(shopper, "review-form-390");
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await form.getByTestId("review-submit").click();
  await expect(section.getByTestId("review-done")).toContainText("once the store approves it");

  // The owner approves it and replies, from Products → Reviews.
  const dash = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInOwnerOf(dash, store);
  await dash.goto(store.url("/tenant-dashboard/reviews"));
  const row = dash.getByTestId("review-row").filter({ hasText: "Great everyday cap" });
  await expect(row).toContainText("Verified buyer");
  await expect(row).toContainText("Meera K.");
  await shotOf(dash, "reviews-owner-pending-1280");
  await dash.setViewportSize({ width: 390, height: 844 });
  await shot(dash, "reviews-owner-pending-390");
  await dash.setViewportSize({ width: 1280, height: 900 });
  await row.getByTestId("review-approve").click();
  // Pending is the default filter: the approved review leaves it; all reviews shows it published.
  await expect(row).toHaveCount(0);
  await dash.getByTestId("review-status-filter").selectOption("");
  const published = dash.getByTestId("review-row").filter({ hasText: "Great everyday cap" });
  await expect(published).toContainText("Published");
  await published.getByTestId("review-reply").click();
  await published.getByTestId("review-reply-input").fill("Thank you, Meera! Glad it fits.");
  await published.getByTestId("review-reply-save").click();
  await expect(published.getByTestId("review-owner-reply")).toHaveText("Thank you, Meera! Glad it fits.");
  await shotOf(dash, "reviews-owner-replied-1280");

  // The product page: stars, the review with "Verified buyer", the reply, and AggregateRating in its JSON-LD.
  const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await expect(async () => {
    await fresh.goto(store.url(`/product/${cap.slug}`));
    await expect(fresh.getByTestId("review-reply")).toContainText("Glad it fits", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(fresh.getByTestId("product-rating")).toContainText("(1)");
  const review = fresh.getByTestId("review");
  await expect(review).toContainText("Great everyday cap");
  await expect(review).toContainText("Verified buyer");
  await expect(fresh.getByTestId("rating-average")).toHaveText("4.0");
  const ld = (await jsonLdOf(fresh)).find((x) => "aggregateRating" in x);
  expect(ld?.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: "4.00", reviewCount: 1 });
  expect(ld?.review).toMatchObject([{ "@type": "Review", name: "Great everyday cap", reviewRating: { ratingValue: 4 } }]);
  await fresh.getByTestId("product-reviews").scrollIntoViewIfNeeded();
  await shot(fresh, "reviews-product-1280");
  await fresh.setViewportSize({ width: 390, height: 844 });
  await fresh.getByTestId("product-reviews").scrollIntoViewIfNeeded();
  await shot(fresh, "reviews-product-390");

  // Listing cards show the stars and the count.
  await fresh.goto(store.url("/products?sort=rating"));
  const card = fresh.getByTestId("product-card").filter({ hasText: CAP });
  await expect(card.getByTestId("stars")).toContainText("(1)");
});
