import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb, MIGRATIONS_FOLDER } from "@/db/client";
import { GET as getProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts } from "@/app/api/products/route";
import { resetEnvCache } from "@/lib/env";
import { TestClient } from "./helpers/http";

/**
 * Migration 0005 on a database that has products and orders from before variants: every product gets its
 * default variant with its price, stock and SKU, past order lines point at it, and the spec's product fields
 * read exactly as the columns were. The database is an embedded one in a folder: migrated to 0004 and
 * filled by hand here, then opened by the app, which applies 0005.
 */
const work = mkdtempSync(path.join(tmpdir(), "sb-mig-"));
const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };

const T = "11111111-1111-4111-8111-111111111111";
const P1 = "22222222-2222-4222-8222-222222222221";
const P2 = "22222222-2222-4222-8222-222222222222";
const O = "33333333-3333-4333-8333-333333333333";

beforeAll(async () => {
  // Migrations up to 0004 only.
  const old = path.join(work, "migrations");
  cpSync(MIGRATIONS_FOLDER, old, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(old, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < "0005");
  writeFileSync(path.join(old, "meta", "_journal.json"), JSON.stringify(journal));

  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  mkdirSync(path.join(work, "data", "pglite"), { recursive: true });
  const client = await PGlite.create(path.join(work, "data", "pglite"), { extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: old });
  await client.exec(`
    insert into tenants (id, slug, subdomain, name) values ('${T}', 'oldshop', 'oldshop', 'Old Shop');
    insert into products (id, tenant_id, name, slug, price, compare_at_price, cost_price, sku, barcode, track_quantity, quantity, weight, status)
      values ('${P1}', '${T}', 'Old Lamp', 'old-lamp', 1299.50, 1500, 700, 'LAMP-1', '8901', true, 12, 1.25, 'active'),
             ('${P2}', '${T}', 'Old Poster', 'old-poster', 99, null, null, null, null, false, 0, null, 'active');
    insert into orders (id, tenant_id, customer_email, customer_name, customer_address, subtotal, total)
      values ('${O}', '${T}', 'a@example.com', 'A', 'Somewhere', 2599, 2599);
    insert into order_items (tenant_id, order_id, product_id, product_name, price, quantity)
      values ('${T}', '${O}', '${P1}', 'Old Lamp', 1299.50, 2);
  `);
  await client.close();

  await closeDb();
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = path.join(work, "data");
  resetEnvCache();
});

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = saved.DATABASE_URL;
  process.env.DATA_DIR = saved.DATA_DIR;
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  resetEnvCache();
  rmSync(work, { recursive: true, force: true });
});

describe("migration 0005 (variants) on existing data", () => {
  it("gives each product its default variant and keeps the spec's fields as they were", async () => {
    const shopper = new TestClient("oldshop.localhost:3000");
    const lamp = await shopper.call(getProduct, { path: `/api/products/${P1}`, params: { id: P1 } });
    expect(lamp.status).toBe(200);
    expect(lamp.json).toMatchObject({
      id: P1,
      price: "1299.50",
      priceMax: "1299.50",
      compareAtPrice: "1500.00",
      sku: "LAMP-1",
      barcode: "8901",
      quantity: 12,
      trackQuantity: true,
      weight: "1.25",
      options: [],
    });
    expect(lamp.json.variants).toEqual([
      expect.objectContaining({ title: "Default Title", options: [], price: "1299.50", compareAtPrice: "1500.00", sku: "LAMP-1", quantity: 12, trackQuantity: true, available: true }),
    ]);
    const list = (await shopper.call(listProducts, { path: "/api/products" })).json as unknown as { id: string; price: string; quantity: number; trackQuantity: boolean }[];
    expect(list.find((p) => p.id === P2)).toMatchObject({ price: "99.00", quantity: 0, trackQuantity: false });
  });

  it("points past order lines at the default variant, with no variant title", async () => {
    const db = await getDb();
    const r = (await db.execute(
      `select oi.variant_id, oi.variant_title, oi.sku, oi.price, v.product_id from order_items oi left join product_variants v on v.id = oi.variant_id` as never,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(r.rows).toEqual([{ variant_id: expect.any(String), variant_title: null, sku: null, price: "1299.50", product_id: P1 }]);
  });
});
