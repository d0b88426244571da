import { inflateSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { POST as createDiscount } from "@/app/api/discounts/route";
import { GET as invoiceJson } from "@/app/api/orders/[id]/invoice/route";
import { GET as invoicePdf } from "@/app/api/orders/[id]/invoice/pdf/route";
import { GET as packingSlipPdf } from "@/app/api/orders/[id]/packing-slip/pdf/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { products, tenants } from "@/db/schema";
import { discountRows } from "@/lib/orders/discount-rows";
import type { InvoiceDto } from "@/lib/orders/invoice";
import { invoicePdf as buildInvoicePdf } from "@/lib/orders/invoice-pdf";
import { packingSlipPdf as buildPackingSlip } from "@/lib/orders/packing-slip-pdf";
import { setStock, setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * The packing slip (issue 28 item 6): a PDF beside the invoice, for the store's owner only — another store's
 * owner gets 404, a shopper or a visitor 401. Invoices carry the order's discounts (totals unchanged).
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const address = { firstName: "Pia", lastName: "Packer", email: "pia@example.com", address: "7 Park Street", city: "Kolkata", state: "West Bengal", zipCode: "700016", country: "IN" };
let owner: TestClient;
let shopper: TestClient;
let orderId = "";

const invoiceData = async () => (await owner.call(invoiceJson, { path: `/api/orders/${orderId}/invoice`, params: { id: orderId } })).json as unknown as InvoiceDto;

/** The text a pdfkit PDF draws: its content streams inflated, the hex strings of TJ operators decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  let out = "";
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      const body = inflateSync(bytes.subarray(start, end)).toString("latin1");
      for (const h of body.matchAll(/<([0-9a-fA-F]+)>/g)) out += Buffer.from(h[1], "hex").toString("latin1");
      out += "\n";
    } catch {
      // not a deflated stream (fonts, images)
    }
  }
  return out;
}

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [p] = (await ctx.db.select().from(products).where(and(eq(products.tenantId, t.id), eq(products.status, "active")))).filter((x) => (x.options as unknown[]).length === 0);
  await setStock(ctx.db, p.id, { quantity: 100, trackQuantity: true });
  expect((await owner.call(createDiscount, { path: "/api/discounts", body: { code: "SLIP10", type: "percentage", value: "10" } })).status).toBe(201);
  shopper = new TestClient(DEMO);
  expect((await shopper.call(customerRegister, { path: "/api/customers/register", body: { firstName: "Pia", lastName: "Packer", email: "pia@example.com", password: "secret123" } })).status).toBe(201);
  const r = await shopper.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: p.id, quantity: 3 }], discountCode: "SLIP10" } });
  expect(r.status, r.text).toBe(201);
  orderId = String(r.json.id);
});

describe("packing slip PDF", () => {
  it("the owner downloads it", async () => {
    const r = await owner.call(packingSlipPdf, { path: `/api/orders/${orderId}/packing-slip/pdf`, params: { id: orderId } });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toMatch(/packing-slip-.+\.pdf/);
    expect(r.text.startsWith("%PDF-")).toBe(true);
    // The same builder on the order's invoice data, read as bytes (the route's answer above is text).
    const text = pdfText(await buildPackingSlip(await invoiceData()));
    expect(text).toContain("PACKING SLIP");
    expect(text).toContain("7 Park Street");
    // No prices on a packing slip.
    expect(text).not.toMatch(/INR/);
  });
  it("another store's owner gets 404; the shopper and a visitor 401", async () => {
    const other = await signInStaff("localhost:3000", "owner2@example.com");
    expect((await other.call(packingSlipPdf, { path: `/store/demo/api/orders/${orderId}/packing-slip/pdf`, params: { id: orderId } })).status).toBe(404);
    const gadgets = await signInStaff("gadgets.localhost:3000", "owner2@example.com");
    expect((await gadgets.call(packingSlipPdf, { path: `/api/orders/${orderId}/packing-slip/pdf`, params: { id: orderId } })).status).toBe(404);
    expect((await shopper.call(packingSlipPdf, { path: `/api/orders/${orderId}/packing-slip/pdf`, params: { id: orderId } })).status).toBe(401);
    expect((await new TestClient(DEMO).call(packingSlipPdf, { path: `/api/orders/${orderId}/packing-slip/pdf`, params: { id: orderId } })).status).toBe(401);
  });
});

describe("invoice discounts", () => {
  it("the invoice carries the code's discount; its rows add up to the order's total", async () => {
    const inv = (await shopper.call(invoiceJson, { path: `/api/orders/${orderId}/invoice`, params: { id: orderId } })).json as unknown as Parameters<typeof discountRows>[0] & {
      subtotal: string;
      shipping: string;
      tax: string;
      codCharges: string;
      total: string;
      taxInclusive: boolean;
    };
    expect(inv.discountCode).toBe("SLIP10");
    expect(Number(inv.discountTotal)).toBeGreaterThan(0);
    const rows = discountRows(inv);
    expect(rows.items[0].label).toBe("Discount (SLIP10)");
    const sum = (xs: string[]) => xs.reduce((n, x) => n + Math.round(Number(x) * 100), 0);
    const off = sum(rows.items.map((r) => r.amount)) + sum(rows.shipping ? [rows.shipping.amount] : []);
    expect(off).toBe(Math.round(Number(inv.discountTotal) * 100));
    const expected = sum([inv.subtotal, inv.shipping, inv.codCharges, inv.taxInclusive ? "0" : inv.tax]) - off;
    expect(Math.round(Number(inv.total) * 100)).toBe(expected);
    const pdf = await owner.call(invoicePdf, { path: `/api/orders/${orderId}/invoice/pdf`, params: { id: orderId } });
    expect(pdf.status).toBe(200);
    expect(pdfText(await buildInvoicePdf(await invoiceData()))).toContain("Discount (SLIP10)");
  });
});
