import "server-only";
import { recordActivity } from "@/lib/activity/record";
import { getEnv } from "@/lib/env";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { kickMail, queueMail } from "@/lib/mail/service";
import { decryptSecret, encryptSecret } from "@/lib/secrets";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { MAX_WEBHOOKS_PER_STORE, PING_TOPIC } from "@/lib/webhook-topics";
import type { WebhookRow } from "@/db/schema";
import { eventData } from "./data";
import * as repo from "./repository";
import {
  DELIVERIES_PAGE_SIZE,
  toDeliveryDto,
  toWebhookDto,
  type CreatedWebhookDto,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  type WebhookDeliveryDto,
  type WebhookDto,
} from "./schemas";
import { sendWebhook, urlProblem, type SendOptions, type SendResult } from "./send";
import { newWebhookSecret, signedHeaders } from "./signature";

/**
 * A store's outgoing webhooks (issue 41, record 0146): the owner's calls, and one delivery attempt (the
 * dispatcher's unit of work). Events are written by lib/activity in the changes' own transactions.
 */

const NOT_FOUND = "Webhook not found";
/** Attempts per delivery; with WEBHOOK_RETRY_BASE_MS = 2 min, 2+4+…+128 min ≈ 4.2 h from the first to the last. */
export const MAX_ATTEMPTS = 8;
/** Deliveries failed in a row, none delivered for this long: the webhook is disabled and the owner mailed. */
export const DISABLE_AFTER_FAILED_DELIVERIES = 3;
export const DISABLE_AFTER_MS = 24 * 3600 * 1000;
/** How long the previous secret still signs after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

function checkUrl(url: string) {
  const problem = urlProblem(url, getEnv().WEBHOOKS_ALLOW_PRIVATE_URLS);
  if (problem) throw badRequest(problem, { url: problem });
}

async function own(store: Store, id: string): Promise<WebhookRow> {
  const row = await repo.findWebhook(store.id, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function listWebhooks(store: Store): Promise<{ items: WebhookDto[] }> {
  return { items: (await repo.listWebhooks(store.id)).map(toWebhookDto) };
}

export async function createWebhook(store: Store, input: CreateWebhookInput): Promise<CreatedWebhookDto> {
  checkUrl(input.url);
  const secret = newWebhookSecret();
  const row = await repo.transaction(async (tx) => {
    // One creation at a time per store, so two at once cannot both pass the limit.
    await repo.lockStoreWebhooks(tx, store.id);
    if ((await repo.countWebhooks(store.id, tx)) >= MAX_WEBHOOKS_PER_STORE) {
      throw badRequest(`A store can have at most ${MAX_WEBHOOKS_PER_STORE} webhooks`, { url: `At most ${MAX_WEBHOOKS_PER_STORE} webhooks` });
    }
    const w = await repo.insertWebhook(tx, { tenantId: store.id, url: input.url, topics: input.topics, description: input.description || null, secret: encryptSecret(secret) });
    await recordActivity(tx, store.id, {
      action: "webhook.created",
      resourceType: "webhook",
      resourceId: w.id,
      summary: `added webhook ${w.url}`,
      changes: { url: [null, w.url], topics: [null, w.topics] },
    });
    return w;
  });
  return { ...toWebhookDto(row), secret };
}

export async function updateWebhook(store: Store, id: string, input: UpdateWebhookInput): Promise<WebhookDto> {
  if (input.url !== undefined) checkUrl(input.url);
  const row = await repo.transaction(async (tx) => {
    const before = await repo.findWebhook(store.id, id, tx, true);
    if (!before) throw notFound(NOT_FOUND);
    const values: Partial<repo.NewWebhook> = {};
    if (input.url !== undefined) values.url = input.url;
    if (input.topics !== undefined) values.topics = input.topics;
    if (input.description !== undefined) values.description = input.description || null;
    if (input.enabled !== undefined) {
      values.enabled = input.enabled;
      // Turned on again: a fresh start for the failure count (else the next failure would disable it at once).
      if (input.enabled && !before.enabled) Object.assign(values, { disabledAt: null, consecutiveFailures: 0 });
      if (!input.enabled && before.enabled) values.disabledAt = new Date();
    }
    const after = (await repo.updateWebhook(tx, store.id, id, values))!;
    const changes: Record<string, [unknown, unknown]> = {};
    for (const k of ["url", "topics", "description", "enabled"] as const) {
      if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) changes[k] = [before[k], after[k]];
    }
    if (Object.keys(changes).length) {
      await recordActivity(tx, store.id, { action: "webhook.updated", resourceType: "webhook", resourceId: id, summary: `changed webhook ${after.url}`, changes });
    }
    return after;
  });
  return toWebhookDto(row);
}

export async function deleteWebhook(store: Store, id: string): Promise<{ ok: true }> {
  await repo.transaction(async (tx) => {
    const row = await repo.deleteWebhook(tx, store.id, id);
    if (!row) throw notFound(NOT_FOUND);
    await recordActivity(tx, store.id, { action: "webhook.deleted", resourceType: "webhook", resourceId: id, summary: `deleted webhook ${row.url}` });
  });
  return { ok: true };
}

/** A new secret, answered once; the previous one keeps signing (a second signature) for 24 h. */
export async function rotateSecret(store: Store, id: string): Promise<{ secret: string }> {
  const secret = newWebhookSecret();
  await repo.transaction(async (tx) => {
    const before = await repo.findWebhook(store.id, id, tx, true);
    if (!before) throw notFound(NOT_FOUND);
    await repo.updateWebhook(tx, store.id, id, { secret: encryptSecret(secret), previousSecret: before.secret, previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS) });
    // The log says it changed, never what to (redactChanges reduces "secret" to "changed" whatever is passed).
    await recordActivity(tx, store.id, { action: "webhook.secret_rotated", resourceType: "webhook", resourceId: id, summary: `rotated the secret of webhook ${before.url}`, changes: { secret: "changed" } });
  });
  return { secret };
}

