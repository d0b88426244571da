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
export { FORGOT_ANSWER, customerForgotSchema, customerResetSchema, staffForgotSchema, staffResetSchema } from "./schemas";
import { customerAccountKey, staffAccountKey } from "./service";
import { getThrottle, resetAddressPolicy, resetTargetPolicy } from "./throttle";

/**
 * Forgotten passwords, for shoppers (per store) and staff (owners, the admin). The forgot call answers
 * the same at once whether or not the account exists: it counts the request (per address and per account,
 * budgets apart from sign-in's) and enqueues a job; the job finds the account and writes the mail. The
 * token is made when the mail is rendered (`mintResetToken`), so no copy of it waits in the outbox, and a
 * resend or retry mails a fresh token that retires the older ones (record 0127). Only its SHA-256 is
 * stored (an hour, single use). A reset sets the password, ends every session of the account and retires
 * its other tokens. Rules for the new password are registration's (the same zod fields).
 */

const TOKEN_TTL_MS = 60 * 60 * 1000;

type Caller = { headers: { get(name: string): string | null } };
export type ResetScope = { kind: "staff" } | { kind: "customer"; store: Store };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const accountKeyOf = (scope: ResetScope, email: string) =>
  `reset:${scope.kind === "customer" ? customerAccountKey(scope.store.id, email) : staffAccountKey(email)}`;
const addressKeyOf = (req: Caller) => `reset-addr:${clientAddress(req.headers)}`;

async function throttleOrRefuse(key: string) {
  const wait = await getThrottle().retryAfter(key);
  if (wait > 0) throw tooManyRequests(undefined, wait);
}

/**
 * POST …/forgot-password. The requester's address has a budget (429 past it: that tells only the
 * requester). The account has one too, counted from every address: past it the answer is the same 200
 * and no mail goes, so nobody learns of it and the account's owner is never refused.
 */
export async function requestPasswordReset(req: Caller, scope: ResetScope, email: string): Promise<{ message: string }> {
  const throttle = getThrottle();
  const addressKey = addressKeyOf(req);
  await throttleOrRefuse(addressKey);
  await throttle.fail(addressKey, resetAddressPolicy());
  const accountKey = accountKeyOf(scope, email);
  if ((await throttle.retryAfter(accountKey)) > 0) {
    console.warn(`[auth] password reset for ${accountKey} not mailed: the account's reset limit is reached`);
    return { message: FORGOT_ANSWER };
  }
  await throttle.fail(accountKey, resetTargetPolicy());
  await enqueue("auth.password-reset", {
    scope: scope.kind,
    tenantId: scope.kind === "customer" ? scope.store.id : null,
    email: email.toLowerCase(),
    // The language of the page that asked (issue 44): the customer's reset mail is written in it.
    ...(scope.kind === "customer" ? { lang: scope.store.language.code } : {}),
  });
  return { message: FORGOT_ANSWER };
}

async function accountOf(scope: unknown, tenantId: unknown, email: string) {
  const store = scope === "customer" && typeof tenantId === "string" ? (tenantId as TenantId) : null;
  if (scope === "customer" && !store) return null;
  const user = store ? await repo.findCustomerByEmail(store, email) : await repo.findStaffByEmail(email);
  return user && !isGuestEmail(user.email) ? { user, tenantId: store } : null;
}

/** The "auth.password-reset" job: nothing for an unknown account (or a guest, who has no password). */
export async function issuePasswordReset(data: { scope?: unknown; tenantId?: unknown; email?: unknown; lang?: unknown }): Promise<string | null> {
  const found = await accountOf(data.scope, data.tenantId, String(data.email ?? ""));
  if (!found) return null;
  const lang = found.tenantId && typeof data.lang === "string" && data.lang ? { lang: data.lang } : {};
  const id = await queueMail({ tenantId: found.tenantId, kind: "password-reset", toAddress: found.user.email, payload: { scope: found.tenantId ? "customer" : "staff", ...lang } });
  kickMail([id]);
  return id;
}

/**
 * A fresh token for a password-reset message being rendered (first send, retry or resend): the account's
 * older tokens stop working. Null when the account is gone.
 */
export async function mintResetToken(m: { tenantId: string | null; toAddress: string | null; payload: unknown }): Promise<string | null> {
  const scope = (m.payload as { scope?: unknown } | null)?.scope;
  const found = await accountOf(scope, m.tenantId, m.toAddress ?? "");
  if (!found) return null;
  const token = randomBytes(32).toString("base64url");
  await repo.inAuthTransaction(async (tx) => {
    await repo.retireResetTokens(tx, found.user.id);
    await repo.insertResetToken(tx, { tokenHash: hashToken(token), userId: found.user.id, tenantId: found.tenantId, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
  });
  return token;
}

/** POST …/reset-password. A wrong, used, expired or other-store token is one answer, and counts against the address's reset budget. */
export async function resetPassword(req: Caller, scope: ResetScope, token: string, password: string): Promise<{ ok: true }> {
  const addressKey = addressKeyOf(req);
  await throttleOrRefuse(addressKey);
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
    await getThrottle().fail(addressKey, resetAddressPolicy());
    throw badRequest(RESET_INVALID, { token: RESET_INVALID });
  }
  return { ok: true };
}
