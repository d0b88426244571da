import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as postReview } from "@/app/api/products/[id]/reviews/route";
import { PATCH as moderate } from "@/app/api/reviews/[id]/route";
import { GET as listReviews } from "@/app/api/reviews/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/reviews/route";
import { activityEntries, mailMessages, orders, productReviews, products, tenants } from "@/db/schema";
import { renderMessage } from "@/lib/jobs/mail-render";
import { sendReviewRequests } from "@/lib/jobs/review-requests";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Product reviews (issue 43 part 3, record 0157) through the API: who may review (a buyer with a paid or delivered
 * order, verified; guests only where the store allows), one review per customer and product (a second post edits
 * it and waits for approval again), bad input stored nowhere, the owner's moderation and reply, the product's
 * denormalised figures, settings, and another store's owner and customers kept out.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;
let a: typeof products.$inferSelect;
let b: typeof products.$inferSelect;
let gadgetProduct: typeof products.$inferSelect;
let demoId: string;
const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper(host = DEMO) {
  const c = new TestClient(host);
  const email = `rv-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Ola", lastName: "Buyer", email, password: "secret123" } })).status).toBe(201);
  return c;
}
async function move(id: string, status: string) {
  const r = await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${id}/status`, params: { id }, body: { status } });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
}
async function bought(c: TestClient, productId: string, then: string[] = ["paid"]) {
  const r = await c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId, quantity: 1 }] } });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  for (const s of then) await move(String(r.json.id), s);
  return String(r.json.id);
}
const review = (c: TestClient, productId: string, body: Record<string, unknown>) =>
  c.call(postReview, { path: `/api/products/${productId}/reviews`, params: { id: productId }, body });
const patch = (id: string, body: Record<string, unknown>, c = owner) => c.call(moderate, { method: "PATCH", path: `/api/reviews/${id}`, params: { id }, body });
const list = (query: Record<string, string>, c = owner) => c.call(listReviews, { path: `/api/reviews?${new URLSearchParams(query)}` });
const figures = async (id: string) => {
  const [p] = await ctx.db.select({ average: products.ratingAverage, count: products.ratingCount, counts: products.ratingCounts }).from(products).where(eq(products.id, id));
  return p;
};
const reviewsOf = (productId: string) => ctx.db.select().from(productReviews).where(eq(productReviews.productId, productId));
const good = { rating: 5, title: "Lovely", body: "Fits well and arrived quickly." };

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  demoId = t.id;
  const rows = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((p) => (p.options as unknown[]).length === 0);
  [a, b] = rows;
  await setStock(ctx.db, a.id, { quantity: 500, trackQuantity: true });
  await setStock(ctx.db, b.id, { quantity: 500, trackQuantity: true });
  const [g] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  [gadgetProduct] = await ctx.db.select().from(products).where(and(eq(products.tenantId, g.id), eq(products.status, "active"))).limit(1);
});

