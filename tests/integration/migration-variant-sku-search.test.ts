import { describe, expect, it } from "vitest";
import { oldDatabases, useOldDatabase } from "./helpers/old-database";
import { GET as listProducts } from "@/app/api/products/route";
import { TestClient } from "./helpers/http";

/**
 * Migration 0011 on a database filled before it, on both engines: products whose 2nd and 3rd variants have
 * SKUs and barcodes, one without any code, and another store with the very same SKUs. The database is
 * migrated to 0010 and filled by hand here, then opened by the app, which applies 0011: every variant's
 * codes become searchable at once (backfill) through their trigram index, and the summary trigger keeps the
 * codes from then on.
 */
const T1 = "11111111-1111-4111-8111-111111111111";
const T2 = "11111111-1111-4111-8111-111111111112";
const P1 = "22222222-2222-4222-8222-222222222221";
const P2 = "22222222-2222-4222-8222-222222222222";
const P3 = "22222222-2222-4222-8222-222222222223";

/** The data, written with 0010's schema and triggers (each product gets its default variant from the row). */
const FILL = `
  insert into tenants (id, slug, subdomain, name) values ('${T1}', 'oldshop', 'oldshop', 'Old Shop'), ('${T2}', 'othershop', 'othershop', 'Other Shop');
  insert into products (id, tenant_id, name, slug, price, sku, barcode, quantity, status, options)
    values ('${P1}', '${T1}', 'Old Tee', 'old-tee', 499, 'OLD-S', '4006381333931', 5, 'active', '[{"name":"Size","values":["S","M","L"]}]'),
           ('${P2}', '${T1}', 'Old Poster', 'old-poster', 99, null, null, 0, 'active', '[]'),
           ('${P3}', '${T2}', 'Other Tee', 'other-tee', 499, 'OLD-S', null, 5, 'active', '[{"name":"Size","values":["S","M","L"]}]');
  update product_variants set title = 'S', option1 = 'S' where product_id in ('${P1}', '${P3}');
  insert into product_variants (tenant_id, product_id, title, option1, price, sku, barcode, quantity, position)
    values ('${T1}', '${P1}', 'M', 'M', 499, 'OLD-M', '4006381333948', 2, 1),
           ('${T1}', '${P1}', 'L', 'L', 549, 'OLD-L', null, 0, 2),
           ('${T2}', '${P3}', 'M', 'M', 499, 'OLD-M', null, 2, 1),
           ('${T2}', '${P3}', 'L', 'L', 549, 'OLD-L', null, 0, 2);
`;

describe.each(oldDatabases("0011", FILL))("migration 0011 (variant codes in search) on existing data, $name", (engine) => {
  const { sqlRows } = useOldDatabase(engine);
  const search = async (host: string, q: string) => {
    const r = await new TestClient(host).call(listProducts, { path: `/api/products?search=${encodeURIComponent(q)}` });
    expect(r.status).toBe(200);
    return (r.json as unknown as { id: string }[]).map((p) => p.id);
  };
  const OLD = "oldshop.localhost:3000";
  const OTHER = "othershop.localhost:3000";

  it("fills each product's codes from all its variants, and leaves the first variant's summary as it was", async () => {
    expect(await sqlRows(`select id, sku, barcode, search_codes from products order by id`)).toEqual([
      { id: P1, sku: "OLD-S", barcode: "4006381333931", search_codes: "4006381333931 4006381333948 old-l old-m old-s" },
      { id: P2, sku: null, barcode: null, search_codes: "" },
      { id: P3, sku: "OLD-S", barcode: null, search_codes: "old-l old-m old-s" },
    ]);
    const [idx] = await sqlRows(`select indexdef from pg_indexes where indexname = 'products_search_codes_trgm_idx'`);
    expect(idx.indexdef).toMatch(/USING gin \(search_codes gin_trgm_ops\)/);
  });

  it("finds a product by its 2nd and 3rd variants' SKUs and barcodes, in its own store only", async () => {
    expect(await search(OLD, "OLD-M")).toEqual([P1]);
    expect(await search(OLD, "old-l")).toEqual([P1]);
    expect(await search(OLD, "4006381333948")).toEqual([P1]);
    expect(await search(OTHER, "OLD-L")).toEqual([P3]);
    // A word from the name and one from a later variant's SKU.
    expect(await search(OLD, "tee old-l")).toEqual([P1]);
    expect(await search(OLD, "poster")).toEqual([P2]);
  });

  it("keeps the codes from then on: a variant's new SKU is found, its old one no longer", async () => {
    await sqlRows(`update product_variants set sku = 'OLD-XL' where sku = 'OLD-L' and tenant_id = '${T1}'`);
    expect(await search(OLD, "OLD-XL")).toEqual([P1]);
    expect(await search(OLD, "OLD-L")).toEqual([]);
    expect(await search(OTHER, "OLD-L")).toEqual([P3]);
  });
});
