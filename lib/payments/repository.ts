import { getDb, type Tx } from "@/db/client";
import { paymentEvents } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** The provider events already processed. */

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