describe("writing a review", () => {
  it("a buyer with a paid COD order reviews as a verified buyer; pending by default; a second post edits it", async () => {
    const c = await shopper();
    // Placed but not paid: no purchase yet.
    const orderId = await bought(c, a.id, []);
    expect((await review(c, a.id, good)).status).toBe(403);
    await move(orderId, "paid");
    const r = await review(c, a.id, good);
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json).toMatchObject({ rating: 5, title: "Lovely", verified: true, status: "pending", name: "Ola B." });
    const id = String(r.json.id);
    // Pending reviews count nowhere.
    expect(await figures(a.id)).toMatchObject({ count: 0, average: null });
    // Published by the owner: the figures follow in the same transaction.
    expect((await patch(id, { status: "published", reply: "Thank you!" })).json).toMatchObject({ status: "published", reply: "Thank you!" });
    expect(await figures(a.id)).toMatchObject({ count: 1, average: "5.00", counts: [0, 0, 0, 0, 1] });
    // A second post edits the same review and sends it back to approval.
    const again = await review(c, a.id, { ...good, rating: 3, title: "Okay after all" });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id, rating: 3, status: "pending" });
    expect((await reviewsOf(a.id)).filter((x) => x.id === id)).toHaveLength(1);
    expect(await figures(a.id)).toMatchObject({ count: 0, average: null, counts: [0, 0, 0, 0, 0] });
    const entries = await ctx.db.select().from(activityEntries).where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.resourceId, id)));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(["review.created", "review.published", "review.updated"]));
  });

  it("a delivered COD order counts; a cancelled one does not; without a purchase 403 and nothing stored", async () => {
    const c = await shopper();
    const cancelled = await bought(c, b.id, []);
    await move(cancelled, "cancelled");
    const before = (await reviewsOf(b.id)).length;
    expect((await review(c, b.id, good)).status).toBe(403);
    await bought(c, b.id, ["delivered"]);
    const r = await review(c, b.id, { ...good, rating: 4 });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json.verified).toBe(true);
    expect((await reviewsOf(b.id)).length).toBe(before + 1);
  });

  it("bad input: rating 0 or 6, a 1 MB body, script tags, another store's product: 400/404, nothing stored", async () => {
    const c = await shopper();
    await bought(c, b.id);
    const before = (await ctx.db.select().from(productReviews)).length;
    for (const body of [
      { ...good, rating: 0 },
      { ...good, rating: 6 },
      { ...good, body: "x".repeat(1_000_000) },
      { ...good, body: "x".repeat(5_001) },
      { ...good, body: "Nice <script>alert(1)</script>" },
      { ...good, title: "<img src=x onerror=alert(1)>" },
      { ...good, title: "" },
    ]) {
      const r = await review(c, b.id, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.json.message).toBeTruthy();
    }
    // Another store's product, from this store's customer: not found here.
    expect((await review(c, gadgetProduct.id, good)).status).toBe(404);
    expect((await ctx.db.select().from(productReviews)).length).toBe(before);
  });

  it("guests: 403 unless the store allows them; then unverified, with a name", async () => {
    const guest = new TestClient(DEMO);
    expect((await review(guest, a.id, { ...good, name: "Walk-in" })).status).toBe(403);
    const s = await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: false, allowGuests: true, requestEmail: { enabled: false, daysAfterDelivery: 7 } } });
    expect(s.status, JSON.stringify(s.json)).toBe(200);
    expect((await review(guest, a.id, good)).status).toBe(400);
    const r = await review(guest, a.id, { ...good, name: "Walk-in" });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ verified: false, name: "Walk-in", status: "pending" });
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: false, allowGuests: false, requestEmail: { enabled: false, daysAfterDelivery: 7 } } });
  });
});

