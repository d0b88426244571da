import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { paymentEvents, tenants } from "@/db/schema";
import type { TenantRow } from "@/lib/tenancy/schemas";

/** Payment settings on the tenant row, and the provider events already processed. */

export async function updatePaymentSettings(tenantId: string, values: Partial<TenantRow>): Promise<TenantRow | null> {
  const db = await getDb();
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return row ?? null;
  }
  const [row] = await db.update(tenants).set(values).where(eq(tenants.id, tenantId)).returning();
  return row ?? null;
}

/**
 * Process a provider event once: the event id is inserted first, in the same transaction as its effect,
 * so a replay (same id) is acknowledged and skipped, and an effect that fails leaves no record behind
 * (the provider's retry will process it).
 */
export async function onceForEvent<T>(
  e: { tenantId: string; provider: string; eventId: string; type: string | null; orderId: string | null; payload: Record<string, unknown> },
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