/** A ping (data {}) to this webhook alone; the dispatcher sends it at its next look (woken now). */
export async function testWebhook(store: Store, id: string): Promise<WebhookDeliveryDto> {
  await own(store, id);
  const { delivery } = await repo.insertDirectEvent(store.id, id, PING_TOPIC, {});
  wake();
  return toDeliveryDto({ ...delivery, topic: PING_TOPIC });
}

export async function listDeliveries(store: Store, id: string, page: number): Promise<{ items: WebhookDeliveryDto[]; total: number }> {
  await own(store, id);
  const { rows, total } = await repo.listDeliveries(store.id, id, DELIVERIES_PAGE_SIZE, (page - 1) * DELIVERIES_PAGE_SIZE);
  return { items: rows.map(toDeliveryDto), total };
}

export async function redeliver(store: Store, id: string, deliveryId: string): Promise<WebhookDeliveryDto> {
  const d = await repo.findDelivery(store.id, id, deliveryId);
  if (!d) throw notFound("Delivery not found");
  if (d.status === "pending" && d.claimId) throw conflict("This delivery is being sent right now");
  const row = await repo.requeueDelivery(store.id, deliveryId);
  if (!row) throw notFound("Delivery not found");
  wake();
  return toDeliveryDto({ ...row, topic: d.topic });
}

// ---- delivery ----

/** The dispatcher registers its wake-up here, so a test call or a redelivery goes out at once. */
let wakeHook: () => void = () => {};
export function onWebhookWork(fn: () => void) {
  wakeHook = fn;
}
function wake() {
  wakeHook();
}

/**
 * An event's data, built once per process however many of its deliveries (one per webhook) start at once, and
 * kept on the event (repository setEventData: the first write wins across processes).
 */
const building = new Map<string, Promise<Record<string, unknown>>>();
function dataOnce(tenantId: TenantId, event: { id: string; resourceType: string | null; resourceId: string | null }): Promise<Record<string, unknown>> {
  let p = building.get(event.id);
  if (!p) {
    p = eventData(tenantId, event.resourceType, event.resourceId).then((d) => repo.setEventData(tenantId, event.id, d));
    building.set(event.id, p);
    // Forgotten once settled (the row has it now, or the next attempt tries again), after its siblings read it.
    void p.then(
      () => setTimeout(() => building.delete(event.id), 5000).unref(),
      () => building.delete(event.id),
    );
  }
  return p;
}

/** The wait before the attempt after `attempt` (1-based): base·2^(attempt−1), plus up to a quarter of jitter. */
export function retryDelayMs(attempt: number, base = getEnv().WEBHOOK_RETRY_BASE_MS): number {
  const d = base * 2 ** (attempt - 1);
  return Math.round(d * (1 + Math.random() * 0.25));
}

export type AttemptOptions = Partial<Pick<SendOptions, "timeoutMs" | "allowPrivate" | "resolve">>;

/**
 * One attempt of a claimed delivery: build the body (the event's data fixed at its first attempt), sign it with the
 * current secret (and the previous one during a rotation), POST it, and write the outcome under the claim.
 */
