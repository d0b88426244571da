import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { PATCH as patchProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts, POST as createProduct } from "@/app/api/products/route";
import { products, productVariants } from "@/db/schema";
import { listingFilter, loadCards, loadCategoryTree, loadCollections, loadListingPage } from "@/lib/storefront/service";
import type { ListingQuery } from "@/lib/storefront/schemas";
import { findTenantByRef } from "@/lib/tenancy/repository";
import { tenantIdOf, type TenantId } from "@/lib/tenancy/store";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * Every variant's SKU and barcode is searchable (record 0115), not only the first variant's: the storefront's
 * search and GET /api/products?search= (owner and shopper) find a product by any of its variants' codes, an
 * edit of a variant's code moves the product's search with it, and the other store's product with the very
 * same SKUs is never found.
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
let demo = "" as TenantId;
let teeId = "";
let draftId = "";
let gadgetsTeeId = "";

async function signIn(host: string, email: string) {
  const c = new TestClient(host);
  const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email, password: "owner12345" } });
  expect(r.status).toBe(200);
  return c;
}

const teeBody = (name: string, status = "active") => ({
  name,
  status,
  options: [
    { name: "Size", values: ["S", "M", "L"] },
    { name: "Colour", values: ["Navy"] },
  ],
  variants: [
    { options: ["S", "Navy"], price: "499", quantity: 3, sku: "TEE-S-NAVY", barcode: "8901234500011" },
    { options: ["M", "Navy"], price: "499", quantity: 3, sku: "TEE-M-NAVY", barcode: "8901234500028" },
    { options: ["L", "Navy"], price: "549", quantity: 3, sku: "TEE-L-NAVY", barcode: "8901234500035" },
  ],
});

/** The storefront's search listing (what /search renders), names of the hits. */
async function storefrontSearch(tenantId: TenantId, q: string) {
  const [tree, collections] = await Promise.all([loadCategoryTree(tenantId), loadCollections(tenantId)]);
  const query: ListingQuery = { scope: { kind: "all" }, search: q, min: "", max: "", sort: "relevance", page: 1, pageSize: 100 };
  const p = await loadListingPage(tenantId, query, listingFilter(query, tree, collections));
  return { ids: p.ids, names: (await loadCards(tenantId, p.ids)).map((c) => c.name) };
}

async function apiSearch(c: TestClient, q: string) {
  const r = await c.call(listProducts, { path: `/api/products?search=${encodeURIComponent(q)}` });
  expect(r.status).toBe(200);
  return (r.json as unknown as { id: string; name: string }[]).map((p) => p.id);
}

beforeAll(async () => {
  owner = await signIn(DEMO, "owner@example.com");
  gadgetsOwner = await signIn(GADGETS, "owner2@example.com");
  const t = await findTenantByRef({ mode: "subdomain", slug: "demo" });
  demo = tenantIdOf(t!);

  const tee = await owner.call(createProduct, { path: "/api/products", body: teeBody("Harbour Tee") });
  expect(tee.status).toBe(201);
  teeId = (tee.json as unknown as { id: string }).id;
  const draft = await owner.call(createProduct, {
    path: "/api/products",
    body: { ...teeBody("Unreleased Tee", "draft"), variants: teeBody("x").variants.map((v) => ({ ...v, sku: `UNREL-${v.options[0]}`, barcode: null })) },
  });
  expect(draft.status).toBe(201);
  draftId = (draft.json as unknown as { id: string }).id;
  // The other store sells a product with the very same SKUs and barcodes.
  const other = await gadgetsOwner.call(createProduct, { path: "/api/products", body: teeBody("Gadget Tee") });
  expect(other.status).toBe(201);
  gadgetsTeeId = (other.json as unknown as { id: string }).id;
});

