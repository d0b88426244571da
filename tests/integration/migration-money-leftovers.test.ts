import { describe, expect, it } from "vitest";
import { oldDatabases, useOldDatabase } from "./helpers/old-database";
import { taxBreakdownDto } from "@/lib/orders/schemas";
import { calculateShipping } from "@/lib/shipping/calculate";
import { listShippingTiers, loadActiveTiers, updateShippingTier } from "@/lib/shipping/service";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * Migration 0013 (wave4_money_leftovers) on rows written before it, on both engines: orders whose tax
 * breakdown holds major-unit JSON numbers (12.5, 0.1, 7, 1234.56) and shipping tiers whose price ranges are
 * JSON numbers. The database is migrated to 0012 and filled by hand, then opened by the app, which applies
 * 0013: every amount becomes the decimal string of the same value, rows already in strings and everything
 * else in them stay as they were, and the calculator prices the same orders the same.
 */
const T1 = "33333333-3333-4333-8333-333333333331";
const T2 = "33333333-3333-4333-8333-333333333332";
const O1 = "44444444-4444-4444-8444-444444444441";
const O2 = "44444444-4444-4444-8444-444444444442";
const O3 = "44444444-4444-4444-8444-444444444443";
const S1 = "55555555-5555-4555-8555-555555555551";
const S2 = "55555555-5555-4555-8555-555555555552";
const S3 = "55555555-5555-4555-8555-555555555553";

const order = (id: string, tenant: string, breakdown: string) =>
  `('${id}', '${tenant}', 'a@example.com', 'A', 'Street 1', 100, 120, '${breakdown}')`;

const FILL = `
  insert into tenants (id, slug, subdomain, name, country, currency) values
    ('${T1}', 'moneyshop', 'moneyshop', 'Money Shop', 'IN', 'INR'), ('${T2}', 'othermoney', 'othermoney', 'Other Money', 'IN', 'INR');
  insert into orders (id, tenant_id, customer_email, customer_name, customer_address, subtotal, total, tax_breakdown) values
    ${order(O1, T1, `[{"label":"CGST","rate":9,"amount":12.5},{"label":"SGST","rate":9,"amount":0.1},{"label":"Cess","rate":0.5,"amount":1234.56}]`)},
    ${order(O2, T1, `[{"label":"VAT","rate":20,"amount":"7.00"}]`)},
    ${order(O3, T2, `[{"label":"GST","rate":18,"amount":7}]`)};
  insert into orders (id, tenant_id, customer_email, customer_name, customer_address, subtotal, total)
    values ('44444444-4444-4444-8444-444444444444', '${T2}', 'b@example.com', 'B', 'Street 2', 10, 10);
  insert into shipping_tiers (id, tenant_id, name, shipping_type, pricing_type, price_ranges) values
    ('${S1}', '${T1}', 'By value', 'domestic', 'variable', '[{"from":0,"to":50,"price":0},{"from":50,"to":99.99,"price":4.5},{"from":99.99,"to":null,"price":10}]'),
    ('${S2}', '${T2}', 'Other', 'domestic', 'variable', '[{"from":0,"to":null,"price":0.1}]');
  insert into shipping_tiers (id, tenant_id, name, shipping_type, pricing_type, fixed_price) values
    ('${S3}', '${T2}', 'Fixed', 'international', 'fixed', 25);
`;

describe.each(oldDatabases("0013", FILL))("migration 0013 (money leftovers) on existing rows, $name", (engine) => {
  const { sqlRows } = useOldDatabase(engine);

  it("rewrites each tax amount as the decimal string of the same value, in order, and leaves string rows alone", async () => {
    const rows = await sqlRows(`select id, tax_breakdown from orders order by id`);
    expect(rows).toEqual([
      {
        id: O1,
        tax_breakdown: [
          { label: "CGST", rate: 9, amount: "12.50" },
          { label: "SGST", rate: 9, amount: "0.10" },
          { label: "Cess", rate: 0.5, amount: "1234.56" },
        ],
      },
      { id: O2, tax_breakdown: [{ label: "VAT", rate: 20, amount: "7.00" }] },
      { id: O3, tax_breakdown: [{ label: "GST", rate: 18, amount: "7.00" }] },
      { id: "44444444-4444-4444-8444-444444444444", tax_breakdown: [] },
    ]);
    // What every page, invoice and mail shows of it is unchanged.
    expect(taxBreakdownDto(rows[0].tax_breakdown as never)).toEqual([
      { label: "CGST", rate: 9, amount: "12.50" },
      { label: "SGST", rate: 9, amount: "0.10" },
      { label: "Cess", rate: 0.5, amount: "1234.56" },
    ]);
  });

  it("rewrites shipping price ranges as decimal strings, an open end staying null", async () => {
    const rows = await sqlRows(`select id, price_ranges from shipping_tiers order by id`);
    expect(rows).toEqual([
      {
        id: S1,
        price_ranges: [
          { from: "0.00", to: "50.00", price: "0.00" },
          { from: "50.00", to: "99.99", price: "4.50" },
          { from: "99.99", to: null, price: "10.00" },
        ],
      },
      { id: S2, price_ranges: [{ from: "0.00", to: null, price: "0.10" }] },
      { id: S3, price_ranges: [] },
    ]);
  });

  it("prices the same orders the same, per store, and answers the ranges as strings", async () => {
    const tiers = await loadActiveTiers(T1 as TenantId);
    const at = (orderValue: number) => calculateShipping({ storeCountry: "IN", buyerCountry: "IN", orderValue, tiers }).shippingCost;
    expect([at(0), at(4999), at(5000), at(9998), at(9999), at(1_000_000)]).toEqual([0, 0, 450, 450, 1000, 1000]);
    const other = await loadActiveTiers(T2 as TenantId);
    expect(other.map((t) => t.priceRanges)).toEqual([[{ from: 0, to: null, price: 10 }], []]);

    const [dto] = await listShippingTiers(T1 as TenantId);
    expect(dto.priceRanges[1]).toEqual({ from: "50.00", to: "99.99", price: "4.50" });
    // An edit of another field keeps the ranges as they were.
    const renamed = await updateShippingTier(T1 as TenantId, S1, { name: "Renamed", deliveryTime: undefined });
    expect(renamed.priceRanges).toEqual(dto.priceRanges);
    const [row] = await sqlRows(`select price_ranges from shipping_tiers where id = '${S1}'`);
    expect(row.price_ranges).toEqual(dto.priceRanges);
  });

  it("readers still take a row in the old shape (written by an older process during a deploy)", async () => {
    await sqlRows(`update shipping_tiers set price_ranges = '[{"from":0,"to":null,"price":0.3}]' where id = '${S2}'`);
    const t = (await loadActiveTiers(T2 as TenantId)).find((x) => x.id === S2)!;
    expect(t.priceRanges).toEqual([{ from: 0, to: null, price: 30 }]);
    expect((await listShippingTiers(T2 as TenantId)).find((x) => x.id === S2)?.priceRanges).toEqual([{ from: "0.00", to: null, price: "0.30" }]);
    expect(taxBreakdownDto([{ label: "GST", rate: 18, amount: 0.29 }])).toEqual([{ label: "GST", rate: 18, amount: "0.29" }]);
  });
});