export async function attemptDelivery(c: repo.ClaimedDelivery, claimId: string, o: AttemptOptions = {}): Promise<"delivered" | "pending" | "failed" | "skipped"> {
  const tenantId = c.tenantId as TenantId;
  const loaded = await repo.loadAttempt(tenantId, c.webhookId, c.eventId);
  if (!loaded) return "skipped"; // deleted: its deliveries went with it
  const { webhook, event, slug } = loaded;
  if (!webhook.enabled) {
    await repo.dropDelivery(tenantId, c.id, claimId, "The webhook is disabled");
    return "failed";
  }
  const env = getEnv();
  let r: SendResult;
  try {
    const data = event.data ?? (await dataOnce(tenantId, event));
    const body = JSON.stringify({ id: event.id, topic: event.topic, createdAt: event.createdAt.toISOString(), store: { id: tenantId, slug }, data });
    const now = new Date();
    const secrets = [decryptSecret(webhook.secret)];
    if (webhook.previousSecret && webhook.previousSecretUntil && webhook.previousSecretUntil > now) secrets.push(decryptSecret(webhook.previousSecret));
    r = await sendWebhook(webhook.url, signedHeaders(secrets, event.id, body, now), body, {
      timeoutMs: o.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS,
      allowPrivate: o.allowPrivate ?? env.WEBHOOKS_ALLOW_PRIVATE_URLS,
      resolve: o.resolve,
    });
  } catch (err) {
    // Our side failed (the data could not be read, the secret not decrypted): an attempt like any other, so a
    // fault that lasts ends the delivery failed instead of retrying it at every lease for ever.
    r = { ok: false, status: null, error: `Not sent: ${(err as Error).message ?? String(err)}`.slice(0, 500), excerpt: null, durationMs: 0 };
  }
  const attempt = c.attempts + 1;
  const status = r.ok ? "delivered" : attempt >= MAX_ATTEMPTS ? "failed" : "pending";
  const outcome = { statusCode: r.status, error: r.error, excerpt: r.excerpt, durationMs: r.durationMs };
  const next = status === "pending" ? new Date(Date.now() + retryDelayMs(attempt)) : null;
  // The usual outcomes are one statement; the webhook's own row is touched when its state changes (a first or a
  // once-a-minute success, a failure's count), in one transaction with the delivery's.
  const touchesWebhook = status === "failed" || webhook.consecutiveFailures > 0 || !webhook.lastSuccessAt || Date.now() - webhook.lastSuccessAt.getTime() > 60_000;
  if (status === "pending" || (status === "delivered" && !touchesWebhook)) {
    return (await repo.finishAttempt(await repo.database(), tenantId, c.id, claimId, status, outcome, next)) ? status : "skipped";
  }
  const mails: (string | null)[] = [];
  const written = await repo.transaction(async (tx) => {
    // The webhook's row is locked before its delivery's: the order a deletion takes them in (the webhook, then its
    // deliveries by cascade). The other order deadlocked an owner's delete against a delivery just finishing.
    const w = await repo.findWebhook(tenantId, webhook.id, tx, true);
    if (!w) return false; // deleted meanwhile: its deliveries went with it
    const row = await repo.finishAttempt(tx, tenantId, c.id, claimId, status, outcome, next);
    if (!row) return false; // the claim expired and another attempt holds the row
    if (status === "delivered") {
      await repo.updateWebhook(tx, tenantId, webhook.id, { consecutiveFailures: 0, lastSuccessAt: new Date() });
    } else {
      const failures = w.consecutiveFailures + 1;
      const lastGood = w.lastSuccessAt ?? w.createdAt;
      const disable = w.enabled && failures >= DISABLE_AFTER_FAILED_DELIVERIES && Date.now() - lastGood.getTime() >= DISABLE_AFTER_MS;
      await repo.updateWebhook(tx, tenantId, w.id, { consecutiveFailures: failures, lastFailureAt: new Date(), ...(disable ? { enabled: false, disabledAt: new Date() } : {}) });
      if (disable) {
        mails.push(await queueMail({ tenantId, kind: "webhook-disabled", payload: { webhookId: w.id, url: w.url, failures } }, tx));
        await recordActivity(tx, tenantId, {
          action: "webhook.disabled",
          resourceType: "webhook",
          resourceId: w.id,
          summary: `webhook ${w.url} turned off after ${failures} failed deliveries`,
          changes: { enabled: [true, false] },
        });
      }
    }
    return true;
  });
  kickMail(mails);
  return written ? status : "skipped";
}