describe("search by any variant's SKU or barcode", () => {
  it("the storefront finds the product by its 2nd and 3rd variants' SKUs, in any case, and by a barcode", async () => {
    expect((await storefrontSearch(demo, "harbor tee-m-grey")).ids).toEqual([]);
    // Whole codes, part of one, a barcode; a word of the name with a code; a misspelt name with a code (the
    // typo fallback still requires the code).
    for (const q of ["TEE-M-NAVY", "tee-l-navy", "l-navy", "8901234500035", "TEE-S-NAVY", "harbour tee-m-navy", "harbor tee-m-navy"]) {
      const hits = await storefrontSearch(demo, q);
      expect(hits.ids, q).toEqual([teeId]);
      expect(hits.names).toEqual(["Harbour Tee"]);
    }
  });

  it("GET /api/products?search= finds it too: the owner every status, shoppers only active products", async () => {
    expect(await apiSearch(owner, "TEE-M-NAVY")).toEqual([teeId]);
    expect(await apiSearch(owner, "UNREL-L")).toEqual([draftId]);
    expect(await apiSearch(owner, "8901234500028")).toEqual([teeId]);
    const shopper = new TestClient(DEMO);
    expect(await apiSearch(shopper, "TEE-L-NAVY")).toEqual([teeId]);
    expect(await apiSearch(shopper, "UNREL-L")).toEqual([]);
    expect((await storefrontSearch(demo, "unrel-m")).ids).toEqual([]);
  });

  it("never finds the other store's product with the same codes", async () => {
    expect(await apiSearch(gadgetsOwner, "TEE-M-NAVY")).toEqual([gadgetsTeeId]);
    expect(await apiSearch(new TestClient(GADGETS), "TEE-L-NAVY")).toEqual([gadgetsTeeId]);
    expect(await apiSearch(new TestClient(DEMO), "TEE-M-NAVY")).not.toContain(gadgetsTeeId);
    expect((await storefrontSearch(demo, "8901234500011")).ids).toEqual([teeId]);
  });

  it("an edit of a variant's SKU or barcode, or its removal, moves the search with it", async () => {
    const r = await owner.call(patchProduct, {
      method: "PATCH",
      path: `/api/products/${teeId}`,
      params: { id: teeId },
      body: {
        variants: [
          { options: ["S", "Navy"] },
          { options: ["M", "Navy"], sku: "TEE-M-INDIGO", barcode: null },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect((await storefrontSearch(demo, "TEE-M-INDIGO")).ids).toEqual([teeId]);
    expect(await apiSearch(owner, "tee-m-indigo")).toEqual([teeId]);
    // The old SKU, the removed barcode and the removed variant's codes no longer find it.
    for (const q of ["TEE-M-NAVY", "8901234500028", "TEE-L-NAVY", "8901234500035"]) {
      expect((await storefrontSearch(demo, q)).ids, q).toEqual([]);
      expect(await apiSearch(owner, q), q).toEqual([]);
    }
    // The other store's product is as it was.
    expect(await apiSearch(gadgetsOwner, "TEE-M-NAVY")).toEqual([gadgetsTeeId]);
    // The product row holds the codes of the variants it has, once each, lower-cased, sorted.
    const [row] = await ctx.db.select({ codes: products.searchCodes }).from(products).where(eq(products.id, teeId));
    expect(row.codes).toBe("8901234500011 tee-m-indigo tee-s-navy");
  });

  it("a code written to a variant directly (as stock moves, imports or SQL do) is searchable too", async () => {
    // The second variant of each store's tee (TEE-M-INDIGO here, TEE-M-NAVY there) gets the same new SKU.
    await ctx.db.update(productVariants).set({ sku: "TEE-M-SAILOR" }).where(inArray(productVariants.sku, ["TEE-M-INDIGO", "TEE-M-NAVY"]));
    expect((await storefrontSearch(demo, "tee-m-sailor")).ids).toEqual([teeId]);
    expect(await apiSearch(owner, "TEE-M-SAILOR")).toEqual([teeId]);
    expect(await apiSearch(gadgetsOwner, "tee-m-sailor")).toEqual([gadgetsTeeId]);
    expect(await apiSearch(owner, "TEE-M-INDIGO")).toEqual([]);
    expect(await apiSearch(gadgetsOwner, "TEE-M-NAVY")).toEqual([]);
  });
});
