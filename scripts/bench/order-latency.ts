/**
 * Does mail slow a checkout? Places N cash-on-delivery orders one after another through the orders
 * service (every order writes its confirmation, 'New order' and any low-stock rows in its transaction) and
 * prints the median and p95 of placeOrder. WITH_WORKER=1 also runs the job worker in this process, so the
 * mails are rendered and kept (or sent, with SMTP_URL) while the orders come in; PACE_MS waits between
 * orders (a realistic rate) instead of saturating the process.
 *
 *   DATABASE_URL=postgres://…/scratch [WITH_WORKER=1] [PACE_MS=150] [N=150] \
 *     npx tsx --import ./scripts/bench/no-server-only.mjs scripts/bench/order-latency.ts
 */
import { and, eq } from "drizzle-orm";

const N = Number(process.env.N ?? 200);

async function main() {
  process.env.AUTO_SEED = "false";
  process.env.BCRYPT_COST = "4";
  if (!process.env.DATABASE_URL) process.env.DATA_DIR = "memory://";
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const schema = await import("@/db/schema");
  const { placeOrder } = await import("@/lib/flows/place-order");
  const { storeById } = await import("@/lib/tenancy/service");
  const worker = await import("@/lib/jobs/worker");
  const db = await getDb();
  await seedDemo(db);
  if (process.env.WITH_WORKER === "1") await worker.startJobWorker();
  const [t] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "demo"));
  const store = (await storeById(t.id as never))!;
  const [customer] = await db.select().from(schema.users).where(and(eq(schema.users.tenantId, t.id), eq(schema.users.role, "customer")));
  const [product] = await db.select().from(schema.products).where(and(eq(schema.products.tenantId, t.id), eq(schema.products.status, "active"), eq(schema.products.trackQuantity, false)));
  const address = { firstName: "B", lastName: "M", email: customer.email, address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
  const input = { items: [{ productId: product.id, quantity: 1 }], paymentMethod: "cod", shippingAddress: address } as unknown as Parameters<typeof placeOrder>[2];
  const times: number[] = [];
  for (let i = 0; i < N + 20; i++) {
    const s = performance.now();
    await placeOrder(store, customer, input, null);
    if (i >= 20) times.push(performance.now() - s);
    if (process.env.PACE_MS) await new Promise((r) => setTimeout(r, Number(process.env.PACE_MS)));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => +times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(2);
  console.log(JSON.stringify({ worker: process.env.WITH_WORKER === "1", paceMs: Number(process.env.PACE_MS ?? 0), n: N, medianMs: at(0.5), p95Ms: at(0.95) }));
  await worker.stopJobWorker();
  await closeDb();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
