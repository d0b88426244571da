import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as orderQuote } from "@/app/api/checkout/quote/route";
import { DELETE as deleteSegment } from "@/app/api/customer-segments/[id]/route";
import { POST as createSegment } from "@/app/api/customer-segments/route";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { PATCH as patchCustomer } from "@/app/api/customers/[id]/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { DELETE as deleteDiscount, PATCH as patchDiscount } from "@/app/api/discounts/[id]/route";
import { POST as createDiscount } from "@/app/api/discounts/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { products, tenants } from "@/db/schema";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * A discount limited to customer segments (issue 45, "Segments can also be used as a discount's eligibility"):
 * a signed-in customer in the segment gets it, one outside it or a guest does not (the quote says why, the order
 * is refused), another store's segment cannot be named, and a segment that limits a discount is not deleted.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;
let product: typeof products.$inferSelect;
const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

async function shopper() {
  const c = new TestClient(DEMO);
  const email = `seg-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Sam", lastName: "Shopper", email, password: "secret123" } })).status).toBe(201);
  const me = await c.call(customerMe, { path: "/api/customers/me" });
  return { c, id: String((me.json as { id?: string; user?: { id: string } }).id ?? (me.json as { user: { id: string } }).user.id) };
}
const quote = (c: TestClient, code: string) =>
  c.call(orderQuote, { path: "/api/checkout/quote", body: { buyerLocation: { country: "IN", state: "Karnataka" }, items: [{ productId: product.id, quantity: 1 }], paymentMethod: "cod", discountCode: code } });

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff("gadgets.localhost:3000", "owner2@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  product = rows.find((p) => (p.options as unknown[]).length === 0)!;
  await setStock(ctx.db, product.id, { quantity: 1000, trackQuantity: true });
});

describe("a discount for a customer segment", () => {
  it("applies to a tagged customer only; a guest is asked to sign in; the order agrees with the quote", async () => {
    const seg = await owner.call(createSegment, { path: "/api/customer-segments", body: { name: "VIP buyers", match: "all", rules: [{ field: "tag", operator: "eq", value: "vip" }] } });
    expect(seg.status, JSON.stringify(seg.json)).toBe(201);
    const segmentId = String(seg.json.id);
    const made = await owner.call(createDiscount, { path: "/api/discounts", body: { code: "VIPONLY", type: "percentage", value: 20, customerSegmentIds: [segmentId] } });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ customerSegmentIds: [segmentId] });

    const vip = await shopper();
    const other = await shopper();
    expect((await owner.call(patchCustomer, { method: "PATCH", path: `/api/customers/${vip.id}`, params: { id: vip.id }, body: { tags: ["vip"] } })).status).toBe(200);

    expect((await quote(vip.c, "VIPONLY")).json).toMatchObject({ discountCode: "VIPONLY", discountError: null });
    expect((await quote(other.c, "VIPONLY")).json).toMatchObject({ discountError: "This code is not available for your account", discountTotal: "0.00" });
    expect((await quote(new TestClient(DEMO), "VIPONLY")).json).toMatchObject({ discountError: "Sign in to use this code" });

    const placed = await vip.c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: product.id, quantity: 1 }], discountCode: "VIPONLY" } });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    expect(placed.json).toMatchObject({ discountCode: "VIPONLY" });
    const refused = await other.c.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: product.id, quantity: 1 }], discountCode: "VIPONLY" } });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ errors: { discountCode: "This code is not available for your account" } });

    // The segment limits a discount: not deleted (the discount would open to everyone); once freed, it goes.
    const del = () => owner.call(deleteSegment, { method: "DELETE", path: `/api/customer-segments/${segmentId}`, params: { id: segmentId } });
    const blocked = await del();
    expect(blocked.status).toBe(409);
    expect(String(blocked.json.message)).toMatch(/VIPONLY/);
    const id = String(made.json.id);
    expect((await owner.call(patchDiscount, { method: "PATCH", path: `/api/discounts/${id}`, params: { id }, body: { customerSegmentIds: [] } })).json).toMatchObject({ customerSegmentIds: [] });
    expect((await quote(other.c, "VIPONLY")).json).toMatchObject({ discountError: null });
    expect((await del()).status).toBe(200);
    await owner.call(deleteDiscount, { method: "DELETE", path: `/api/discounts/${id}`, params: { id } });
  });

  it("400 for an unknown segment, another store's segment, or a malformed id; nothing stored", async () => {
    const theirs = await gadgetsOwner.call(createSegment, { path: "/api/customer-segments", body: { name: "Theirs", match: "all", rules: [{ field: "ordersCount", operator: "gt", value: 0 }] } });
    expect(theirs.status).toBe(201);
    for (const ids of [[String(theirs.json.id)], ["00000000-0000-4000-8000-000000000009"], ["nope"]]) {
      const r = await owner.call(createDiscount, { path: "/api/discounts", body: { code: `SEGBAD${ids[0].slice(0, 4).replace(/[^A-Za-z0-9]/g, "x")}`, type: "fixed", value: 10, customerSegmentIds: ids } });
      expect(r.status, JSON.stringify(r.json)).toBe(400);
      expect(Object.keys((r.json as { errors: Record<string, string> }).errors)[0]).toMatch(/^customerSegmentIds/);
    }
  });
});
