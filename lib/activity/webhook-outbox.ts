import "server-only";
import type { Tx } from "@/db/client";
import { TOPIC_OF_ACTION } from "@/lib/webhook-topics";
import { insertWebhookEvent } from "./repository";

/**
 * The webhooks' outbox (issue 41, record 0146): an activity entry whose action raises a topic writes one event and
 * one delivery per enabled webhook of the store subscribed to it, in the change's own transaction. When no webhook
 * of the store wants the topic (the usual case), it is one look-up on webhooks_tenant_idx and writes nothing. No cache: a per-process cache would go stale when another instance adds a webhook.
 * The dispatcher (lib/webhooks/dispatcher.ts) finds the deliveries once they are committed.
 */
export async function enqueueWebhookEvents(tx: Tx, tenantId: string, entries: { action: string; resourceType: string; resourceId: string | null }[]): Promise<void> {
  for (const e of entries) {
    const topic = TOPIC_OF_ACTION[e.action];
    if (!topic) continue;
    await insertWebhookEvent(tx, tenantId, topic, e.resourceType, e.resourceId);
  }
}
