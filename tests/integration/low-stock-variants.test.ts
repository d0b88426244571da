import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { GET as tenantOverview } from "@/app/api/tenant/overview/route";
import { POST as createProduct } from "@/app/api/products/route";
import { productVariants, tenants } from "@/db/schema";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * The owner's overview lists stock running low per variant: a size at 2 shows with its title, a sold-out
 * size or a well-stocked one does not, a product without options reads as before (no title), archived
 * products and the other store's variants never show.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
type LowStock = { id: string; variantId: string; name: string; variantTitle: string | null; quantity: number; image: string | null; status: string };

async function create(c: TestClient, body: Record<string, unknown>) {
  const r = await c.call(createProduct, { path: "/api/products", body: { status: "active", ...body } });
  expect(r.status).toBe(201);
  return r.json as unknown as { id: string; variants: { id: string; title: string }[] };
}

const overview = async (c: TestClient) => {
  const r = await c.call(tenantOverview, { path: "/api/tenant/overview" });
  expect(r.status).toBe(200);
  return (r.json as unknown as { lowStock: LowStock[] }).lowStock;
};

let owner: TestClient;
let gadgetsOwner: TestClient;
beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  // The seeded catalogue well stocked, so the list holds only what this test makes low.
  await ctx.db.update(productVariants).set({ quantity: 50, trackQuantity: true });
});

describe("low stock on the owner's overview, per variant", () => {
  it("lists each variant at 1..5 left with its title; not sold-out or well-stocked ones, archived products or another store's", async () => {
    const img = "https://cdn.example.com/tee-navy.jpg";
    const tee = await create(owner, {
      name: "Classic Tee",
      images: ["https://cdn.example.com/tee.jpg", img],
      options: [{ name: "Size", values: ["S", "M", "L"] }],
      variants: [
        { options: ["S"], price: "499", quantity: 2, image: img },
        { options: ["M"], price: "499", quantity: 0 },
        { options: ["L"], price: "599", quantity: 9 },
      ],
    });
    const mug = await create(owner, { name: "Plain Mug", price: "199", quantity: 4 });
    await create(owner, { name: "Old Tee", status: "archived", options: [{ name: "Size", values: ["S"] }], variants: [{ options: ["S"], price: "1", quantity: 1 }] });
    await create(gadgetsOwner, { name: "Gadget Cable", options: [{ name: "Length", values: ["1m", "2m"] }], variants: [{ options: ["1m"], price: "5", quantity: 1 }, { options: ["2m"], price: "6", quantity: 1 }] });

    const low = await overview(owner);
    expect(low).toEqual([
      { id: tee.id, variantId: tee.variants[0].id, name: "Classic Tee", variantTitle: "S", quantity: 2, image: img, status: "active" },
      { id: mug.id, variantId: mug.variants[0].id, name: "Plain Mug", variantTitle: null, quantity: 4, image: null, status: "active" },
    ]);

    const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    const gadgetsLow = await overview(gadgetsOwner);
    expect(gadgetsLow.map((l) => l.variantTitle)).toEqual(["1m", "2m"]);
    expect(gadgetsLow.every((l) => l.name === "Gadget Cable")).toBe(true);
    const demoVariantIds = new Set((await ctx.db.select().from(productVariants).where(eq(productVariants.tenantId, demo.id))).map((v) => v.id));
    expect(gadgetsLow.some((l) => demoVariantIds.has(l.variantId))).toBe(false);
  });
});
