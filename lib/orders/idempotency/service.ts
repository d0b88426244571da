import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/db/client";
import { badRequest, conflict, unprocessable } from "@/lib/errors";
import type { TenantId } from "@/lib/tenancy/store";
import { claimRequestKey, deleteRequestKeysBefore, storeResponse, type RequestKey } from "./repository";

/**
 * Idempotency-Key on POST /api/orders (docs/decisions/0040-order-and-payment-idempotency.md):
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

/**
 * Claim `key` in the order's transaction. Answers the earlier response to replay, or null when this
 * request is the first (it must then call `rememberResponse` in the same transaction).
 */
export async function claimOrReplay(tx: Tx, tenantId: TenantId, userId: string, key: string, body: unknown): Promise<Replay | null> {
  const hash = requestHash(body);
  const k: RequestKey = { tenantId, userId, key };
  const claim = await claimRequestKey(tx, k, hash, KEY_TTL_HOURS, KEY_WAIT_MS);
  if (claim.kind === "claimed") return null;
  if (claim.kind === "busy") throw conflict("A request with this Idempotency-Key is still in progress. Retry it in a moment with the same key.");
  if (claim.stored.requestHash !== hash) {
    const msg = "This Idempotency-Key was already used for a different order. Use a new key for a new order.";
    throw unprocessable(msg, { [IDEMPOTENCY_HEADER]: msg });
  }
  return { status: claim.stored.responseStatus, body: claim.stored.responseBody };
}

export async function rememberResponse(tx: Tx, tenantId: TenantId, userId: string, key: string, orderId: string, r: Replay) {
  await storeResponse(tx, { tenantId, userId, key }, orderId, r.status, r.body);
}

/** Forget keys past their lifetime. */
export function purgeExpiredOrderKeys(now = new Date()): Promise<number> {
  return deleteRequestKeysBefore(new Date(now.getTime() - KEY_TTL_HOURS * 3_600_000));
}
