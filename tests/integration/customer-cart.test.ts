import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { POST as mergeCart } from "@/app/api/customers/cart/merge/route";
import { GET as getCart, PUT as putCart } from "@/app/api/customers/cart/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { closeDb } from "@/db/client";
import { customerCarts, products, productVariants, tenants, translations } from "@/db/schema";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Issue 34 item 18 (record 0132): a signed-in customer's cart on the server, so it follows them to another
 * device. Two stores (demo, gadgets): a store's customer reaches only their own cart in that store, and a
 * cart names only that store's products and variants.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

type Item = { id: string; productId: string; variantId: string; variantTitle: string | null; name: string; price: string; quantity: number; maxQuantity: number | null };
type Cart = { items: Item[]; discountCode: string | null; revision: number };
const DEMO = "demo.localhost:3000";

async function storeOf(slug: string) {
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, slug));
  const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")));
  const variants = await ctx.db.select().from(productVariants).where(eq(productVariants.tenantId, t.id));
  // In stock, in a fixed order (PGlite and PostgreSQL return unordered rows differently).
  const sorted = rows.filter((p) => p.quantity > 5).sort((a, b) => a.slug.localeCompare(b.slug));
  const withOptions = sorted.find((p) => p.options.length > 0)!;
  const plain = sorted.filter((p) => p.options.length === 0);
  const variantsOf = (productId: string) => variants.filter((v) => v.productId === productId).sort((a, b) => a.position - b.position);
  return { tenant: t, withOptions, plain, variantsOf };
}

