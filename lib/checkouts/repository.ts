import "server-only";
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { checkoutRecoverySettings, checkouts } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { CheckoutRow, CheckoutStatus, RecoverySettingsRow } from "./schemas";

/**
 * Checkouts and the store's recovery setting (record 0156): the only Drizzle code for these tables; the store's id
 * in every WHERE but the recovery sweep's, which looks across stores for what is due (then works store by store).
 */

type NewCheckout = Omit<typeof checkouts.$inferInsert, "id" | "tenantId" | "createdAt" | "updatedAt">;

export async function insertCheckout(tx: Tx, tenantId: TenantId, values: NewCheckout): Promise<CheckoutRow> {
  const [row] = await tx.insert(checkouts).values({ ...values, tenantId }).returning();
  return row;
}

export async function findByToken(tenantId: TenantId, token: string, tx?: Tx): Promise<CheckoutRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.token, token))).limit(1);
  return row ?? null;
}

export async function findById(tenantId: TenantId, id: string): Promise<CheckoutRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, id))).limit(1);
  return row ?? null;
}

export async function lockById(tx: Tx, tenantId: TenantId, id: string): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(checkouts).where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, id))).for("update");
  return row ?? null;
}

export async function lockByToken(tx: Tx, tenantId: TenantId, token: string): Promise<CheckoutRow | null> {
  const [row] = await tx.select().from(checkouts).where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.token, token))).for("update");
  return row ?? null;
}

export async function updateCheckout(tx: Tx, tenantId: TenantId, id: string, values: Partial<NewCheckout>): Promise<CheckoutRow | null> {
  const [row] = await tx
    .update(checkouts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, id)))
    .returning();
  return row ?? null;
}

/** The recovery mail's claim: only a checkout still open and not yet mailed is marked (one mail per checkout). */
export async function markMailed(tx: Tx, tenantId: TenantId, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(checkouts)
    .set({ recoveryEmailSentAt: at, updatedAt: at })
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, id), isNull(checkouts.recoveryEmailSentAt), isNull(checkouts.completedAt)))
    .returning({ id: checkouts.id });
  return rows.length === 1;
}

/** Unsubscribed: every checkout of this address in the store (no more recovery mail to it). */
export async function unsubscribeEmail(tx: Tx, tenantId: TenantId, email: string, at: Date): Promise<void> {
  await tx
    .update(checkouts)
    .set({ unsubscribedAt: at, acceptsMarketing: false, updatedAt: at })
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.email, email), isNull(checkouts.unsubscribedAt)));
}

export async function hasUnsubscribed(tenantId: TenantId, email: string, tx?: Tx): Promise<boolean> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.email, email), isNotNull(checkouts.unsubscribedAt)))
    .limit(1);
  return !!row;
}

/**
 * Open checkouts not yet mailed (every store), quiet since between `after` and `before`, not unsubscribed, oldest
 * first: the sweep's candidates.
 */
export async function dueCheckouts(after: Date, before: Date, limit: number): Promise<{ tenantId: TenantId; id: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ tenantId: checkouts.tenantId, id: checkouts.id })
    .from(checkouts)
    .where(and(isNull(checkouts.completedAt), isNull(checkouts.recoveryEmailSentAt), isNull(checkouts.unsubscribedAt), gt(checkouts.activeAt, after), lte(checkouts.activeAt, before)))
    .orderBy(asc(checkouts.activeAt))
    .limit(limit);
  return rows as { tenantId: TenantId; id: string }[];
}

export async function findSettings(tenantId: TenantId, tx?: Tx): Promise<RecoverySettingsRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(checkoutRecoverySettings).where(eq(checkoutRecoverySettings.tenantId, tenantId)).limit(1);
  return row ?? null;
}

export async function saveSettings(tx: Tx, tenantId: TenantId, values: Pick<RecoverySettingsRow, "enabled" | "delayMinutes" | "audience">): Promise<RecoverySettingsRow> {
  const at = new Date();
  const [row] = await tx
    .insert(checkoutRecoverySettings)
    .values({ tenantId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: checkoutRecoverySettings.tenantId, set: { ...values, updatedAt: at } })
    .returning();
  return row;
}

export const PAGE_SIZE = 25;

/** Listed: no order yet, or an order placed after the recovery mail (recovered). */
const listed = or(isNull(checkouts.completedAt), and(isNotNull(checkouts.recoveryEmailSentAt), gte(checkouts.completedAt, checkouts.recoveryEmailSentAt)));

export async function listCheckouts(tenantId: TenantId, q: { search: string; status?: CheckoutStatus | ""; page: number }, dueBefore: Date) {
  const db = await getDb();
  const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const status =
    q.status === "recovered"
      ? isNotNull(checkouts.completedAt)
      : q.status === "abandoned"
        ? and(isNull(checkouts.completedAt), lte(checkouts.activeAt, dueBefore))
        : q.status === "open"
          ? and(isNull(checkouts.completedAt), gt(checkouts.activeAt, dueBefore))
          : undefined;
  const where = and(eq(checkouts.tenantId, tenantId), listed, status, q.search ? ilike(checkouts.email, like) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(checkouts).where(where).orderBy(desc(checkouts.createdAt), desc(checkouts.id)).limit(PAGE_SIZE).offset((q.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(checkouts).where(where),
  ]);
  return { rows, total: n };
}

/** Recovery mails sent and checkouts recovered after one, between `from` and `to` (the reports). */
export async function recoveryCounts(tenantId: TenantId, from: Date, to: Date): Promise<{ sent: number; recovered: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      sent: count(),
      recovered: sql<number>`count(*) filter (where ${checkouts.completedAt} is not null and ${checkouts.completedAt} >= ${checkouts.recoveryEmailSentAt})`.mapWith(Number),
    })
    .from(checkouts)
    .where(and(eq(checkouts.tenantId, tenantId), gte(checkouts.recoveryEmailSentAt, from), lt(checkouts.recoveryEmailSentAt, to)));
  return { sent: row?.sent ?? 0, recovered: row?.recovered ?? 0 };
}
