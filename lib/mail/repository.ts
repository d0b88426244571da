import "server-only";
import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { mailMessages, type MailStatus } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import { MAX_ATTEMPTS, type MailRow } from "./schemas";

/** The outbox: the mail slice's only Drizzle code. */

/** Whose messages: one store's (its owner), or every message (the platform admin). */
export type MailScope = { tenantId: TenantId } | { all: true };

const scoped = (scope: MailScope, ...conds: SQL[]) =>
  "all" in scope ? and(...conds) : and(eq(mailMessages.tenantId, scope.tenantId), ...conds);

export type NewMail = {
  tenantId: TenantId | null;
  kind: string;
  payload: Record<string, unknown>;
  toAddress?: string | null;
  dedupeKey?: string | null;
};

/** Write a message (in the caller's transaction when given). A repeated dedupe key writes nothing: null. */
export async function insertMail(v: NewMail, tx?: Tx | Db): Promise<string | null> {
  const db = tx ?? (await getDb());
  const rows = await db
    .insert(mailMessages)
    .values({ tenantId: v.tenantId, kind: v.kind, payload: v.payload, toAddress: v.toAddress ?? null, dedupeKey: v.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  return rows[0]?.id ?? null;
}

/** Several messages in one statement (an order's confirmation, owner notice and low-stock alerts): their ids, those already there left out. */
export async function insertMails(vs: NewMail[], tx?: Tx | Db): Promise<string[]> {
  if (vs.length === 0) return [];
  const db = tx ?? (await getDb());
  const rows = await db
    .insert(mailMessages)
    .values(vs.map((v) => ({ tenantId: v.tenantId, kind: v.kind, payload: v.payload, toAddress: v.toAddress ?? null, dedupeKey: v.dedupeKey ?? null })))
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  return rows.map((r) => r.id);
}

/**
 * A claim this old belongs to a worker that died (or lost the database that long): the row may be claimed
 * again, while attempts remain. Far above one render and one SMTP exchange (socket timeout 30 s).
 */
export const CLAIM_TIMEOUT_SECONDS = 300;
const claimExpired = sql`(${mailMessages.claimedAt} is null or ${mailMessages.claimedAt} < now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS}))`;

/** The row is 'sending' under this attempt's claim. */
const held = (id: string, claimId: string) => and(eq(mailMessages.id, id), eq(mailMessages.claimId, claimId), eq(mailMessages.status, "sending"));

/**
 * Claim a message for one attempt (`claimId`, new per attempt): one UPDATE, committed on its own, so of two
 * workers handed the same message only one gets it. The same claim asked again (its first answer lost with
 * the connection) answers the row again without counting a second attempt. Null when it is sent, kept,
 * failed for good, or held by another attempt whose claim has not expired.
 */
export async function claimMail(id: string, claimId: string): Promise<MailRow | null> {
  const db = await getDb();
  const mine = sql`${mailMessages.claimId} is not distinct from ${claimId}::uuid`;
  const [row] = await db
    .update(mailMessages)
    .set({
      status: "sending",
      attempts: sql`case when ${mine} then ${mailMessages.attempts} else ${mailMessages.attempts} + 1 end`,
      claimId,
      // The app's clock inside CASE: Citus refuses now() there, and the outbox is a Citus table (record 0138).
      claimedAt: sql`case when ${mine} then ${mailMessages.claimedAt} else ${new Date().toISOString()}::timestamptz end`,
      handedAt: sql`case when ${mine} then ${mailMessages.handedAt} else null end`,
    })
    .where(
      and(
        eq(mailMessages.id, id),
        or(
          and(inArray(mailMessages.status, ["queued", "retrying"]), lt(mailMessages.attempts, MAX_ATTEMPTS)),
          and(eq(mailMessages.status, "sending"), or(mine, and(claimExpired, lt(mailMessages.attempts, MAX_ATTEMPTS)))),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Store the rendered message under the attempt's claim; with `handing`, also the moment it goes to the SMTP
 * server, committed before the server sees anything. False when the claim is no longer this attempt's.
 * `demoCopy` (the embedded demo only) is the full message, kept in the payload (record 0127).
 */
export async function saveRendered(
  id: string,
  claimId: string,
  v: { toAddress: string; subject: string; html: string; text: string; demoCopy?: { html: string; text: string } },
  handing: boolean,
): Promise<boolean> {
  const db = await getDb();
  const { demoCopy, ...cols } = v;
  const set = demoCopy ? { ...cols, payload: sql`${mailMessages.payload} || ${JSON.stringify({ demoCopy })}::jsonb` } : cols;
  const rows = await db
    .update(mailMessages)
    .set({ ...set, handedAt: handing ? sql`now()` : null })
    .where(held(id, claimId))
    .returning({ id: mailMessages.id });
  return rows.length > 0;
}

/**
 * An attempt that failed for a passing reason (the database unavailable while rendering): the row goes
 * back to 'retrying' and the attempt does not count against the message's three.
 */
export async function releaseMail(id: string, claimId: string, error: string) {
  const db = await getDb();
  await db
    .update(mailMessages)
    .set({ status: "retrying", attempts: sql`greatest(${mailMessages.attempts} - 1, 0)`, handedAt: null, lastError: error })
    .where(held(id, claimId));
}

/**
 * The outcome of an attempt, written only while the attempt still holds the row (written twice, the second
 * changes nothing). `redact`: strings blanked out of the stored bodies and payload (tokens).
 */
export async function finishMail(id: string, claimId: string, status: MailStatus, error: string | null, redact: string[] = []) {
  const db = await getDb();
  const set: Partial<typeof mailMessages.$inferInsert> = { status, lastError: error };
  if (status === "sent" || status === "kept") set.sentAt = new Date();
  // A refused or failed send did not leave: the next attempt is not "maybe in flight".
  if (status === "retrying" || status === "failed") set.handedAt = null;
  if (redact.length && status === "sent") {
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
    if (row) {
      const blank = (s: string | null) => (s === null ? s : redact.reduce((acc, r) => acc.split(r).join("[redacted]"), s));
      set.html = blank(row.html);
      set.text = blank(row.text);
      set.payload = JSON.parse(blank(JSON.stringify(row.payload)) ?? "{}");
    }
  }
  await db.update(mailMessages).set(set).where(held(id, claimId));
}

/**
 * Newest first, `limit` at most; with `before` (a message id of the scope), the ones older than it: the
 * outbox's pages ("Load older"). An unknown `before` answers nothing.
 */
export async function listMails(scope: MailScope, limit = 200, before?: string): Promise<MailRow[]> {
  const db = await getDb();
  const conds: SQL[] = [];
  if (before) {
    // Compared in SQL: timestamps carry microseconds, which a JavaScript Date would round away.
    const [cursor] = await db.select({ id: mailMessages.id }).from(mailMessages).where(scoped(scope, eq(mailMessages.id, before))).limit(1);
    if (!cursor) return [];
    conds.push(sql`(${mailMessages.createdAt}, ${mailMessages.id}) < (select m.created_at, m.id from mail_messages m where m.id = ${cursor.id})`);
  }
  return db
    .select()
    .from(mailMessages)
    .where(scoped(scope, ...conds))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(limit);
}

export async function findMail(scope: MailScope, id: string): Promise<MailRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(mailMessages).where(scoped(scope, eq(mailMessages.id, id))).limit(1);
  return row ?? null;
}

/** Resend: a finished message goes back to the queue with fresh attempts. Null when not in scope or still in flight. */
export async function requeueMail(scope: MailScope, id: string, tx?: Tx): Promise<MailRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .update(mailMessages)
    .set({ status: "queued", attempts: 0, lastError: null })
    .where(scoped(scope, eq(mailMessages.id, id), inArray(mailMessages.status, ["sent", "kept", "failed"])))
    .returning();
  return row ?? null;
}

/**
 * Messages waiting longer than `seconds` (their job lost in a crash), and messages whose claim expired (a
 * worker that died mid-attempt) with attempts left.
 */
export async function waitingMailIds(seconds: number, limit = 500): Promise<string[]> {
  const db = await getDb();
  const before = sql`now() - make_interval(secs => ${seconds})`;
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        lt(mailMessages.attempts, MAX_ATTEMPTS),
        or(and(inArray(mailMessages.status, ["queued", "retrying"]), lt(mailMessages.updatedAt, before)), and(eq(mailMessages.status, "sending"), claimExpired)),
      ),
    )
    .orderBy(mailMessages.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims that expired on a message's last attempt (its worker died): the message is failed for good,
 * saying whether it may have left, so the owner can resend it from the outbox. Answers how many.
 */
export async function failAbandonedMail(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(mailMessages)
    .set({
      status: "failed",
      lastError: sql`case when ${mailMessages.handedAt} is null
        then 'The worker stopped during the last attempt, before sending'
        else 'The worker stopped while the SMTP server had the last attempt: it may or may not have arrived' end`,
    })
    .where(and(eq(mailMessages.status, "sending"), claimExpired, sql`${mailMessages.attempts} >= ${MAX_ATTEMPTS}`))
    .returning({ id: mailMessages.id });
  return rows.length;
}
