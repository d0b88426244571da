/**
 * Mail throughput on one instance: 1,000 queued order confirmations sent to a local SMTP server
 * (smtp-server in this process), with the app's own worker (pg-boss, rendering, nodemailer's pool).
 * Budget: all 1,000 received within 60 s. Prints the figures; exits 1 over budget.
 *
 *   npx tsx --import ./scripts/bench/no-server-only.mjs scripts/mail-bench.ts            embedded PGlite in memory
 *   DATABASE_URL=postgres://… npx tsx --import ./scripts/bench/no-server-only.mjs scripts/mail-bench.ts   a scratch PostgreSQL database (it is seeded)
 */
import { and, eq } from "drizzle-orm";
import { startFakeSmtp } from "../tests/fakes/smtp";

const N = Number(process.env.MAIL_BENCH_COUNT ?? 1000);
const BUDGET_MS = 60_000;

async function main() {
  const smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.AUTO_SEED = "false";
  process.env.BCRYPT_COST = "4";
  process.env.JOBS_WORKER = "1";
  if (!process.env.DATABASE_URL) process.env.DATA_DIR = "memory://";
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const schema = await import("@/db/schema");
  const { placeOrder } = await import("@/lib/flows/place-order");
  const { storeById } = await import("@/lib/tenancy/service");
  const { queueMail, kickMail } = await import("@/lib/mail/service");
  const { startJobWorker, stopJobWorker } = await import("@/lib/jobs/worker");

  const db = await getDb();
  await seedDemo(db);
  const [t] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "demo"));
  const store = (await storeById(t.id as never))!;
  const [customer] = await db.select().from(schema.users).where(and(eq(schema.users.tenantId, t.id), eq(schema.users.role, "customer")));
  const [product] = await db.select().from(schema.products).where(and(eq(schema.products.tenantId, t.id), eq(schema.products.status, "active")));
  const address = { firstName: "Bench", lastName: "Mark", email: customer.email, address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
  await startJobWorker();
  const placed = await placeOrder(store, customer, { items: [{ productId: product.id, quantity: 1 }], paymentMethod: "cod", shippingAddress: address } as never, null);
  const orderId = placed.body.id;

  // Let the order's own two mails go first, so the count below is only the bench's.
  await smtp.waitFor(2, 30_000);
  const base = smtp.received.length;

  const started = Date.now();
  const ids: (string | null)[] = [];
  for (let i = 0; i < N; i++) {
    ids.push(await queueMail({ tenantId: store.id, kind: "order-confirmation", payload: { orderId, origin: "http://demo.localhost:3000" }, dedupeKey: `bench:${i}:${started}` }));
  }
  kickMail(ids);
  const queuedMs = Date.now() - started;
  await smtp.waitFor(base + N, BUDGET_MS * 2);
  const totalMs = Date.now() - started;

  await stopJobWorker();
  await smtp.close();
  await closeDb();
  const ok = totalMs <= BUDGET_MS;
  console.log(
    JSON.stringify({ messages: N, database: process.env.DATABASE_URL ? "postgres" : "pglite", queuedMs, totalMs, perSecond: Math.round((N / totalMs) * 1000), budgetMs: BUDGET_MS, ok }),
  );
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
