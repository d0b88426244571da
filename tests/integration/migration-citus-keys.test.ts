import { describe, expect, it } from "vitest";
import { onCitus } from "./helpers/citus";
import { oldDatabases, useOldDatabase } from "./helpers/old-database";

/**
 * Migration 0014 (citus_ready_keys, record 0138) on a database filled before it, on both engines: every
 * store-owned table's rows are still there, unchanged; the primary keys are (tenant_id, id); the foreign keys
 * between store tables and the unique constraints hold tenant_id; what was ON DELETE CASCADE still cascades and
 * what was SET NULL still nulls (only its column); a row can no longer point at another store's row; the
 * variants' summary and the default variant still work.
 */
const T1 = "66666666-6666-4666-8666-666666666661";
const T2 = "66666666-6666-4666-8666-666666666662";
const U1 = "77777777-7777-4777-8777-777777777771";
const CAT = "88888888-8888-4888-8888-888888888881";
const SUB = "88888888-8888-4888-8888-888888888882";
const RULE = "88888888-8888-4888-8888-888888888883";
const P1 = "99999999-9999-4999-8999-999999999991";
const P2 = "99999999-9999-4999-8999-999999999992";
const P3 = "99999999-9999-4999-8999-999999999993";
const V1 = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1";
const COL = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1";
const O1 = "cccccccc-cccc-4ccc-8ccc-ccccccccccc1";
const O2 = "cccccccc-cccc-4ccc-8ccc-ccccccccccc2";
const I1 = "dddddddd-dddd-4ddd-8ddd-ddddddddddd1";
const D1 = "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeee1";
const F1 = "ffffffff-ffff-4fff-8fff-fffffffffff1";
const M1 = "12121212-1212-4212-8212-121212121211";
const MI1 = "12121212-1212-4212-8212-121212121212";
const MI2 = "12121212-1212-4212-8212-121212121213";

const FILL = `
  insert into tenants (id, slug, subdomain, name) values ('${T1}', 'keyshop', 'keyshop', 'Key Shop'), ('${T2}', 'othershop', 'othershop', 'Other Shop');
  insert into users (id, email, password_hash, role, tenant_id) values ('${U1}', 'c@example.com', 'x', 'customer', '${T1}');
  insert into categories (id, tenant_id, name, slug) values ('${CAT}', '${T1}', 'Lamps', 'lamps');
  insert into categories (id, tenant_id, name, slug, parent_id) values ('${SUB}', '${T1}', 'Desk lamps', 'desk-lamps', '${CAT}');
  insert into tax_rules (id, tenant_id, name) values ('${RULE}', '${T1}', 'GST');
  insert into tax_levels (tenant_id, tax_rule_id, level, label_name, tax_rate) values ('${T1}', '${RULE}', 1, 'GST', 18);
  insert into products (id, tenant_id, category_id, tax_rule_id, name, slug, price, sku, quantity, status) values
    ('${P1}', '${T1}', '${SUB}', '${RULE}', 'Lamp', 'lamp', 100, 'LAMP-1', 5, 'active'),
    ('${P2}', '${T1}', '${CAT}', null, 'Shade', 'shade', 20, 'SHADE-1', 7, 'active'),
    ('${P3}', '${T2}', null, null, 'Poster', 'poster', 9, null, 1, 'active');
  insert into product_variants (id, tenant_id, product_id, title, option1, price, sku, quantity, position)
    values ('${V1}', '${T1}', '${P1}', 'Large', 'Large', 150, 'LAMP-L', 3, 1);
  insert into collections (id, tenant_id, name, slug) values ('${COL}', '${T1}', 'Light', 'light');
  insert into collection_products (tenant_id, collection_id, product_id) values ('${T1}', '${COL}', '${P1}'), ('${T1}', '${COL}', '${P2}');
  insert into wishlist_items (tenant_id, user_id, product_id) values ('${T1}', '${U1}', '${P2}');
  insert into addresses (tenant_id, user_id, first_name, last_name, address1, city, zip_code) values ('${T1}', '${U1}', 'C', 'D', 'Street 1', 'Pune', '411001');
  insert into orders (id, tenant_id, user_id, customer_email, customer_name, customer_address, subtotal, total) values
    ('${O1}', '${T1}', '${U1}', 'c@example.com', 'C', 'Street 1', 250, 250),
    ('${O2}', '${T1}', null, 'g@example.com', 'G', 'Street 2', 20, 20);
  insert into order_items (id, tenant_id, order_id, product_id, variant_id, product_name, price, quantity)
    values ('${I1}', '${T1}', '${O1}', '${P1}', '${V1}', 'Lamp', 150, 1);
  insert into order_items (tenant_id, order_id, product_id, product_name, price, quantity) values ('${T1}', '${O1}', '${P2}', 'Shade', 100, 1);
  insert into transactions (tenant_id, order_id, amount, net_amount, payment_method, gateway_transaction_id) values ('${T1}', '${O1}', 250, 250, 'razorpay', 'pay_1');
  insert into payment_events (tenant_id, provider, event_id, order_id) values ('${T1}', 'razorpay', 'evt_1', '${O2}');
  insert into payment_attempts (tenant_id, order_id, method, provider_ref, amount, currency) values ('${T1}', '${O1}', 'razorpay', 'order_1', 25000, 'INR');
  insert into order_requests (tenant_id, user_id, key, request_hash, order_id, response_status, response_body)
    values ('${T1}', '${U1}', 'k1', 'h', '${O1}', 201, '{}');
  insert into discounts (id, tenant_id, code, type, value) values ('${D1}', '${T1}', 'TEN', 'percentage', 10);
  insert into discount_redemptions (tenant_id, discount_id, order_id, user_id) values ('${T1}', '${D1}', '${O1}', '${U1}');
  insert into fulfillments (id, tenant_id, order_id, carrier) values ('${F1}', '${T1}', '${O1}', 'Post');
  insert into fulfillment_items (tenant_id, fulfillment_id, order_item_id, quantity) values ('${T1}', '${F1}', '${I1}', 1);
  insert into order_events (tenant_id, order_id, type, message) values ('${T1}', '${O1}', 'created', 'Order placed');
  insert into menus (id, tenant_id, name, handle) values ('${M1}', '${T1}', 'Main', 'main');
  insert into menu_items (id, tenant_id, menu_id, label) values ('${MI1}', '${T1}', '${M1}', 'Shop');
  insert into menu_items (id, tenant_id, menu_id, parent_id, label) values ('${MI2}', '${T1}', '${M1}', '${MI1}', 'Lamps');
  insert into pages (tenant_id, title, slug) values ('${T1}', 'About', 'about');
  insert into shipping_tiers (tenant_id, name, shipping_type) values ('${T1}', 'Standard', 'domestic');
  insert into customer_carts (tenant_id, user_id, lines) values ('${T1}', '${U1}', '[]');
`;

