import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { draftOrders, type DraftOrderRow, type DraftOrderStatus } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** The draft orders' table (record 0153). Every query names the store. */

export type NewDraft = Omit<typeof draftOrders.$inferInsert, "tenantId" | "id" | "createdAt" | "updatedAt">;
export type DraftChanges = Partial<NewDraft>;

export function transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return getDb().then((db) => db.transaction(fn));
}

const byId = (tenantId: TenantId, id: string) => and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id));

export async function insertDraft(tx: Tx, tenantId: TenantId, v: NewDraft): Promise<DraftOrderRow> {
  const [row] = await tx.insert(draftOrders).values({ ...v, tenantId }).returning();
  return row;
}

export async function findDraft(tenantId: TenantId, id: string, tx?: Tx): Promise<DraftOrderRow | null> {
  const [row] = await (tx ?? (await getDb())).select().from(draftOrders).where(byId(tenantId, id)).limit(1);
  return row ?? null;
}

/**
 * The draft with its row locked to the end of the transaction: completions of one draft queue here, and each
 * after the first finds it completed (record 0153).
 */
export async function lockDraft(tx: Tx, tenantId: TenantId, id: string): Promise<DraftOrderRow | null> {
  const [row] = await tx.select().from(draftOrders).where(byId(tenantId, id)).limit(1).for("update");
  return row ?? null;
}

export async function lockDraftByToken(tx: Tx, tenantId: TenantId, tokenHash: string): Promise<DraftOrderRow | null> {
  const [row] = await tx
    .select()
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.invoiceTokenHash, tokenHash)))
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function findDraftByToken(tenantId: TenantId, tokenHash: string): Promise<DraftOrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.invoiceTokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

export async function updateDraft(tx: Tx, tenantId: TenantId, id: string, v: DraftChanges): Promise<DraftOrderRow | null> {
  const [row] = await tx.update(draftOrders).set(v).where(byId(tenantId, id)).returning();
  return row ?? null;
}

export async function deleteDraft(tx: Tx, tenantId: TenantId, id: string): Promise<DraftOrderRow | null> {
  const [row] = await tx.delete(draftOrders).where(byId(tenantId, id)).returning();
  return row ?? null;
}

export async function pageDrafts(tenantId: TenantId, status: DraftOrderStatus | undefined, page: number, size: number): Promise<{ rows: DraftOrderRow[]; total: number }> {
  const db = await getDb();
  const parts: SQL[] = [eq(draftOrders.tenantId, tenantId)];
  if (status) parts.push(eq(draftOrders.status, status));
  const where = and(...parts);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(draftOrders)
      .where(where)
      .orderBy(desc(draftOrders.createdAt), desc(draftOrders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(draftOrders).where(where),
  ]);
  return { rows, total: Number(n) };
}
