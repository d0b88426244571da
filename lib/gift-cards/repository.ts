import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { giftCardEntries, giftCards, type GiftCardEntryType } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { GiftCardEntryRow, GiftCardRow, GiftCardStatus } from "./schemas";

/**
 * Gift cards and their ledger: the only Drizzle code for these tables; the store's id in every WHERE. Every ledger
 * row is written with the card's balance in one statement pair inside the caller's transaction, the card's row
 * locked (FOR UPDATE) first, so the balance is always the ledger's sum and the CHECK (balance >= 0) refuses an
 * overdraft even if a rule above were wrong.
 */

type NewCard = Omit<typeof giftCards.$inferInsert, "id" | "tenantId" | "balance" | "createdAt" | "updatedAt">;

export async function insertCard(tx: Tx, tenantId: TenantId, values: NewCard): Promise<GiftCardRow> {
  const [row] = await tx.insert(giftCards).values({ ...values, tenantId, balance: values.initialValue }).returning();
  await tx.insert(giftCardEntries).values({ tenantId, giftCardId: row.id, type: "issue", amount: values.initialValue });
  return row;
}

export async function findCard(tenantId: TenantId, id: string, tx?: Tx): Promise<GiftCardRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(giftCards).where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id))).limit(1);
  return row ?? null;
}

export async function findByHashes(tenantId: TenantId, hashes: string[]): Promise<GiftCardRow[]> {
  if (!hashes.length) return [];
  const db = await getDb();
  return db.select().from(giftCards).where(and(eq(giftCards.tenantId, tenantId), inArray(giftCards.codeHash, hashes)));
}

/** The cards named, locked for the rest of `tx`, in id order (two orders naming the same cards lock them alike). */
export async function lockByHashes(tx: Tx, tenantId: TenantId, hashes: string[]): Promise<GiftCardRow[]> {
  if (!hashes.length) return [];
  return tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), inArray(giftCards.codeHash, hashes)))
    .orderBy(asc(giftCards.id))
    .for("update");
}

export async function lockByIds(tx: Tx, tenantId: TenantId, ids: string[]): Promise<GiftCardRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), inArray(giftCards.id, ids)))
    .orderBy(asc(giftCards.id))
    .for("update");
}

/** One ledger row and the balance moved by the same signed amount (a decimal string). */
export async function addEntry(
  tx: Tx,
  tenantId: TenantId,
  cardId: string,
  type: GiftCardEntryType,
  amount: string,
  orderId: string | null,
  extra: { note?: string | null; createdBy?: string | null } = {},
): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} + ${amount}::numeric`, updatedAt: new Date() })
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, cardId)))
    .returning();
  await tx.insert(giftCardEntries).values({ tenantId, giftCardId: cardId, type, amount, orderId, note: extra.note ?? null, createdBy: extra.createdBy ?? null });
  return row ?? null;
}

export async function updateCard(tx: Tx, tenantId: TenantId, id: string, values: Partial<Pick<GiftCardRow, "disabledAt" | "expiresOn" | "note">>): Promise<GiftCardRow | null> {
  const [row] = await tx
    .update(giftCards)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)))
    .returning();
  return row ?? null;
}

export async function ledgerOf(tenantId: TenantId, cardId: string): Promise<GiftCardEntryRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.tenantId, tenantId), eq(giftCardEntries.giftCardId, cardId)))
    .orderBy(asc(giftCardEntries.createdAt), asc(giftCardEntries.id));
}

/** An order's ledger rows (its redemptions and what was given back), inside the caller's transaction. */
export async function entriesOfOrder(tx: Tx, tenantId: TenantId, orderId: string): Promise<GiftCardEntryRow[]> {
  return tx
    .select()
    .from(giftCardEntries)
    .where(and(eq(giftCardEntries.tenantId, tenantId), eq(giftCardEntries.orderId, orderId)))
    .orderBy(asc(giftCardEntries.createdAt), asc(giftCardEntries.id));
}

function statusWhere(status: GiftCardStatus, today: string): SQL | undefined {
  const notExpired = or(isNull(giftCards.expiresOn), sql`${giftCards.expiresOn} >= ${today}::date`);
  switch (status) {
    case "disabled":
      return isNotNull(giftCards.disabledAt);
    case "expired":
      return and(isNull(giftCards.disabledAt), lt(giftCards.expiresOn, today));
    case "used":
      return and(isNull(giftCards.disabledAt), notExpired, sql`${giftCards.balance} <= 0`);
    case "active":
      return and(isNull(giftCards.disabledAt), notExpired, sql`${giftCards.balance} > 0`);
  }
}

export const PAGE_SIZE = 25;

export async function listCards(tenantId: TenantId, q: { search: string; status?: GiftCardStatus | ""; page: number }, today: string) {
  const db = await getDb();
  const s = q.search.replace(/[\s-]+/g, "");
  const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(giftCards.tenantId, tenantId),
    q.status ? statusWhere(q.status, today) : undefined,
    q.search ? or(ilike(giftCards.last4, s.length <= 4 ? `%${s}%` : s.slice(-4)), ilike(giftCards.recipientEmail, like), ilike(giftCards.note, like)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(giftCards).where(where).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(PAGE_SIZE).offset((q.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(giftCards).where(where),
  ]);
  return { rows, total: n };
}

/**
 * Cards bought with an order (record 0158), one per (order line, unit): a unit already issued is skipped by the
 * unique index, so marking an order paid twice, even at once, issues each card once. Answers the rows inserted now.
 */
export async function insertBoughtCards(tx: Tx, tenantId: TenantId, values: (NewCard & { orderId: string; orderItemId: string; unitIndex: number })[]): Promise<GiftCardRow[]> {
  if (!values.length) return [];
  const rows = await tx
    .insert(giftCards)
    .values(values.map((v) => ({ ...v, tenantId, balance: v.initialValue })))
    .onConflictDoNothing({ target: [giftCards.tenantId, giftCards.orderItemId, giftCards.unitIndex], where: sql`${giftCards.orderItemId} is not null` })
    .returning();
  if (rows.length) await tx.insert(giftCardEntries).values(rows.map((r) => ({ tenantId, giftCardId: r.id, type: "issue" as const, amount: r.initialValue, orderId: r.orderId })));
  return rows;
}

/** The cards an order bought, by line and unit. */
export async function cardsOfOrder(tenantId: TenantId, orderId: string): Promise<GiftCardRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.orderId, orderId)))
    .orderBy(asc(giftCards.orderItemId), asc(giftCards.unitIndex));
}

/** Disables the cards an order bought that are not disabled yet (its refund or cancellation, record 0158). */
export async function disableCardsOfOrder(tx: Tx, tenantId: TenantId, orderId: string, at: Date): Promise<GiftCardRow[]> {
  return tx
    .update(giftCards)
    .set({ disabledAt: at })
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.orderId, orderId), isNull(giftCards.disabledAt)))
    .returning();
}
