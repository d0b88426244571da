import "server-only";
import type { Tx } from "@/db/client";
import type { StoreChangeHook } from "@/lib/tenancy/service";
import type { TenantId } from "@/lib/tenancy/store";
import { currentOrigin, type ActivityOrigin } from "./context";
import { diffChanges, redactChanges, type Changes } from "./diff";
import { inTransaction, insertPlatformEntries, insertStoreEntries, type ActivityValues } from "./repository";
import type { WebhookTopic } from "@/lib/webhook-topics";
import { enqueueWebhookEvents } from "./webhook-outbox";

/**
 * One entry of the activity log, written inside the change's own transaction (issue 40, record 0143): who (from
 * lib/activity/context.ts's current origin), what, on which resource, and the fields changed. If the change
 * rolls back, so does its entry; if the entry cannot be written, the change fails with it.
 */
export type ActivityInput = {
  /** `<resource>.<verb>`: product.updated, order.cancelled, settings.payments.updated. */
  action: string;
  resourceType: string;
  resourceId: string | null;
  /** One line a person reads: "shipped order #1042". */
  summary: string;
  /** `{ field: [before, after] }` (diffChanges); secrets are reduced to "changed" here whatever the caller passed. */
  changes?: Record<string, [unknown, unknown] | "changed">;
  /**
   * The webhook topic this entry raises when its action alone does not say (an import's entry is a product created
   * or updated: TOPIC_OF_ACTION cannot tell). Not stored.
   */
  topic?: WebhookTopic;
  /** The resource the webhook event carries when it is not the entry's (a return's step is an entry of its order). Not stored. */
  webhookResource?: { type: string; id: string };
};

function valuesOf(entry: ActivityInput, origin: ActivityOrigin): ActivityValues {
  const { actor } = origin;
  return {
    actorType: actor.type,
    actorId: actor.id,
    actorEmail: actor.email ?? null,
    actorName: actor.name ?? null,
    action: entry.action,
    resourceType: entry.resourceType,
    resourceId: entry.resourceId,
    summary: entry.summary.slice(0, 500),
    changes: redactChanges(entry.changes) as Changes,
    ip: origin.ip,
    userAgent: origin.userAgent,
  };
}

/**
 * Records entries in `tx`. A store's (tenantId given) go to its log; with tenantId null, the platform's own log.
 * One entry or several (an import's products).
 */
export async function recordActivity(tx: Tx, tenantId: TenantId | null, entry: ActivityInput | ActivityInput[]): Promise<void> {
  const list = Array.isArray(entry) ? entry : [entry];
  if (!list.length) return;
  const origin = currentOrigin();
  const rows = list.map((e) => valuesOf(e, origin));
  if (tenantId) {
    await insertStoreEntries(tx, tenantId, rows);
    // The store's webhooks subscribed to what happened get their event in the same transaction (record 0146).
    await enqueueWebhookEvents(
      tx,
      tenantId,
      rows.map((r, i) => {
        const other = list[i].webhookResource;
        return { ...r, topic: list[i].topic, ...(other ? { resourceType: other.type, resourceId: other.id } : {}) };
      }),
    );
  } else await insertPlatformEntries(tx, null, rows);
}

/**
 * The platform's own entry about a store (created, suspended, plan changed: the admin's actions): kept in the
 * platform table with the store's id, so it outlives the store and the admin reads it beside the store's own.
 */
export async function recordPlatformActivity(tx: Tx, tenantId: string | null, entry: ActivityInput | ActivityInput[]): Promise<void> {
  const list = Array.isArray(entry) ? entry : [entry];
  if (!list.length) return;
  const origin = currentOrigin();
  await insertPlatformEntries(
    tx,
    tenantId,
    list.map((e) => valuesOf(e, origin)),
  );
}

/** A transaction for a write whose entry is chosen inside it (a store's or the platform's log). */
export { inTransaction };

/**
 * A write that had no transaction, made atomic with its entry: `write` runs in a new transaction, then the
 * entry `entryOf` makes of its result is recorded in it (null: nothing changed, nothing recorded).
 */
export async function withActivity<T>(
  tenantId: TenantId,
  write: (tx: Tx) => Promise<T>,
  entryOf: (result: T) => ActivityInput | ActivityInput[] | null | undefined,
): Promise<T> {
  return inTransaction(async (tx) => {
    const result = await write(tx);
    const entry = entryOf(result);
    if (entry) await recordActivity(tx, tenantId, entry);
    return result;
  });
}

/**
 * The usual entry of a create, update or delete: `<type>.created` "created category \"Mugs\"" (the type's
 * underscores read as spaces). An update that changed nothing gives null (nothing to record).
 */
export function changeEntry(
  resourceType: string,
  kind: "created" | "updated" | "deleted",
  resourceId: string,
  label: string | null | undefined,
  changes?: Record<string, [unknown, unknown] | "changed">,
): ActivityInput | null {
  if (kind === "updated" && changes && Object.keys(changes).length === 0) return null;
  const noun = resourceType.replaceAll("_", " ");
  return {
    action: `${resourceType}.${kind}`,
    resourceType,
    resourceId,
    summary: label ? `${kind} ${noun} "${label}"` : `${kind} ${noun}`,
    changes,
  };
}

/** Fields of the store row an entry never lists (bookkeeping the owner did not set). */
const STORE_BOOKKEEPING = new Set(["updatedAt", "customDomainCheckedAt"]);

/**
 * The entry of a change to the store row (settings, payments, tax settings, domain, theme choice), handed to
 * lib/tenancy's saveStoreColumns, which runs it in the save's transaction. Secrets (payment keys, webhook
 * secrets) are "changed", never their values.
 */
export function storeChange(action: string, summary: string): StoreChangeHook {
  return async (tx, { before, after, fields }) => {
    const changes = diffChanges(
      before,
      after as unknown as Record<string, unknown>,
      fields.filter((f) => !STORE_BOOKKEEPING.has(f)),
    );
    if (Object.keys(changes).length === 0) return;
    await recordActivity(tx, after.id as TenantId, { action, resourceType: "store", resourceId: after.id, summary, changes });
  };
}
