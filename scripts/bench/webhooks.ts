/**
 * Webhooks (issue 41, record 0146), in one process on a scratch PostgreSQL database:
 * 1. 1,000 events (products/updated, each with its product's DTO as data) to one webhook on a local receiver
 *    (node:http on 127.0.0.1): the time from the dispatcher's start until the receiver has all 1,000 distinct
 *    webhook-ids and every delivery row is 'delivered'. Budget ≤ 30 s.
 * 2. Orders placed one after another through the orders service (placeOrder, as POST /api/orders), orders/s:
 *    without webhooks, then with 3 webhooks subscribed to orders/created (the outbox's event and 3 delivery rows
 *    in each order's transaction) with the dispatcher stopped, and with it delivering in the same process.
 *    Rounds alternate so drift of the machine hits each the same. Budget: not slower beyond the outbox insert.
 *
 *   DATABASE_URL=postgres://…/scratch npx tsx --import ./scripts/bench/no-server-only.mjs scripts/bench/webhooks.ts
 * (scripts/bench/webhooks.mjs makes the scratch database and runs this.)
 */
import { spawn } from "node:child_process";
import { and, eq } from "drizzle-orm";

const EVENTS = Number(process.env.WEBHOOK_BENCH_EVENTS ?? 1000);
const ORDERS = Number(process.env.WEBHOOK_BENCH_ORDERS ?? 100);
const ROUNDS = 3;
const BUDGET_S = 30;

/** The receiver: answers 200 "ok", counts requests and distinct webhook-ids (GET /count), prints its port. */
const RECEIVER = `
const http = require("node:http");
const ids = new Set(); let hits = 0;
const server = http.createServer((req, res) => {
  if (req.url === "/count") return res.end(JSON.stringify({ hits, ids: ids.size }));
  req.resume();
  req.on("end", () => { hits++; ids.add(String(req.headers["webhook-id"])); res.end("ok"); });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

// Next's revalidateTag has no request store outside the server: lib/cache logs each order's expiry as failed. Not
// what is measured, and a stack trace per order would be.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith("[cache] revalidateTag failed")) return;
  consoleError(...args);
};

async function main() {
  process.env.AUTO_SEED = "false";
  process.env.BCRYPT_COST = "4";
  process.env.WEBHOOKS_ALLOW_PRIVATE_URLS = "1";
  process.env.WEBHOOK_POLL_MS ??= "200";
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL (a scratch PostgreSQL database) is required");
  const { closeDb, getDb } = await import("@/db/client");
  const { seedDemo } = await import("@/db/seed");
  const schema = await import("@/db/schema");
  const { placeOrder } = await import("@/lib/flows/place-order");
  const { storeById } = await import("@/lib/tenancy/service");
  const { recordActivity } = await import("@/lib/activity/record");
  const { createWebhook, deleteWebhook } = await import("@/lib/webhooks/service");
  const { startWebhookDispatcher, stopWebhookDispatcher } = await import("@/lib/webhooks/dispatcher");
  const db = await getDb();
  await seedDemo(db);
  const [t] = await db.select().from(schema.tenants).where(eq(schema.tenants.slug, "demo"));
  const store = (await storeById(t.id as never))!;

  // The receiver is another process (as a real one is elsewhere): its HTTP work is not this process's CPU.
  const receiver = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((ok) => receiver.stdout.once("data", (b: Buffer) => ok(Number(String(b).trim()))));
  const url = `http://127.0.0.1:${port}/hook`;
  const counts = async () => (await (await fetch(`http://127.0.0.1:${port}/count`)).json()) as { hits: number; ids: number };

  // ---- 1. 1,000 events
  const one = await createWebhook(store, { url, topics: ["products/updated"] });
  const products = await db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.tenantId, t.id));
  for (let i = 0; i < EVENTS; i += 100) {
    await db.transaction(async (tx) => {
      const batch = Array.from({ length: Math.min(100, EVENTS - i) }, (_, k) => ({
        action: "product.updated",
        resourceType: "product",
        resourceId: products[(i + k) % products.length].id,
        summary: "bench",
      }));
      await recordActivity(tx, store.id, batch);
    });
  }
  const t0 = performance.now();
  startWebhookDispatcher();
  const deadline = Date.now() + 120_000;
  let got = await counts();
  while (got.ids < EVENTS && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    got = await counts();
  }
  const seconds = (performance.now() - t0) / 1000;
  await stopWebhookDispatcher();
  const delivered = (await db.select({ s: schema.webhookDeliveries.status }).from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.webhookId, one.id))).filter((d) => d.s === "delivered").length;
  console.log(
    `1. ${EVENTS} events → local receiver: ${got.ids} distinct webhook-ids (${got.hits} requests), ${delivered} rows delivered, in ${seconds.toFixed(2)} s ` +
      `(${Math.round(EVENTS / seconds)}/s; budget ≤ ${BUDGET_S} s: ${seconds <= BUDGET_S && got.ids === EVENTS ? "ok" : "OVER"})`,
  );
  await deleteWebhook(store, one.id);

  // ---- 2. orders/s without and with 3 webhooks
  const [customer] = await db.select().from(schema.users).where(and(eq(schema.users.tenantId, t.id), eq(schema.users.role, "customer")));
  const [product] = await db.select().from(schema.products).where(and(eq(schema.products.tenantId, t.id), eq(schema.products.status, "active"), eq(schema.products.trackQuantity, false)));
  const address = { firstName: "B", lastName: "M", email: customer.email, address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };
  const input = { items: [{ productId: product.id, quantity: 1 }], paymentMethod: "cod", shippingAddress: address } as unknown as Parameters<typeof placeOrder>[2];
  const run = async (n: number) => {
    const s = performance.now();
    for (let i = 0; i < n; i++) await placeOrder(store, customer, input, null);
    return n / ((performance.now() - s) / 1000);
  };
  await run(20); // warm-up
  const results: Record<string, number[]> = { none: [], "3 webhooks, outbox only": [], "3 webhooks, delivering": [] };
  let hookIds: string[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    results.none.push(await run(ORDERS));
    hookIds = [];
    for (let k = 0; k < 3; k++) hookIds.push((await createWebhook(store, { url: `${url}?k=${k}`, topics: ["orders/created", "orders/paid"] })).id);
    results["3 webhooks, outbox only"].push(await run(ORDERS));
    startWebhookDispatcher();
    results["3 webhooks, delivering"].push(await run(ORDERS));
    await stopWebhookDispatcher();
    for (const id of hookIds) await deleteWebhook(store, id);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const base = median(results.none);
  console.log(`2. orders placed one after another through placeOrder, ${ROUNDS} alternating rounds of ${ORDERS} (median orders/s):`);
  for (const [k, xs] of Object.entries(results)) {
    console.log(`   ${k.padEnd(26)} ${median(xs).toFixed(1).padStart(7)} orders/s  (${((median(xs) / base - 1) * 100).toFixed(1)}% vs none; rounds ${xs.map((x) => x.toFixed(1)).join(", ")})`);
  }
  receiver.kill();
  await closeDb();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
