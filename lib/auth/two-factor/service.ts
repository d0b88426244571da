import "server-only";
import { createHash, randomBytes } from "node:crypto";
import QRCode from "qrcode";
import type { Tx } from "@/db/client";
import { clientAddress } from "@/lib/client-address";
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from "@/lib/errors";
import type { Membership } from "@/lib/permissions";
import { decryptSecret, encryptSecret } from "@/lib/secrets";
import type { Store } from "@/lib/tenancy/store";
import type { UserRow } from "../schemas";
import { checkStaffPassword, findUserById } from "../service";
import { accountPolicy, addressPolicy, getThrottle } from "../throttle";
import * as repo from "./repository";
import type { TwoFactorSetup, TwoFactorStatus } from "./schemas";
import { checkCode, newRecoveryCode, newTotpSecret, normalizeCode, normalizeRecoveryCode, otpauthUrl, RECOVERY_CODE_COUNT } from "./totp";

/**
 * Two-factor sign-in for owners, store staff and the platform admin (issue 40, record 0144).
 *
 * Set-up: POST …/2fa/setup stores a new secret (encrypted) as pending; POST …/2fa/enable with the app's first code
 * turns it on, records that code's step as used, and answers ten recovery codes (kept as hashes only). Sign-in:
 * a right password on an account with two-factor on answers a challenge instead of a session (a random token,
 * kept hashed, five minutes, single use); POST /api/auth/login/2fa with a code or a recovery code turns the
 * challenge into a session. Wrong codes there are throttled like passwords, on counters of their own.
 */

const ISSUER = "StoreBuilder";
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const REPLAYED_CODE = "That code was already used. Wait for the next code in your app.";
export const WRONG_RECOVERY = "That recovery code is not right, or it was already used.";
export const CHALLENGE_GONE = "Your sign-in has expired. Enter your email and password again.";
const WRONG_PASSWORD = "Password is incorrect";

type Caller = { headers: { get(name: string): string | null } };

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
/** Salted by the account, so one code list's hashes say nothing about another's. */
const recoveryHash = (userId: string, code: string) => sha256(`${userId}:${normalizeRecoveryCode(code)}`);

/** The throttle keys of the second step: per account (wherever the attempt comes from) and per address. */
export const twoFactorAccountKey = (userId: string) => `2fa:${userId}`;
const twoFactorAddressKey = (req: Caller) => `2fa-addr:${clientAddress(req.headers)}`;

/** Whether the account signs in with a second step. */
export async function isTwoFactorOn(userId: string): Promise<boolean> {
  return !!(await repo.findTwoFactor(userId))?.enabledAt;
}

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const row = await repo.findTwoFactor(userId);
  const enabled = !!row?.enabledAt;
  return {
    enabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    pending: !!row && !enabled,
    recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(userId) : 0,
  };
}

/** A new secret for the signed-in account, pending until a code confirms it. 409 while two-factor is on. */
export async function beginTwoFactorSetup(user: Pick<UserRow, "id" | "email">): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const saved = await repo.savePendingSecret(user.id, encryptSecret(secret));
  if (!saved) throw conflict("Two-factor sign-in is already on. Turn it off first to set up a new authenticator.");
  const url = otpauthUrl(secret, user.email, ISSUER);
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** The first code from the app turns two-factor on; the answer holds the recovery codes, shown this once. */
export async function enableTwoFactor(user: Pick<UserRow, "id">, code: string, now = Date.now()): Promise<{ recoveryCodes: string[] }> {
  const row = await repo.findTwoFactor(user.id);
  if (row?.enabledAt) throw conflict("Two-factor sign-in is already on.");
  if (!row) throw badRequest("Start the set-up first: scan a new QR code.", { code: "Start the set-up first" });
  const check = checkCode(decryptSecret(row.secret), code, row.lastStep, now);
  if (!check.ok) throw badRequest(WRONG_CODE, { code: WRONG_CODE });
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const done = await repo.inTwoFactorTransaction(async (tx) => {
    if (!(await repo.markEnabled(tx, user.id, row.secret, check.step))) return false;
    await repo.replaceRecoveryCodes(
      tx,
      user.id,
      recoveryCodes.map((c) => recoveryHash(user.id, c)),
    );
    return true;
  });
  if (!done) throw conflict("The set-up changed meanwhile (another tab?). Scan the new QR code and try again.");
  return { recoveryCodes };
}

