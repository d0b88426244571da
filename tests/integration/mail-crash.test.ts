import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { mailMessages, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { sweepWaitingMail } from "@/lib/mail/service";
import { getQueue } from "@/lib/queue/queue";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { setupTestDatabase } from "./helpers/db";
import { mailSettled } from "./helpers/mail-queue";

/**
 * A mail enqueued by a process that is then killed with SIGKILL is sent exactly once by the next worker;
 * one whose process died between writing the outbox row and enqueueing the job is sent once by the sweep.
 * Needs PostgreSQL (two processes on one database): skipped on PGlite.
 */
const ctx = setupTestDatabase({ seed: false });
let smtp: FakeSmtp;
const onPostgres = !!process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  // The child writes staff password resets; the renderer makes each one's token for its account (record 0127),
  // so the accounts exist.
  await ctx.db.insert(users).values(["crash-once@example.com", "crash-sweep@example.com"].map((email) => ({ email, passwordHash: "x", role: "tenant" as const })));
});

afterAll(async () => {
  await stopJobWorker();
  await smtp?.close();
  delete process.env.SMTP_URL;
  resetEnvCache();
  await closeDb();
});

/** Run the child until it says it enqueued, then SIGKILL it. Answers the message id. */
function enqueueThenKill(to: string, withJob: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, "../fakes/enqueue-and-hang.mjs"), process.env.DATABASE_URL!, to, withJob ? "1" : "0"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
      const m = /enqueued ([0-9a-f-]{36})/.exec(out);
      if (m) {
        child.kill("SIGKILL");
        child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(m[1]) : reject(new Error(`exited with ${signal}`))));
      }
    });
    child.on("error", reject);
    setTimeout(() => reject(new Error(`child said: ${out}`)), 30_000).unref();
  });
}

describe.skipIf(!onPostgres)("a job survives kill -9", () => {
  it("enqueued before the SIGKILL: sent once by a new worker", async () => {
    await getQueue(); // the queue's schema and queues exist, as on any running platform
    const id = await enqueueThenKill("crash-once@example.com", true);
    expect(smtp.received).toHaveLength(0);
    await startJobWorker();
    await smtp.waitFor(1);
    // Nothing more comes, even after the sweep looks again.
    expect(await sweepWaitingMail(0)).toBe(0);
    await mailSettled(ctx.db);
    const got = smtp.received.filter((r) => r.envelope.to.includes("crash-once@example.com"));
    expect(got).toHaveLength(1);
    const [row] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("written but never enqueued (died between commit and enqueue): the sweep sends it once", async () => {
    const id = await enqueueThenKill("crash-sweep@example.com", false);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await sweepWaitingMail(1)).toBe(1);
    // A second sweep before the first job ran enqueues it again: the row's claim still sends it once.
    await sweepWaitingMail(1);
    const until = Date.now() + 20_000;
    while (!smtp.received.some((r) => r.envelope.to.includes("crash-sweep@example.com")) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    // Both sweeps' jobs have run (the second finds the row sent) before anything is counted.
    await mailSettled(ctx.db);
    expect(smtp.received.filter((r) => r.envelope.to.includes("crash-sweep@example.com"))).toHaveLength(1);
    const [row] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });
});