/** Rows per table the fill leaves (products' default variants come from the trigger). */
const COUNTS = {
  categories: 2, tax_rules: 1, tax_levels: 1, products: 3, product_variants: 4, collections: 1, collection_products: 2,
  wishlist_items: 1, addresses: 1, orders: 2, order_items: 2, transactions: 1, payment_events: 1, payment_attempts: 1,
  order_requests: 1, discounts: 1, discount_redemptions: 1, fulfillments: 1, fulfillment_items: 1, order_events: 1,
  menus: 1, menu_items: 2, pages: 1, shipping_tiers: 1, customer_carts: 1,
};

const STORE_TABLES_SQL = `
  select c.relname as name, pg_get_constraintdef(k.oid) as pk,
    exists (select 1 from pg_attribute i where i.attrelid = c.oid and i.attname = 'id' and not i.attisdropped) as has_id
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and a.attnotnull
  left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
  where c.relkind = 'r' order by c.relname`;

describe.each(oldDatabases("0014", FILL))("migration 0014 (keys ready for Citus) on existing rows, $name", (engine) => {
  const { sqlRows } = useOldDatabase(engine);

  it("keeps every row, with the same ids", async () => {
    for (const [table, n] of Object.entries(COUNTS)) {
      const [row] = await sqlRows(`select count(*)::int as n from ${table}`);
      expect({ table, n: row.n }).toEqual({ table, n });
    }
    const items = await sqlRows(`select id, order_id, product_id, variant_id from order_items where id = '${I1}'`);
    expect(items).toEqual([{ id: I1, order_id: O1, product_id: P1, variant_id: V1 }]);
    const cat = await sqlRows(`select parent_id from categories where id = '${SUB}'`);
    expect(cat).toEqual([{ parent_id: CAT }]);
  });

  it("keys every store-owned table (tenant_id, id), and every key and unique constraint between them holds tenant_id", async () => {
    // The platform's billing rows name a store but are the platform's (record 0138): they stay keyed by id.
    const tables = (await sqlRows(STORE_TABLES_SQL)).filter((t) => !["platform_invoices", "tenant_subscriptions"].includes(String(t.name)));
    // A table with no id (customer_carts, the daily roll-ups, a store's one row) is keyed by what leads with tenant_id.
    const byId = tables.filter((t) => t.has_id);
    expect(byId.length).toBeGreaterThanOrEqual(28);
    for (const t of byId) expect({ table: t.name, pk: t.pk }).toEqual({ table: t.name, pk: "PRIMARY KEY (tenant_id, id)" });
    for (const t of tables.filter((x) => !x.has_id)) expect({ table: t.name, pk: t.pk }).toEqual({ table: t.name, pk: expect.stringMatching(/^PRIMARY KEY \(tenant_id(, |\))/) });
    const names = tables.map((t) => String(t.name));
    const constraints = await sqlRows(`
      select conrelid::regclass::text as tbl, confrelid::regclass::text as ref, conname, contype, pg_get_constraintdef(oid) as def
      from pg_constraint where contype in ('f', 'u') and conrelid::regclass::text = any(array[${names.map((n) => `'${n}'`).join(",")}])`);
    const between = constraints.filter((c) => c.contype === "u" || names.includes(String(c.ref)));
    expect(between.length).toBeGreaterThan(30);
    for (const c of between) expect({ name: c.conname, def: c.def }).toEqual({ name: c.conname, def: expect.stringMatching(/\(tenant_id, /) });
    const fk = Object.fromEntries(constraints.map((c) => [c.conname, c.def]));
    expect(fk.order_items_order_fk).toBe("FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id) ON DELETE CASCADE");
    expect(fk.wishlist_user_product_uq).toBe("UNIQUE (tenant_id, user_id, product_id)");
  });

  it.runIf(onCitus() && engine.name === "PostgreSQL")("on Citus, distributes the store-owned tables by tenant_id, co-located, and replicates tenants and users", async () => {
    const rows = await sqlRows(`select logicalrelid::regclass::text as t, partmethod, colocationid from pg_dist_partition where partmethod = 'h' or repmodel = 't'`);
    const hashed = rows.filter((r) => r.partmethod === "h");
    expect(hashed.map((r) => r.t)).toEqual(expect.arrayContaining(Object.keys(COUNTS)));
    expect(new Set(hashed.map((r) => r.colocationid)).size).toBe(1);
    expect(rows.filter((r) => r.partmethod === "n").map((r) => r.t).sort()).toEqual(["tenants", "users"]);
  });

  it("refuses a row pointing at another store's row", async () => {
    await expect(
      sqlRows(`insert into order_items (tenant_id, order_id, product_id, product_name, price, quantity) values ('${T1}', '${O1}', '${P3}', 'X', 1, 1)`),
    ).rejects.toThrow();
    await expect(sqlRows(`insert into product_variants (tenant_id, product_id, title, price) values ('${T2}', '${P1}', 'X', 1)`)).rejects.toThrow();
  });

  it("keeps the variants' summary and the default variant", async () => {
    await sqlRows(`update product_variants set quantity = 10, sku = 'LAMP-XL' where id = '${V1}'`);
    const [p] = await sqlRows(`select price, price_max, quantity, search_codes from products where id = '${P1}'`);
    expect(p).toEqual({ price: "100.00", price_max: "150.00", quantity: 15, search_codes: "lamp-1 lamp-xl" });
    await sqlRows(`insert into products (tenant_id, name, slug, price, sku, quantity) values ('${T2}', 'Frame', 'frame', 5, 'FR-1', 2)`);
    const [v] = await sqlRows(`select v.tenant_id, v.sku, v.quantity from product_variants v join products p on p.tenant_id = v.tenant_id and p.id = v.product_id where p.slug = 'frame'`);
    expect(v).toEqual({ tenant_id: T2, sku: "FR-1", quantity: 2 });
  });

  it("still nulls what was ON DELETE SET NULL (that column only) and cascades what cascaded", async () => {
    await sqlRows(`delete from categories where id = '${CAT}'`);
    expect(await sqlRows(`select id, parent_id from categories`)).toEqual([{ id: SUB, parent_id: null }]);
    expect(await sqlRows(`select category_id, tenant_id from products where id = '${P2}'`)).toEqual([{ category_id: null, tenant_id: T1 }]);
    await sqlRows(`delete from tax_rules where id = '${RULE}'`);
    expect(await sqlRows(`select tax_rule_id from products where id = '${P1}'`)).toEqual([{ tax_rule_id: null }]);
    expect(await sqlRows(`select count(*)::int as n from tax_levels`)).toEqual([{ n: 0 }]);
    await sqlRows(`delete from products where id = '${P1}'`);
    expect(await sqlRows(`select product_id, variant_id, tenant_id from order_items where id = '${I1}'`)).toEqual([{ product_id: null, variant_id: null, tenant_id: T1 }]);
    expect(await sqlRows(`select count(*)::int as n from collection_products`)).toEqual([{ n: 1 }]);
    await sqlRows(`delete from orders where id = '${O2}'`);
    expect(await sqlRows(`select order_id from payment_events`)).toEqual([{ order_id: null }]);
    await sqlRows(`delete from menu_items where id = '${MI1}'`);
    expect(await sqlRows(`select count(*)::int as n from menu_items`)).toEqual([{ n: 0 }]);
    await sqlRows(`delete from orders where id = '${O1}'`);
    for (const t of ["order_items", "transactions", "payment_attempts", "order_requests", "discount_redemptions", "fulfillments", "fulfillment_items", "order_events"]) {
      expect({ t, rows: await sqlRows(`select * from ${t}`) }).toEqual({ t, rows: [] });
    }
    // Deleting the store takes every row of it, through the keys to tenants.
    await sqlRows(`delete from tenants where id = '${T1}'`);
    expect(await sqlRows(`select count(*)::int as n from products where tenant_id = '${T1}'`)).toEqual([{ n: 0 }]);
  });
});