async function newShopper(host: string) {
  const c = new TestClient(host);
  const email = `cart-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Cart", lastName: "Shopper", email, password: "secret123" } })).status).toBe(201);
  return { c, email };
}

const read = async (c: TestClient, path = "/api/customers/cart") => {
  const r = await c.call(getCart, { path });
  expect(r.status).toBe(200);
  return r.json as unknown as Cart;
};
const put = (c: TestClient, body: unknown, path = "/api/customers/cart") => c.call(putCart, { method: "PUT", path, body });
const merge = (c: TestClient, body: unknown) => c.call(mergeCart, { path: "/api/customers/cart/merge", body });

describe("GET/PUT /api/customers/cart", () => {
  it("follows the customer to another device: variant lines with the catalogue's names and prices, and the code", async () => {
    const demo = await storeOf("demo");
    const [v] = demo.variantsOf(demo.withOptions.id).slice(1, 2);
    const plain = demo.plain[0];
    const laptop = await signInCustomer(DEMO);
    const saved = await put(laptop, {
      lines: [
        { productId: demo.withOptions.id, variantId: v.id, quantity: 2 },
        // A line stored before variants names only the product: its only variant is kept.
        { productId: plain.id, quantity: 1 },
      ],
      discountCode: "WALK10",
    });
    expect(saved.status).toBe(200);

    const phone = await signInCustomer(DEMO);
    const cart = await read(phone);
    expect(cart.discountCode).toBe("WALK10");
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({ id: v.id, productId: demo.withOptions.id, variantId: v.id, variantTitle: v.title, name: demo.withOptions.name, price: v.price, quantity: 2 });
    expect(cart.items[1]).toMatchObject({ productId: plain.id, variantId: demo.variantsOf(plain.id)[0].id, variantTitle: null, quantity: 1 });

    // Each write raises the revision (a browser that saw an older one takes the server's cart).
    const first = cart.revision;
    expect((await put(phone, { lines: [], discountCode: null })).status).toBe(200);
    const emptied = await read(laptop);
    expect(emptied).toEqual({ items: [], discountCode: null, revision: first + 1 });
  });

  it("is for signed-in customers only", async () => {
    const visitor = new TestClient(DEMO);
    expect((await visitor.call(getCart, { path: "/api/customers/cart" })).status).toBe(401);
    expect((await put(visitor, { lines: [] })).status).toBe(401);
    expect((await merge(visitor, { lines: [] })).status).toBe(401);
  });

  it("refuses another store's products and variants, and stores nothing of such a cart", async () => {
    const demo = await storeOf("demo");
    const gadgets = await storeOf("gadgets");
    const { c } = await newShopper(DEMO);
    const mine = { productId: demo.plain[0].id, quantity: 1 };
    expect((await put(c, { lines: [mine], discountCode: "KEEP" })).status).toBe(200);
    const before = await read(c);

    const foreignProduct = await put(c, { lines: [mine, { productId: gadgets.plain[0].id, quantity: 1 }] });
    expect(foreignProduct.status).toBe(422);
    expect(foreignProduct.json.errors).toEqual({ "lines.1.productId": "Not a product of this store" });

    // This store's product with another store's variant.
    const gadgetVariant = gadgets.variantsOf(gadgets.plain[0].id)[0];
    const foreignVariant = await put(c, { lines: [{ productId: demo.plain[0].id, variantId: gadgetVariant.id, quantity: 1 }] });
    expect(foreignVariant.status).toBe(422);
    expect(Object.keys(foreignVariant.json.errors as object)).toEqual(["lines.0.variantId"]);

    const merged = await merge(c, { lines: [{ productId: gadgets.plain[0].id, quantity: 1 }] });
    expect(merged.status).toBe(422);
    expect(await read(c)).toEqual(before);
  });

  it("another store's customer can neither read nor change it", async () => {
    const demo = await storeOf("demo");
    const gadgets = await storeOf("gadgets");
    // Path mode: both stores on one host, so the gadgets customer's cookie is sent to the demo store too.
    const browser = new TestClient("localhost:3000");
    expect((await browser.call(customerRegister, { path: "/store/gadgets/api/customers/register", body: { firstName: "G", lastName: "Shopper", email: "g-cart@example.com", password: "secret123" } })).status).toBe(201);
    const demoShopper = new TestClient("localhost:3000");
    expect((await demoShopper.call(customerLogin, { path: "/store/demo/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } })).status).toBe(200);
    // The demo customer's cart, written through path mode too.
    expect((await put(demoShopper, { lines: [{ productId: demo.plain[0].id, quantity: 3 }], discountCode: "DEMO" }, "/store/demo/api/customers/cart")).status).toBe(200);

    // The gadgets customer, asking the demo store, is nobody there.
    expect((await browser.call(getCart, { path: "/store/demo/api/customers/cart" })).status).toBe(401);
    expect((await put(browser, { lines: [] }, "/store/demo/api/customers/cart")).status).toBe(401);
    // In their own store they see their own (empty) cart, never demo's.
    expect(await read(browser, "/store/gadgets/api/customers/cart")).toEqual({ items: [], discountCode: null, revision: 0 });
    expect((await put(browser, { lines: [{ productId: gadgets.plain[0].id, quantity: 1 }] }, "/store/gadgets/api/customers/cart")).status).toBe(200);

    const demoCart = await read(demoShopper, "/store/demo/api/customers/cart");
    expect(demoCart).toMatchObject({ discountCode: "DEMO", items: [{ productId: demo.plain[0].id, quantity: 3 }] });
    const rows = await ctx.db.select().from(customerCarts).where(eq(customerCarts.tenantId, gadgets.tenant.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].lines).toEqual([{ productId: gadgets.plain[0].id, variantId: gadgets.variantsOf(gadgets.plain[0].id)[0].id, quantity: 1 }]);
  });

  it("leaves out lines whose product is no longer on sale", async () => {
    const demo = await storeOf("demo");
    const { c } = await newShopper(DEMO);
    const [a, b] = demo.plain;
    expect((await put(c, { lines: [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }] })).status).toBe(200);
    await ctx.db.update(products).set({ status: "archived" }).where(eq(products.id, b.id));
    try {
      expect((await read(c)).items.map((i) => i.productId)).toEqual([a.id]);
    } finally {
      await ctx.db.update(products).set({ status: "active" }).where(eq(products.id, b.id));
    }
  });
});

describe("POST /api/customers/cart/merge (sign-in)", () => {
  it("sums a variant's quantities capped by its stock, adds the browser's other lines, keeps the stored code", async () => {
    const demo = await storeOf("demo");
    const [x, y] = demo.variantsOf(demo.withOptions.id);
    await ctx.db.update(productVariants).set({ trackQuantity: true, quantity: 4 }).where(eq(productVariants.id, x.id));
    const { c } = await newShopper(DEMO);
    expect((await put(c, { lines: [{ productId: demo.withOptions.id, variantId: x.id, quantity: 2 }], discountCode: "STORED" })).status).toBe(200);

    const r = await merge(c, {
      lines: [
        { productId: demo.withOptions.id, variantId: x.id, quantity: 3 },
        { productId: demo.withOptions.id, variantId: y.id, quantity: 1 },
      ],
      discountCode: "BROWSER",
    });
    expect(r.status).toBe(200);
    const cart = r.json as unknown as Cart;
    expect(cart.items.map((i) => [i.variantId, i.quantity])).toEqual([
      [x.id, 4],
      [y.id, 1],
    ]);
    expect(cart.items[0].maxQuantity).toBe(4);
    expect(cart.discountCode).toBe("STORED");
    expect(await read(c)).toEqual(cart);
  });

  it("keeps the browser's code when the stored cart has none, and merges into a cart that did not exist", async () => {
    const demo = await storeOf("demo");
    const { c } = await newShopper(DEMO);
    const r = await merge(c, { lines: [{ productId: demo.plain[1].id, quantity: 2 }], discountCode: "BROWSER" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ discountCode: "BROWSER", revision: 1, items: [{ productId: demo.plain[1].id, quantity: 2 }] });
  });

  it("drops a sold-out variant the browser still held", async () => {
    const demo = await storeOf("demo");
    const p = demo.plain[2];
    const [v] = demo.variantsOf(p.id);
    await ctx.db.update(productVariants).set({ trackQuantity: true, quantity: 0 }).where(eq(productVariants.id, v.id));
    const { c } = await newShopper(DEMO);
    const r = await merge(c, { lines: [{ productId: p.id, variantId: v.id, quantity: 1 }, { productId: demo.plain[3].id, quantity: 1 }] });
    expect((r.json as unknown as Cart).items.map((i) => i.productId)).toEqual([demo.plain[3].id]);
  });
});

describe("the cart in the page's language (issue 44)", () => {
  it("a cart read through a language prefix names its lines as that language's pages do; the default reads the rows", async () => {
    const demo = await storeOf("demo");
    const plain = demo.plain[0];
    await ctx.db.update(tenants).set({ languages: ["en", "hi"] }).where(eq(tenants.id, demo.tenant.id));
    await ctx.db.insert(translations).values({ tenantId: demo.tenant.id, resourceType: "product", language: "hi", resourceId: plain.id, field: "name", value: "हिंदी नाम" });
    try {
      const c = await signInCustomer(DEMO);
      expect((await put(c, { lines: [{ productId: plain.id, quantity: 1 }], discountCode: null })).status).toBe(200);
      const inHindi = await c.call(getCart, { path: "/api/customers/cart", lang: "hi" });
      expect((inHindi.json as unknown as Cart).items[0].name).toBe("हिंदी नाम");
      expect((await read(c)).items[0].name).toBe(plain.name);
    } finally {
      await ctx.db.delete(translations).where(and(eq(translations.tenantId, demo.tenant.id), eq(translations.resourceId, plain.id)));
      await ctx.db.update(tenants).set({ languages: ["en"] }).where(eq(tenants.id, demo.tenant.id));
    }
  });
});