/** A code or a recovery code of an account with two-factor on, used up inside `tx`. Throws the field's error. */
async function spendCode(tx: Tx, userId: string, answer: { code?: string; recoveryCode?: string }, now: number): Promise<void> {
  const row = await repo.findTwoFactor(userId, tx);
  if (!row?.enabledAt) throw unauthorized(CHALLENGE_GONE);
  if (answer.recoveryCode !== undefined) {
    if (!(await repo.useRecoveryCode(tx, userId, recoveryHash(userId, answer.recoveryCode)))) throw new AppError(401, WRONG_RECOVERY, { recoveryCode: WRONG_RECOVERY }, "two_factor_invalid");
    return;
  }
  const check = checkCode(decryptSecret(row.secret), answer.code ?? "", row.lastStep, now);
  if (!check.ok) {
    const msg = check.reason === "replayed" ? REPLAYED_CODE : WRONG_CODE;
    throw new AppError(401, msg, { code: msg }, "two_factor_invalid");
  }
  // Two requests with one code: both pass the check above, one moves the step, the other is a replay.
  if (!(await repo.advanceStep(tx, userId, check.step))) throw new AppError(401, REPLAYED_CODE, { code: REPLAYED_CODE }, "two_factor_invalid");
}

async function assertNotThrottled(keys: string[]) {
  const throttle = getThrottle();
  const wait = Math.max(0, ...(await Promise.all(keys.map((k) => throttle.retryAfter(k)))));
  if (wait > 0) throw tooManyRequests(undefined, wait);
}

/**
 * Turns two-factor off: the password (under the sign-in throttle) and a current code or a recovery code. A wrong
 * code counts on the second step's counter, so this is no way around its limit.
 */
export async function disableTwoFactor(req: Caller, user: UserRow, password: string, code: string, now = Date.now()): Promise<{ ok: true }> {
  const accountKey = twoFactorAccountKey(user.id);
  await assertNotThrottled([accountKey]);
  await checkStaffPassword(req, user, password, "password", WRONG_PASSWORD);
  if (!(await isTwoFactorOn(user.id))) throw badRequest("Two-factor sign-in is not on.");
  const answer = normalizeCode(code) ? { code } : { recoveryCode: code };
  try {
    await repo.inTwoFactorTransaction(async (tx) => {
      await spendCode(tx, user.id, answer, now);
      await repo.deleteTwoFactor(tx, user.id);
    });
  } catch (err) {
    if (err instanceof AppError && err.code === "two_factor_invalid") {
      await getThrottle().fail(accountKey, accountPolicy());
      throw badRequest(err.message, { code: err.message });
    }
    throw err;
  }
  await getThrottle().reset(accountKey);
  return { ok: true };
}

/**
 * After a right password: a challenge token when the account has two-factor on (no session yet), else null and
 * the caller signs in as before.
 */
export async function startTwoFactorChallenge(user: Pick<UserRow, "id">): Promise<string | null> {
  if (!(await isTwoFactorOn(user.id))) return null;
  const token = randomBytes(32).toString("base64url");
  await repo.insertChallenge({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  return token;
}

/**
 * POST /api/auth/login/2fa: the challenge and a code (or a recovery code) → the account to sign in. The challenge
 * is spent only together with a right code (one transaction), so a typo leaves it usable until it expires; a
 * wrong code counts on the account's and the address's second-step counters, and past their limit the answer is
 * 429 whatever the code.
 */
export async function completeTwoFactorSignIn(req: Caller, token: string | undefined, answer: { code?: string; recoveryCode?: string }, now = Date.now()): Promise<UserRow> {
  const throttle = getThrottle();
  const addressKey = twoFactorAddressKey(req);
  await assertNotThrottled([addressKey]);
  const tokenHash = token && token.length <= 200 ? sha256(token) : null;
  const userId = tokenHash ? await repo.findLiveChallenge(tokenHash) : null;
  if (!tokenHash || !userId) {
    await throttle.fail(addressKey, addressPolicy());
    throw unauthorized(CHALLENGE_GONE);
  }
  const accountKey = twoFactorAccountKey(userId);
  await assertNotThrottled([accountKey]);
  try {
    await repo.inTwoFactorTransaction(async (tx) => {
      if ((await repo.consumeChallenge(tx, tokenHash)) !== userId) throw unauthorized(CHALLENGE_GONE);
      await spendCode(tx, userId, answer, now);
    });
  } catch (err) {
    if (err instanceof AppError && err.code === "two_factor_invalid") {
      await throttle.fail(accountKey, accountPolicy());
      await throttle.fail(addressKey, addressPolicy());
    }
    throw err;
  }
  await throttle.reset(accountKey);
  const user = await findUserById(userId);
  if (!user || (user.role !== "tenant" && user.role !== "admin")) throw unauthorized(CHALLENGE_GONE);
  return user;
}

/**
 * Whether a store's "Require two-factor sign-in for staff" sends this account to the set-up screen before its
 * dashboard: a staff member (never the owner, nor the admin) of a store that requires it, without two-factor on.
 */
export async function mustSetUpTwoFactor(
  user: Pick<UserRow, "id" | "role">,
  store: Pick<Store, "row">,
  // A membership (lib/members), or any standing that names the role in the store (null role: the admin).
  membership: { role: Membership["role"] | null } | null,
): Promise<boolean> {
  if (!store.row.requireStaffTwoFactor || user.role !== "tenant" || membership?.role !== "staff") return false;
  return !(await isTwoFactorOn(user.id));
}
