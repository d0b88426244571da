import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { badRequest, tooManyRequests } from "@/lib/errors";
import { clientAddress } from "@/lib/client-address";
import { kickMail, queueMail } from "@/lib/mail/service";
import { enqueue } from "@/lib/queue/queue";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { isGuestEmail } from "./guest";
import { hashPassword } from "./password";
import * as repo from "./repository";
import { FORGOT_ANSWER, RESET_INVALID } from "./schemas";
export { FORGOT_ANSWER, RESET_INVALID, customerForgotSchema, customerResetSchema, staffForgotSchema, staffResetSchema } from "./schemas";
import { customerAccountKey, staffAccountKey } from "./service";
import { accountPolicy, addressPolicy, getThrottle } from "./throttle";

/**
 * Forgotten passwords, for shoppers (per store) and staff (owners, the admin). The forgot call answers
 * the same at once whether or not the account exists: it only counts the request against the login
 * throttle and enqueues a job; the job finds the account, stores the SHA-256 of 32 random bytes (an hour,
 * single use) and writes the mail. A reset sets the password, ends every session of the account and
 * retires its other tokens. Rules for the new password are registration's (the same zod fields).
 */

const TOKEN_TTL_MS = 60 * 60 * 1000;

type Caller = { headers: { get(name: string): string | null } };
export type ResetScope = { kind: "staff" } | { kind: "customer"; store: Store };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const accountKeyOf = (scope: ResetScope, email: string) =>
  `reset:${scope.kind === "customer" ? customerAccountKey(scope.store.id, email) : staffAccountKey(email)}`;

async function throttleOrRefuse(keys: string[]) {
  const throttle = getThrottle();
  const wait = Math.max(0, ...(await Promise.all(keys.map((k) => throttle.retryAfter(k)))));
  if (wait > 0) throw tooManyRequests(undefined, wait);
}

/**
 * POST …/forgot-password. Counted per account and per address under the login's policies (a free
 * request or two, then growing waits), so it cannot be used to flood a mailbox; then one job.
 */
export async function requestPasswordReset(req: Caller, scope: ResetScope, email: string, origin: string): Promise<{ message: string }> {
  const throttle = getThrottle();
  const accountKey = accountKeyOf(scope, email);
  const addressKey = `addr:${clientAddress(req.headers)}`;
  await throttleOrRefuse([accountKey, addressKey]);
  await throttle.fail(accountKey, accountPolicy());
  await throttle.fail(addressKey, addressPolicy());
  await enqueue("auth.password-reset", {
    scope: scope.kind,
    tenantId: scope.kind === "customer" ? scope.store.id : null,
    email: email.toLowerCase(),
    origin,
  });
  return { message: FORGOT_ANSWER };
}

/** The "auth.password-reset" job: nothing for an unknown account (or a guest, who has no password). */
export async function issuePasswordReset(data: { scope?: unknown; tenantId?: unknown; email?: unknown; origin?: unknown }): Promise<string | null> {
  const email = String(data.email ?? "");
  const tenantId = data.scope === "customer" && typeof data.tenantId === "string" ? (data.tenantId as TenantId) : null;
  if (data.scope === "customer" && !tenantId) return null;
  const user = tenantId ? await repo.findCustomerByEmail(tenantId, email) : await repo.findStaffByEmail(email);
  if (!user || isGuestEmail(user.email)) return null;
  const token = randomBytes(32).toString("base64url");
  const id = await repo.inAuthTransaction(async (tx) => {
    await repo.insertResetToken(tx, { tokenHash: hashToken(token), userId: user.id, tenantId, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
    return queueMail(
      { tenantId, kind: "password-reset", toAddress: user.email, payload: { token, origin: String(data.origin ?? ""), scope: tenantId ? "customer" : "staff" } },
      tx,
    );
  });
  kickMail([id]);
  return id;
}

/** POST …/reset-password. A wrong, used, expired or other-store token is one answer, and counts against the address. */
export async function resetPassword(req: Caller, scope: ResetScope, token: string, password: string): Promise<{ ok: true }> {
  const addressKey = `addr:${clientAddress(req.headers)}`;
  await throttleOrRefuse([addressKey]);
  const tenantId = scope.kind === "customer" ? scope.store.id : null;
  const passwordHash = await hashPassword(password);
  const done = await repo.inAuthTransaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(token), tenantId);
    if (!userId) return false;
    if (!(await repo.setPasswordAndEndSessions(tx, userId, scope.kind, tenantId, passwordHash))) return false;
    await repo.retireResetTokens(tx, userId);
    return true;
  });
  if (!done) {
    await getThrottle().fail(addressKey, addressPolicy());
    throw badRequest(RESET_INVALID, { token: RESET_INVALID });
  }
  return { ok: true };
}
