import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/db/client";
import { badRequest, conflict, unprocessable } from "@/lib/errors";
import type { TenantId } from "@/lib/tenancy/store";
import { claimRequestKey, deleteRequestKeysBefore, findRequestKey, storeResponse, type RequestKey } from "./repository";

/**
 * Idempotency-Key on POST /api/orders (docs/decisions/0040-order-and-payment-idempotency.md), and on the
 * owner's refund, cancel, shipment and status change of an order (docs/decisions/0134-flows-and-retries.md):
 * - the key is the caller's (1-255 printable ASCII characters), scoped to the store and the customer;
 * - the same key with the same body answers what the first request answered (status and body), and
 *   never places a second order, however the requests overlap (the key row is claimed first in the
 *   order's transaction and committed with the order);
 * - the same key with another body is refused (422);
 * - a request that placed nothing (refused, out of stock, crashed before commit) leaves no key behind, so
 *   its retry is decided afresh;
 * - a request still running when another arrives with its key makes the newcomer wait up to
 *   KEY_WAIT_MS, then answer 409 'in progress' (retry later with the same key);
 * - keys are kept KEY_TTL_HOURS (24 h).
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const KEY_TTL_HOURS = 24;
const KEY_WAIT_MS = 10_000;

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** The header's value, checked; null when the request carries none. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const raw = headers.get(IDEMPOTENCY_HEADER);
  if (raw === null) return null;
  const key = raw.trim();
  if (!KEY_FORMAT.test(key)) {
    const msg = "Idempotency-Key must be 1 to 255 printable characters without spaces";
    throw badRequest(msg, { [IDEMPOTENCY_HEADER]: msg });
  }
  return key;
}

/** JSON with object keys sorted, so the same request hashes the same whatever order its fields came in. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

export const requestHash = (body: unknown) => createHash("sha256").update(canonical(body)).digest("hex");

export type Replay = { status: number; body: Record<string, unknown> };

/** What a route answers for a request that may carry an Idempotency-Key: `replayed` adds `Idempotent-Replayed: true`. */
export type Answer<T> = { status: number; body: T; replayed: boolean };

/** What a keyed step did: ran now (its value), or was replayed (an earlier request with the key did it). */
export type Keyed<T> = { replayed: true; status: number } | { replayed: false; value: T };

/**
 * Claim `key` in the order's transaction. Answers the earlier response to replay, or null when this
 * request is the first (it must then call `rememberResponse` in the same transaction).
 */
export async function claimOrReplay(tx: Tx, tenantId: TenantId, userId: string, key: string, body: unknown, what = "order"): Promise<Replay | null> {
  const hash = requestHash(body);
  const k: RequestKey = { tenantId, userId, key };
  const claim = await claimRequestKey(tx, k, hash, KEY_TTL_HOURS, KEY_WAIT_MS);
  if (claim.kind === "claimed") return null;
  if (claim.kind === "busy") throw conflict("A request with this Idempotency-Key is still in progress. Retry it in a moment with the same key.");
  if (claim.stored.requestHash !== hash) throw usedElsewhere(what);
  return { status: claim.stored.responseStatus, body: claim.stored.responseBody };
}

function usedElsewhere(what: string) {
  const msg = `This Idempotency-Key was already used for a different ${what}. Use a new key for a new ${what}.`;
  return unprocessable(msg, { [IDEMPOTENCY_HEADER]: msg });
}

/**
 * An owner's change of one order made with an Idempotency-Key (refund, cancel, shipment, status). `body` is
 * what makes two requests the same request: the operation, the order and the parsed body. `what` names the
 * operation in the 422 for a key reused for another request.
 */
export type KeyedRequest = { userId: string; key: string; what: string; body: Record<string, unknown> };

/** The keyed request of an owner `actor`, or null when the request carries no key. */
export function keyedRequest(key: string | null, actor: { id: string }, what: string, body: Record<string, unknown>): KeyedRequest | null {
  return key ? { userId: actor.id, key, what, body } : null;
}

/**
 * Run `step` in `tx` once per key: the key is claimed first in the step's own transaction (a duplicate
 * running at the same time waits there, as on POST /api/orders), and the answer's status is remembered with
 * the step, so both commit or neither does. A step that refuses must throw (rolling the claim back), so its
 * retry is decided afresh. A replay answers the stored status; the caller answers the order as it is now.
 */
export async function oncePerKey<T>(
  tx: Tx,
  tenantId: TenantId,
  orderId: string,
  req: KeyedRequest | null,
  status: number,
  step: () => Promise<T>,
): Promise<Keyed<T>> {
  if (req) {
    const replay = await claimOrReplay(tx, tenantId, req.userId, req.key, req.body, req.what);
    if (replay) return { replayed: true, status: replay.status };
  }
  const value = await step();
  if (req) await rememberResponse(tx, tenantId, req.userId, req.key, orderId, { status, body: { orderId } });
  return { replayed: false, value };
}

/**
 * A flow of several transactions (a cancel refunds first, then closes the order) looks before its first
 * step: a key already answered is replayed without running anything again. Null when the key is new (or
 * forgotten); the last step's `oncePerKey` still settles requests that overlap.
 */
export async function earlierAnswer(tenantId: TenantId, req: KeyedRequest | null): Promise<Replay | null> {
  if (!req) return null;
  const stored = await findRequestKey({ tenantId, userId: req.userId, key: req.key });
  if (!stored || stored.responseStatus === 0) return null;
  if (stored.createdAt.getTime() < Date.now() - KEY_TTL_HOURS * 3_600_000) return null;
  if (stored.requestHash !== requestHash(req.body)) throw usedElsewhere(req.what);
  return { status: stored.responseStatus, body: stored.responseBody };
}

export async function rememberResponse(tx: Tx, tenantId: TenantId, userId: string, key: string, orderId: string, r: Replay) {
  await storeResponse(tx, { tenantId, userId, key }, orderId, r.status, r.body);
}

/** Forget keys past their lifetime. */
export function purgeExpiredOrderKeys(now = new Date()): Promise<number> {
  return deleteRequestKeysBefore(new Date(now.getTime() - KEY_TTL_HOURS * 3_600_000));
}