describe("moderation and settings", () => {
  it("lists by status and product, bulk-style publish and reject, keeps the figures exact", async () => {
    const ids: string[] = [];
    for (const rating of [5, 4, 2]) {
      const c = await shopper();
      await bought(c, b.id);
      ids.push(String((await review(c, b.id, { ...good, rating })).json.id));
    }
    const pending = await list({ status: "pending", productId: b.id });
    expect(pending.status).toBe(200);
    expect((pending.json.items as { id: string }[]).map((i) => i.id)).toEqual(expect.arrayContaining(ids));
    expect((pending.json.items as { productName: string }[])[0].productName).toBe(b.name);
    const base = await figures(b.id);
    for (const id of ids.slice(0, 2)) expect((await patch(id, { status: "published" })).status).toBe(200);
    expect((await patch(ids[2], { status: "rejected" })).status).toBe(200);
    const after = await figures(b.id);
    expect(after.count).toBe(base.count + 2);
    const published = (await reviewsOf(b.id)).filter((r) => r.status === "published");
    expect(after.count).toBe(published.length);
    expect(Number(after.average)).toBeCloseTo(published.reduce((s, r) => s + r.rating, 0) / published.length, 2);
    expect(after.counts.reduce((s, n) => s + n, 0)).toBe(published.length);
    // Unpublishing takes it out again.
    expect((await patch(ids[0], { status: "rejected" })).status).toBe(200);
    expect((await figures(b.id)).count).toBe(after.count - 1);
    expect((await list({ status: "bogus" })).status).toBe(400);
    expect((await patch(ids[1], {})).status).toBe(400);
    expect((await patch(ids[1], { status: "gone" })).status).toBe(400);
  });

  it("settings: default after approval, guests off, no request mail; auto-publish publishes at once", async () => {
    expect((await owner.call(getSettings, { path: "/api/settings/reviews" })).json).toMatchObject({ autoPublish: false, allowGuests: false, requestEmail: { enabled: false } });
    const bad = await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: true, allowGuests: false, requestEmail: { enabled: true, daysAfterDelivery: 0 } } });
    expect(bad.status).toBe(400);
    const ok = await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: true, allowGuests: false, requestEmail: { enabled: true, daysAfterDelivery: 3 } } });
    expect(ok.json).toMatchObject({ autoPublish: true, requestEmail: { enabled: true, daysAfterDelivery: 3 } });
    const c = await shopper();
    await bought(c, a.id);
    const base = await figures(a.id);
    const r = await review(c, a.id, { ...good, rating: 1 });
    expect(r.json.status).toBe("published");
    expect((await figures(a.id)).count).toBe(base.count + 1);
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: false, allowGuests: false, requestEmail: { enabled: false, daysAfterDelivery: 7 } } });
  });

  it("another store's owner neither lists nor moderates this store's reviews; a shopper cannot moderate", async () => {
    const c = await shopper();
    await bought(c, a.id);
    const id = String((await review(c, a.id, good)).json.id);
    const theirs = await list({}, gadgetsOwner);
    expect((theirs.json.items as { id: string }[]).some((i) => i.id === id)).toBe(false);
    expect((await patch(id, { status: "published" }, gadgetsOwner)).status).toBe(404);
    expect([401, 403]).toContain((await patch(id, { status: "published" }, c)).status);
    const [row] = await ctx.db.select().from(productReviews).where(eq(productReviews.id, id));
    expect(row.status).toBe("pending");
    // A customer of another store, signed in there, cannot review this store's product with that session.
    const other = await shopper(GADGETS);
    expect((await review(other, a.id, good)).status).toBe(404);
  });
});

describe("the review request mail", () => {
  it("off by default; when on, one mail per delivered order N days later, linking the product's review form", async () => {
    const c = await shopper();
    const orderId = await bought(c, a.id, ["paid", "delivered"]);
    const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3600 * 1000);
    await ctx.db.update(orders).set({ updatedAt: fourDaysAgo }).where(eq(orders.id, orderId));
    const mails = () => ctx.db.select().from(mailMessages).where(eq(mailMessages.dedupeKey, `review-request:${orderId}`));
    await sendReviewRequests();
    expect(await mails()).toHaveLength(0);
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: false, allowGuests: false, requestEmail: { enabled: true, daysAfterDelivery: 5 } } });
    await sendReviewRequests();
    expect(await mails()).toHaveLength(0); // delivered 4 days ago, asked after 5
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: false, allowGuests: false, requestEmail: { enabled: true, daysAfterDelivery: 3 } } });
    await sendReviewRequests();
    await sendReviewRequests();
    const [mail] = await mails();
    expect(await mails()).toHaveLength(1);
    const rendered = await renderMessage(mail);
    expect(rendered.text).toContain(`/product/${a.slug}/reviews?write=1`);
    expect(rendered.subject).toMatch(/How was your order/);
    await owner.call(putSettings, { method: "PUT", path: "/api/settings/reviews", body: { autoPublish: false, allowGuests: false, requestEmail: { enabled: false, daysAfterDelivery: 7 } } });
  });
});
