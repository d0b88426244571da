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

/** A claimed message was left 'sending' this long ago by a worker that died: it may be claimed again. */
const STUCK = sql`now() - interval '5 minutes'`;

/**
 * Claim a message for one attempt: one UPDATE, so of two workers handed the same message only one gets it.
 * Null when it is sent, kept, failed for good, or being sent by someone else.
 */
export async function claimMail(id: string): Promise<MailRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(mailMessages)
    .set({ status: "sending", attempts: sql`${mailMessages.attempts} + 1` })
    .where(
      and(
        eq(mailMessages.id, id),
        lt(mailMessages.attempts, MAX_ATTEMPTS),
        or(inArray(mailMessages.status, ["queued", "retrying"]), and(eq(mailMessages.status, "sending"), lt(mailMessages.updatedAt, STUCK))),
      ),
    )
    .returning();
  return row ?? null;
}

/** The rendered message; `demoCopy` (the embedded demo only) is the full message, kept in the payload. */
export async function saveRendered(id: string, v: { toAddress: string; subject: string; html: string; text: string; demoCopy?: { html: string; text: string } }) {
  const db = await getDb();
  const { demoCopy, ...cols } = v;
  const set = demoCopy ? { ...cols, payload: sql`${mailMessages.payload} || ${JSON.stringify({ demoCopy })}::jsonb` } : cols;
  await db.update(mailMessages).set(set).where(eq(mailMessages.id, id));
}

/** The outcome of an attempt. `redact`: strings blanked out of the stored bodies and payload (tokens). */
export async function finishMail(id: string, status: MailStatus, error: string | null, redact: string[] = []) {
  const db = await getDb();
  const set: Partial<typeof mailMessages.$inferInsert> = { status, lastError: error };
  if (status === "sent" || status === "kept") set.sentAt = new Date();
  if (redact.length && status === "sent") {
    const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
    if (row) {
      const blank = (s: string | null) => (s === null ? s : redact.reduce((acc, r) => acc.split(r).join("[redacted]"), s));
      set.html = blank(row.html);
      set.text = blank(row.text);
      set.payload = JSON.parse(blank(JSON.stringify(row.payload)) ?? "{}");
    }
  }
  await db.update(mailMessages).set(set).where(eq(mailMessages.id, id));
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
export async function requeueMail(scope: MailScope, id: string): Promise<MailRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(mailMessages)
    .set({ status: "queued", attempts: 0, lastError: null })
    .where(scoped(scope, eq(mailMessages.id, id), inArray(mailMessages.status, ["sent", "kept", "failed"])))
    .returning();
  return row ?? null;
}

/** Messages waiting longer than `seconds` (their job lost in a crash, or a worker that died mid-send). */
export async function waitingMailIds(seconds: number, limit = 500): Promise<string[]> {
  const db = await getDb();
  const before = sql`now() - make_interval(secs => ${seconds})`;
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        lt(mailMessages.attempts, MAX_ATTEMPTS),
        or(
          and(inArray(mailMessages.status, ["queued", "retrying"]), lt(mailMessages.updatedAt, before)),
          and(eq(mailMessages.status, "sending"), lt(mailMessages.updatedAt, STUCK)),
        ),
      ),
    )
    .orderBy(mailMessages.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
