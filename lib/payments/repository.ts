import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { paymentAttempts, paymentEvents } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** The payments slice's tables: provider events already processed, and every provider object made for an order. */

/**
 * Process a provider event once: the event id is inserted first, in the same transaction as its effect,
 * so a replay (same id) is acknowledged and skipped, and an effect that fails leaves no record behind
 * (the provider's retry will process it).
 */
export async function onceForEvent<T>(
  e: { tenantId: TenantId; provider: string; eventId: string; type: string | null; orderId: string | null; payload: Record<string, unknown> },
  effect: (tx: Tx) => Promise<T>,
): Promise<{ duplicate: true } | { duplicate: false; result: T }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values(e)
      .onConflictDoNothing({ target: [paymentEvents.tenantId, paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return { duplicate: true as const };
    return { duplicate: false as const, result: await effect(tx) };
  });
}

export async function insertAttempt(a: { tenantId: TenantId; orderId: string; method: string; providerRef: string; amount: number; currency: string }) {
  const db = await getDb();
  await db
    .insert(paymentAttempts)
    .values(a)
    .onConflictDoNothing({ target: [paymentAttempts.tenantId, paymentAttempts.method, paymentAttempts.providerRef] });
}

/** The order's provider objects for `method`, newest first. */
export async function findAttempts(tenantId: TenantId, orderId: string, method: string) {
  const db = await getDb();
  return db
    .select({ providerRef: paymentAttempts.providerRef, amount: paymentAttempts.amount, currency: paymentAttempts.currency })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.tenantId, tenantId), eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.method, method)))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
}

export async function findOrderIdByAttempt(tenantId: TenantId, method: string, providerRef: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.tenantId, tenantId), eq(paymentAttempts.method, method), eq(paymentAttempts.providerRef, providerRef)))
    .limit(1);
  return row?.orderId ?? null;
}
