import "server-only";
import type { Tx } from "@/db/client";
import { recordActivity } from "@/lib/activity/record";
import type { TenantId } from "@/lib/tenancy/store";
import { maskedCode } from "./code";
import * as repo from "./repository";

/**
 * An order that bought gift cards is refunded in full or cancelled: the cards it issued are disabled in the same
 * transaction (what is left on them can no longer be spent), each with its activity entry. A no-op for an order
 * that bought none, or whose cards are disabled already (a second refund or cancel).
 */
export async function disableCardsBoughtBy(tx: Tx, tenantId: TenantId, orderId: string, why: "refunded" | "cancelled"): Promise<number> {
  const rows = await repo.disableCardsOfOrder(tx, tenantId, orderId, new Date());
  for (const c of rows) {
    await recordActivity(tx, tenantId, {
      action: "gift_card.updated",
      resourceType: "gift_card",
      resourceId: c.id,
      summary: `disabled gift card ${maskedCode(c.last4)}: the order that bought it was ${why}`,
      changes: { disabled: [false, true] },
    });
  }
  return rows.length;
}
