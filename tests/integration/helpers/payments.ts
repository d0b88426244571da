import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { PUT as putSettings } from "@/app/api/tenants/[id]/payment-settings/route";
import type { Db } from "@/db/client";
import { orders, products, tenants, transactions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startFakeProvider, type FakeProvider } from "../../fakes/payment-provider";
import { signInStaff } from "./auth";
import { TestClient } from "./http";

/*
 * What the payment suites (payments, payment attempts, refunds) set up alike: the fake provider behind the
 * three providers' API bases, the demo store's keys saved by its owner, shoppers, a stocked product, and the
 * rows they read back. Each suite keeps its own keys and its own way of placing an order.
 */

const API_BASES = ["RAZORPAY_API_BASE", "STRIPE_API_BASE", "PAYPAL_API_BASE"] as const;

/** Starts the fake Razorpay, Stripe and PayPal and points the app at it. */
export async function startFakePayments(): Promise<FakeProvider> {
  const fake = await startFakeProvider();
  for (const k of API_BASES) process.env[k] = fake.url;
  resetEnvCache();
  return fake;
}

/** Closes the fake (when it started) and points the app back at the real providers. */
export async function stopFakePayments(fake: FakeProvider | undefined): Promise<void> {
  await fake?.close();
  for (const k of API_BASES) delete process.env[k];
  resetEnvCache();
}

/** Saves `keys` as the demo store's payment settings, as its owner would; returns the store's id. */
export async function saveDemoPaymentKeys(db: Db, keys: Record<string, unknown>): Promise<string> {
  const [t] = await db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const owner = await signInStaff("demo.localhost:3000");
  expect((await owner.call(putSettings, { method: "PUT", path: `/api/tenants/${t.id}/payment-settings`, params: { id: t.id }, body: keys })).status).toBe(200);
  return t.id;
}

/** Where the suites' orders ship to. */
export const SHIPPING_ADDRESS = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

/** A shopper registered (and so signed in) on the demo store, under a fresh address starting `emailPrefix`. */
export async function demoShopper(emailPrefix: string, name = { firstName: "Pay", lastName: "Er" }): Promise<TestClient> {
  const c = new TestClient("demo.localhost:3000");
  const email = `${emailPrefix}${Math.random().toString(36).slice(2)}@example.com`;
  expect((await c.call(customerRegister, { path: "/api/customers/register", body: { ...name, email, password: "secret123" } })).status).toBe(201);
  return c;
}

/** Reads of the rows an order leaves, on the suite's database (read when called: the database opens in beforeAll). */
export function orderRows(ctx: { db: Db }) {
  return {
    /** An active product of the store, stock tracked, with more than `above` in stock and no options. */
    stockedProduct: async (tenantId: string, above: number) => {
      const rows = await ctx.db.select().from(products).where(and(eq(products.tenantId, tenantId), eq(products.status, "active"), eq(products.trackQuantity, true)));
      return rows.find((p) => p.quantity > above && p.options.length === 0)!;
    },
    quantityOf: async (id: string) => (await ctx.db.select().from(products).where(eq(products.id, id)))[0].quantity,
    orderRow: async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0],
    txOf: async (id: string) => ctx.db.select().from(transactions).where(eq(transactions.orderId, id)),
  };
}
