import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { checkouts, mailMessages, products, tenants } from "@/db/schema";
import { sweepRecovery } from "@/lib/checkouts/service";
import { resetEnvCache } from "@/lib/env";
import { enqueue, getQueue, stopQueue } from "@/lib/queue/queue";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { setStock, setupTestDatabase } from "./helpers/db";

/**
 * Issue 43 part 1's "one mail per checkout" (record 0156): 30 abandoned checkouts, two "checkouts.recover" jobs for
 * each (as two PATCHes would leave), two job workers in their own processes (the app's worker, as `next start`
 * runs it) on one PostgreSQL, and one of them killed with SIGKILL while the mails go out. Every checkout gets its
 * recovery row in the outbox exactly once, no address receives two mails, and every mail the dead worker did not
 * hold is delivered by the other (one it held is sent by its retry after the outbox claim expires, record 0120:
 * not waited for here). Needs PostgreSQL (two processes on one database): skipped on PGlite.
 */
const ctx = setupTestDatabase();
const onPostgres = !!process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(import.meta.dirname, "../..");
const N = 30;
let smtp: FakeSmtp;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await startFakeSmtp();
  // Slow enough that the kill lands while mails are in flight.
  smtp.delayMs = 150;
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  await stopQueue();
  await smtp?.close();
  resetEnvCache();
  await closeDb();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function worker(): Promise<ChildProcess> {
  // Node itself with tsx's loader (the tsx command would run Node as its own child, which SIGKILL would miss).
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/bench/no-server-only.mjs", "tests/fakes/import-worker.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", SMTP_URL: smtp.url, MAIL_FROM: "Shop <no-reply@platform.test>", ABANDONED_CHECKOUT_MINUTES: "0", MAIL_RETRY_DELAY_SECONDS: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("worker started")) resolve(child);
    });
    child.on("exit", (code, signal) => reject(new Error(`worker exited (${code ?? signal}) before it started: ${out}`)));
    setTimeout(() => reject(new Error(`worker did not start: ${out}`)), 60_000).unref();
  });
}

describe.skipIf(!onPostgres)("one recovery mail per checkout, with two workers and a kill -9", () => {
  it("30 checkouts, 60 jobs, two workers, one killed mid-run: one outbox row and at most one mail each", async () => {
    const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    const product = (await ctx.db.select().from(products).where(and(eq(products.tenantId, demo.id), eq(products.status, "active")))).find((p) => (p.options as unknown[]).length === 0)!;
    // In stock whatever the seed left (a sold-out line is dropped from the mail, and a mail of nothing is not sent).
    await setStock(ctx.db, product.id, { quantity: 1000, trackQuantity: true });
    const rows = await ctx.db
      .insert(checkouts)
      .values(
        Array.from({ length: N }, (_, i) => ({
          tenantId: demo.id,
          token: `crash${String(i).padStart(3, "0")}`.padEnd(43, "x"),
          email: `crash-${i}@example.com`,
          items: [{ productId: product.id, variantId: null, quantity: 1 }],
          acceptsMarketing: true,
          activeAt: new Date(Date.now() - 3600_000),
        })),
      )
      .returning();
    await getQueue();
    for (const round of [0, 1]) for (const c of rows) await enqueue("checkouts.recover", { tenantId: demo.id, id: c.id, round });

    const [a] = await Promise.all([worker(), worker()]);
    const exited = new Promise<NodeJS.Signals | null>((resolve) => a.on("exit", (_code, signal) => resolve(signal)));
    for (const until = Date.now() + 60_000; smtp.received.length < 3; await sleep(20)) if (Date.now() > until) throw new Error(`only ${smtp.received.length} mails arrived`);
    a.kill("SIGKILL");
    expect(await exited).toBe("SIGKILL");
    const atKill = smtp.received.length;
    console.log(`[recovery-crash] worker killed after ${atKill} of ${N} mails`);
    expect(atKill).toBeLessThan(N);

    // The other worker finishes: every checkout claimed, and every mail not held by the dead worker sent.
    const heldByDead = async () =>
      Number(
        (
          (await ctx.db.execute(sql`select count(*)::int as n from mail_messages where kind = 'checkout-recovery' and status = 'sending' and claimed_at < now() - interval '5 seconds'`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    // Addresses covered: mailed, or held by the dead worker (one it handed to the SMTP server before dying is both,
    // so counts would add up before the survivor has sent the last one: the union is what is waited for).
    const covered = async () => {
      const held = await ctx.db
        .select({ to: mailMessages.toAddress })
        .from(mailMessages)
        .where(and(eq(mailMessages.kind, "checkout-recovery"), eq(mailMessages.status, "sending"), sql`${mailMessages.claimedAt} < now() - interval '5 seconds'`));
      return new Set([...smtp.received.flatMap((r) => r.envelope.to), ...held.map((h) => h.to)]).size;
    };
    for (const until = Date.now() + 120_000; ; await sleep(250)) {
      const unclaimed = await ctx.db.select({ id: checkouts.id }).from(checkouts).where(and(eq(checkouts.tenantId, demo.id), isNull(checkouts.recoveryEmailSentAt)));
      if (!unclaimed.length && (await covered()) >= N) break;
      if (Date.now() > until) throw new Error(`not done: ${unclaimed.length} unclaimed, ${smtp.received.length} sent, ${await heldByDead()} held by the dead worker`);
    }
    await sleep(2000);

    const mails = await ctx.db.select().from(mailMessages).where(eq(mailMessages.kind, "checkout-recovery"));
    expect(mails).toHaveLength(N);
    expect(new Set(mails.map((m) => m.dedupeKey)).size).toBe(N);
    const to = smtp.received.flatMap((r) => r.envelope.to);
    expect(new Set(to).size, "no address got two mails").toBe(to.length);
    // Each address got its mail, or its mail is one the dead worker claimed (some of those it had handed to the
    // SMTP server already, before it could write "sent": the outbox's own business after the claim expires).
    const held = mails.filter((m) => m.status === "sending").map((m) => m.toAddress);
    expect(new Set([...to, ...held]).size).toBe(N);
    expect(to.length).toBeGreaterThanOrEqual(N - held.length);
    for (const r of smtp.received) expect(r.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
    // Nothing more is due: a sweep now mails nobody.
    process.env.ABANDONED_CHECKOUT_MINUTES = "0";
    resetEnvCache();
    expect(await sweepRecovery()).toMatchObject({ mailed: 0 });
    delete process.env.ABANDONED_CHECKOUT_MINUTES;
  }, 240_000);
});
