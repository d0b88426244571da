import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCategory } from "@/app/api/categories/route";
import { POST as createCollection } from "@/app/api/collections/route";
import { PATCH as patchProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts, POST as createProduct } from "@/app/api/products/route";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Slugs under concurrency (run on PostgreSQL with TEST_DATABASE_URL; PGlite serialises everything).
 * Products take the next free "-2", "-3"… slug, so concurrent creates of one name must all succeed
 * with distinct slugs; before the per-name lock 13 of 20 answered 409. Category and collection slugs
 * are chosen by the owner (a taken one is 409 by the spec), so concurrency must give exactly one winner
 * and 409s, never a 5xx.
 */
setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let demo: TestClient;
let gadgets: TestClient;

beforeAll(async () => {
  demo = await signInStaff(DEMO, "owner@example.com");
  gadgets = await signInStaff(GADGETS, "owner2@example.com");
});

const N = 20;

describe("concurrent slugs", () => {
  it(`${N} concurrent creates of one product name all succeed with distinct slugs; another store's are its own`, async () => {
    const create = (c: TestClient) => c.call(createProduct, { path: "/api/products", body: { name: "Race Mug", price: "5.00" } });
    const results = await Promise.all([...Array.from({ length: N }, () => create(demo)), ...Array.from({ length: 5 }, () => create(gadgets))]);
    const ours = results.slice(0, N);
    expect(ours.map((r) => r.status)).toEqual(Array(N).fill(201));
    const slugs = ours.map((r) => (r.json as { slug: string }).slug);
    expect(new Set(slugs).size).toBe(N);
    expect([...slugs].sort()).toEqual(["race-mug", ...Array.from({ length: N - 1 }, (_, i) => `race-mug-${i + 2}`)].sort());
    // The other store numbers its own products from the start, undisturbed.
    const theirs = results.slice(N);
    expect(theirs.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(theirs.map((r) => (r.json as { slug: string }).slug).sort()).toEqual(["race-mug", "race-mug-2", "race-mug-3", "race-mug-4", "race-mug-5"]);
  });

  it("concurrent renames to one name take distinct slugs too", async () => {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) => demo.call(createProduct, { path: "/api/products", body: { name: `Plain ${i}`, price: "1.00" } })),
    );
    const ids = made.map((r) => (r.json as { id: string }).id);
    const renamed = await Promise.all(
      ids.map((id) => demo.call(patchProduct, { method: "PATCH", path: `/api/products/${id}`, params: { id }, body: { name: "Renamed Race" } })),
    );
    expect(renamed.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(renamed.map((r) => (r.json as { slug: string }).slug)).size).toBe(8);
    const list = (await demo.call(listProducts, { path: "/api/products" })).json as unknown as { slug: string }[];
    expect(list.filter((p) => p.slug.startsWith("renamed-race")).length).toBe(8);
  });

  it("concurrent creates of one category or collection slug: one is created, the rest get 409, none a 5xx", async () => {
    for (const [handler, path] of [
      [createCategory, "/api/categories"],
      [createCollection, "/api/collections"],
    ] as const) {
      const results = await Promise.all(Array.from({ length: N }, () => demo.call(handler, { path, body: { name: "Race Shelf" } })));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, path).toEqual([201, ...Array(N - 1).fill(409)]);
      expect((results.find((r) => r.status === 409)!.json as { errors?: Record<string, string> }).errors, path).toHaveProperty("slug");
    }
  });
});
