import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/db/client";
import { mailMessages, tenants, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { kickMail, queueMail } from "@/lib/mail/service";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { onCitus } from "./helpers/citus";
import { canRunPgCluster, startPgCluster, type PgCluster } from "./helpers/pg-cluster";

/**
 * PostgreSQL restarted (immediate stop: every connection cut, in-flight transactions lost) while the
 * worker sends 200 mails to a real SMTP server: each arrives exactly once, every row ends 'sent', and
 * nothing in the process (the worker, pg-boss, the pools, the transport) leaves an unhandled rejection.
 * Runs on its own throw-away cluster (never the machine's server); skipped on PGlite.
 */
// It restarts a throw-away plain PostgreSQL server of its own; under `npm run test:citus` it would test nothing of
// Citus (restarting a Citus node is another test), so it runs in the plain lane only.
const onPostgres = !!process.env.TEST_DATABASE_URL && !onCitus() && canRunPgCluster();
let pg: PgCluster | undefined;
let smtp: FakeSmtp;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  if (!onPostgres) return;
  pg = await startPgCluster();
  await closeDb();
  process.env.DATABASE_URL = pg.url;
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  const { seedDemo } = await import("@/db/seed");
  await seedDemo(await getDb());
  process.on("unhandledRejection", onRejection);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  await stopJobWorker();
  await smtp?.close();
  await closeDb();
  pg?.destroy();
  process.off("unhandledRejection", onRejection);
  delete process.env.SMTP_URL;
  delete process.env.DATABASE_URL;
  resetEnvCache();
});

const messageIdOf = (r: FakeSmtp["received"][number]) => String(r.mail.headers.get("x-sb-message-id") ?? "");

/** Waits until `ok` or `ms`; answers whether it came (the assertions after it say what is missing). */
async function until(ok: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) return false;
    await sleep(100);
  }
  return true;
}

describe.skipIf(!onPostgres)("PostgreSQL restarts in the middle of sending", () => {
  it("200 mails: each arrives once at the SMTP server, every row ends 'sent', no unhandled rejection", async () => {
    const db = await getDb();
    const [demo] = await db.select().from(tenants).where(eq(tenants.slug, "demo"));
    const ids: string[] = [];
    // Half are platform password resets, whose render makes the account's token (a write, record 0127), half a
    // store's welcome, whose render reads the store and its owner: the restart hits claims, renders, sends and outcomes.
    await db.insert(users).values(Array.from({ length: 100 }, (_, k) => ({ email: `r${2 * k + 1}@example.com`, passwordHash: "x", role: "tenant" as const })));
    for (let i = 0; i < 200; i++) {
      const id =
        i % 2
          ? await queueMail({ tenantId: null, kind: "password-reset", toAddress: `r${i}@example.com`, payload: { scope: "staff", token: `t${i}`, origin: "http://localhost:3000" } })
          : await queueMail({ tenantId: demo.id as never, kind: "store-welcome", payload: { origin: "http://demo.localhost:3000" } });
      ids.push(id!);
    }
    // A remote server's round trip, so sends are in flight when the database goes.
    smtp.delayMs = 15;
    await startJobWorker();
    kickMail(ids);
    expect(await until(() => smtp.received.length >= 40, 60_000)).toBe(true);
    const before = smtp.received.length;
    pg!.stop();
    await sleep(2000);
    pg!.start();
    expect(before).toBeLessThan(200);

    const arrived = () => new Set(smtp.received.map(messageIdOf));
    const allSent = async () => {
      if (arrived().size < ids.length) return false;
      const rows = await db.select({ status: mailMessages.status }).from(mailMessages).where(inArray(mailMessages.id, ids));
      return rows.every((r) => r.status === "sent");
    };
    // Within the sweep's reach (it runs every minute for rows waiting over 60 s), however the outage fell.
    const done = await until(allSent, 200_000);
    // Nothing more comes later: no second send of anything.
    await sleep(3000);

    const counts = new Map<string, number>();
    for (const r of smtp.received) counts.set(messageIdOf(r), (counts.get(messageIdOf(r)) ?? 0) + 1);
    const twice = [...counts].filter(([, n]) => n > 1);
    expect(twice, "mails delivered more than once").toEqual([]);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());
    const rows = await db.select().from(mailMessages).where(inArray(mailMessages.id, ids));
    expect(rows.filter((r) => r.status !== "sent").map((r) => `${r.id} ${r.status} ${r.attempts} ${r.lastError}`)).toEqual([]);
    expect(done).toBe(true);
    expect(rejections.map(String)).toEqual([]);
  }, 300_000);
});
