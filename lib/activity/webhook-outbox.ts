import "server-only";
import type { Tx } from "@/db/client";
import { TOPIC_OF_ACTION, type WebhookTopic } from "@/lib/webhook-topics";
import { insertWebhookEvent, insertWebhookEvents } from "./repository";

/**
 * The webhooks' outbox (issue 41, record 0146): an activity entry whose action raises a topic writes one event and
 * one delivery per enabled webhook of the store subscribed to it, in the change's own transaction. When no webhook
 * of the store wants the topic (the usual case), it is one look-up on webhooks_tenant_idx and writes nothing. No cache: a per-process cache would go stale when another instance adds a webhook.
 * The dispatcher (lib/webhooks/dispatcher.ts) finds the deliveries once they are committed.
 */
export async function enqueueWebhookEvents(
  tx: Tx,
  tenantId: string,
  entries: { action: string; resourceType: string; resourceId: string | null; changes?: Record<string, unknown> | null; topic?: WebhookTopic }[],
): Promise<void> {
  for (const e of entries) {
    const topic = e.topic ?? TOPIC_OF_ACTION[e.action];
    if (topic) await insertWebhookEvent(tx, tenantId, topic, e.resourceType, e.resourceId);
    // A product whose stock the owner changed (its form, a variant, an import) also raises inventory/updated.
    if (e.resourceType === "product" && e.changes && "quantity" in e.changes && topic !== "products/created" && topic !== "products/deleted") {
      await insertWebhookEvent(tx, tenantId, "inventory/updated", e.resourceType, e.resourceId);
    }
  }
}

/**
 * inventory/updated for the products whose stock an order took or gave back (lib/catalog/inventory), in the
 * order's transaction: one look-up of the subscribed webhooks, nothing more when there is none.
 */
export async function enqueueInventoryEvents(tx: Tx, tenantId: string, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds.filter(Boolean))];
  if (ids.length) await insertWebhookEvents(tx, tenantId, "inventory/updated", "product", ids);
}
