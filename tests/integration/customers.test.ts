import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { PUT as putAddress, DELETE as deleteAddress } from "@/app/api/customers/addresses/[id]/route";
import { GET as listAddresses, POST as addAddress } from "@/app/api/customers/addresses/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as me, PATCH as patchMe } from "@/app/api/customers/me/route";
import { POST as changePassword } from "@/app/api/customers/password/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { DELETE as unwish } from "@/app/api/customers/wishlist/[productId]/route";
import { GET as wishlist, POST as wish } from "@/app/api/customers/wishlist/route";
import { closeDb } from "@/db/client";
import { addresses, products, tenants, wishlistItems } from "@/db/schema";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const home = {
  firstName: "Asha",
  lastName: "Rao",
  address1: "1 MG Road",
  address2: "",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560001",
  country: "IN",
  phone: "",
  type: "shipping",
  isDefault: false,
};

async function newCustomer(host = "demo.localhost:3000") {
  const c = new TestClient(host);
  const email = `c-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "New", lastName: "Customer", email, password: "secret123" } })).status).toBe(201);
  return { c, email };
}

async function demoCustomer() {
  const c = new TestClient("demo.localhost:3000");
  expect((await c.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } })).status).toBe(200);
  return c;
}

async function productOf(slug: string) {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, slug));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  // Without options: an order line then needs no variantId.
  return rows.find((p) => p.options.length === 0) ?? rows[0];
}

describe("addresses", () => {
  it("adds, lists (default first), edits and makes default; the first is the default", async () => {
    const { c } = await newCustomer();
    const first = await c.call(addAddress, { path: "/api/customers/addresses", body: home });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ isDefault: true, address2: null, phone: null, state: "Karnataka" });
    const second = await c.call(addAddress, {
      path: "/api/customers/addresses",
      body: { ...home, address1: "5 Park St", city: "Kolkata", state: "west bengal", type: "billing" },
    });
    expect(second.json).toMatchObject({ isDefault: false, state: "West Bengal", type: "billing" });

    const id2 = String(second.json.id);
    const made = await c.call(putAddress, { method: "PUT", path: `/api/customers/addresses/${id2}`, params: { id: id2 }, body: { isDefault: true } });
    expect(made.status).toBe(200);
    const list = (await c.call(listAddresses, { path: "/api/customers/addresses" })).json as unknown as { id: string; isDefault: boolean }[];
    expect(list.map((a) => a.isDefault)).toEqual([true, false]);
    expect(list[0].id).toBe(id2);

    const edited = await c.call(putAddress, { method: "PUT", path: `/api/customers/addresses/${id2}`, params: { id: id2 }, body: { ...home, city: "Howrah", state: "West Bengal" } });
    expect(edited.json).toMatchObject({ city: "Howrah", isDefault: true });
  });

  it("validates with the form's messages; the state is required only where the country has a list", async () => {
    const { c } = await newCustomer();
    const r = await c.call(addAddress, { path: "/api/customers/addresses", body: { ...home, firstName: " ", lastName: "", address1: "", city: "", state: "", zipCode: "", country: "" } });
    expect(r.status).toBe(400);
    expect(r.json.errors).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      address1: "Address is required",
      city: "City is required",
      // No country chosen: the generic label's words (PIN code / ZIP code / Postcode once one is).
      zipCode: "Postal code is required",
      country: "Country is required",
    });
    const noState = await c.call(addAddress, { path: "/api/customers/addresses", body: { ...home, state: "" } });
    expect(noState.json.errors).toEqual({ state: "State/Province is required" });
    const wrongState = await c.call(addAddress, { path: "/api/customers/addresses", body: { ...home, country: "US", state: "Karnataka" } });
    expect(wrongState.json.errors).toHaveProperty("state");
    const gb = await c.call(addAddress, { path: "/api/customers/addresses", body: { ...home, country: "GB", state: "", city: "London", zipCode: "SW1A 1AA" } });
    expect(gb.status).toBe(201);
    expect(gb.json.state).toBeNull();
  });

  it("one customer cannot read, change or delete another's address; anonymous is 401; gadgets is another world", async () => {
    const { c: alice } = await newCustomer();
    const created = await alice.call(addAddress, { path: "/api/customers/addresses", body: home });
    const id = String(created.json.id);
    const seeded = await demoCustomer();
    const theirs = (await seeded.call(listAddresses, { path: "/api/customers/addresses" })).json as unknown as { id: string }[];
    expect(theirs.some((a) => a.id === id)).toBe(false);
    expect(theirs).toHaveLength(1); // the seeded customer's own

    const change = await seeded.call(putAddress, { method: "PUT", path: `/api/customers/addresses/${id}`, params: { id }, body: { ...home, city: "Hacked" } });
    expect(change.status).toBe(404);
    expect((await seeded.call(putAddress, { method: "PUT", path: `/api/customers/addresses/${id}`, params: { id }, body: { isDefault: true } })).status).toBe(404);
    expect((await seeded.call(deleteAddress, { method: "DELETE", path: `/api/customers/addresses/${id}`, params: { id } })).status).toBe(404);
    const [row] = await ctx.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row.city).toBe("Bengaluru");

    expect((await new TestClient("demo.localhost:3000").call(listAddresses, { path: "/api/customers/addresses" })).status).toBe(401);
    // The demo customer's session means nothing on gadgets, by host or by path.
    expect((await seeded.call(listAddresses, { path: "/api/customers/addresses", host: "gadgets.localhost:3000" })).status).toBe(401);
    const pathMode = new TestClient("localhost:3000");
    await pathMode.call(customerLogin, { path: "/store/demo/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    expect((await pathMode.call(listAddresses, { path: "/store/demo/api/customers/addresses" })).status).toBe(200);
    expect((await pathMode.call(listAddresses, { path: "/store/gadgets/api/customers/addresses" })).status).toBe(401);
    expect((await pathMode.call(addAddress, { path: "/store/gadgets/api/customers/addresses", body: home })).status).toBe(401);
  });

  it("an owner session is not a customer session (401 on customer routes)", async () => {
    const owner = new TestClient("demo.localhost:3000");
    await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    expect((await owner.call(listAddresses, { path: "/api/customers/addresses" })).status).toBe(401);
  });
});

describe("wishlist", () => {
  it("adds (twice is harmless), lists with product fields, removes", async () => {
    const { c } = await newCustomer();
    const p = await productOf("demo");
    expect((await c.call(wish, { path: "/api/customers/wishlist", body: { productId: p.id } })).status).toBe(201);
    expect((await c.call(wish, { path: "/api/customers/wishlist", body: { productId: p.id } })).status).toBe(201);
    const list = (await c.call(wishlist, { path: "/api/customers/wishlist" })).json as unknown as { productId: string; product: Record<string, unknown> }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ productId: p.id, product: { id: p.id, name: p.name, slug: p.slug, price: p.price, images: p.images, quantity: p.quantity, trackQuantity: p.trackQuantity, hasOptions: (p.options as unknown[]).length > 0 } });
    expect(list[0].product).not.toHaveProperty("costPrice");
    const del = await c.call(unwish, { method: "DELETE", path: `/api/customers/wishlist/${p.id}`, params: { productId: p.id } });
    expect(del.status).toBe(200);
    expect(del.json.message).toBeTypeOf("string");
    expect((await c.call(wishlist, { path: "/api/customers/wishlist" })).json).toEqual([]);
  });

  it("refuses another store's product; customers never see or remove each other's items", async () => {
    const { c: alice } = await newCustomer();
    const g = await productOf("gadgets");
    expect((await alice.call(wish, { path: "/api/customers/wishlist", body: { productId: g.id } })).status).toBe(404);
    expect((await alice.call(wish, { path: "/api/customers/wishlist", body: { productId: "not-a-uuid" } })).status).toBe(400);
    const p = await productOf("demo");
    await alice.call(wish, { path: "/api/customers/wishlist", body: { productId: p.id } });
    const seeded = await demoCustomer();
    expect((await seeded.call(wishlist, { path: "/api/customers/wishlist" })).json).toEqual([]);
    await seeded.call(unwish, { method: "DELETE", path: `/api/customers/wishlist/${p.id}`, params: { productId: p.id } });
    expect((await alice.call(wishlist, { path: "/api/customers/wishlist" })).json).toHaveLength(1);
    expect(await ctx.db.select().from(wishlistItems)).toHaveLength(1);
    expect((await seeded.call(wishlist, { path: "/api/customers/wishlist", host: "gadgets.localhost:3000" })).status).toBe(401);
  });
});

describe("profile and password", () => {
  it("edits first and last name only", async () => {
    const { c, email } = await newCustomer();
    const r = await c.call(patchMe, { method: "PATCH", path: "/api/customers/me", body: { firstName: "  Maya ", lastName: "Iyer" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ firstName: "Maya", lastName: "Iyer", email });
    expect((await c.call(patchMe, { method: "PATCH", path: "/api/customers/me", body: { firstName: "M", lastName: "I", email: "x@example.com" } })).status).toBe(400);
    expect((await c.call(patchMe, { method: "PATCH", path: "/api/customers/me", body: { firstName: "", lastName: "I" } })).json.errors).toEqual({ firstName: "First name is required" });
    expect((await c.call(me, { path: "/api/customers/me" })).json).toMatchObject({ firstName: "Maya", email });
  });

  it("changes the password after checking the current one", async () => {
    const { c, email } = await newCustomer();
    const wrong = await c.call(changePassword, { path: "/api/customers/password", body: { currentPassword: "nope-nope", newPassword: "brandnew1" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: "Current password is incorrect" });
    const short = await c.call(changePassword, { path: "/api/customers/password", body: { currentPassword: "secret123", newPassword: "123" } });
    expect(short.json.errors).toEqual({ newPassword: "Password must be at least 6 characters" });
    expect((await c.call(changePassword, { path: "/api/customers/password", body: { currentPassword: "secret123", newPassword: "brandnew1" } })).status).toBe(200);
    const fresh = new TestClient("demo.localhost:3000");
    expect((await fresh.call(customerLogin, { path: "/api/customers/login", body: { email, password: "secret123" } })).status).toBe(401);
    expect((await fresh.call(customerLogin, { path: "/api/customers/login", body: { email, password: "brandnew1" } })).status).toBe(200);
    expect((await new TestClient("demo.localhost:3000").call(changePassword, { path: "/api/customers/password", body: { currentPassword: "a", newPassword: "bbbbbb" } })).status).toBe(401);
  });
});
