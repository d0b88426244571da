import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/**
 * TOTP as RFC 6238 sets it out, with the parameters every authenticator app reads from an otpauth:// URL
 * without asking: SHA-1, six digits, 30-second steps (record 0144). The arithmetic is otpauth's; this module
 * adds the two rules of ours, pure so that they are unit-tested at fixed times:
 *   - the window: a code of the current step or of one step either side is accepted (clock drift, slow typing);
 *   - replay: a code is accepted only for a step later than the last one accepted, so the same code (or an
 *     older one still inside the window) works once.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;

/** A new random secret, base32 (20 bytes: the size RFC 4226 recommends for HMAC-SHA-1). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secretBase32: string, label = "account", issuer = "StoreBuilder") {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** The otpauth:// URL an authenticator app scans (the QR code) or is given by hand. */
export function otpauthUrl(secretBase32: string, label: string, issuer: string): string {
  return totp(secretBase32, label, issuer).toString();
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PERIOD_S);
}

/** The code of a step's start: what an authenticator shows then (tests use it to compute codes). */
export function codeAt(secretBase32: string, ms: number): string {
  return totp(secretBase32).generate({ timestamp: ms });
}

/** Six digits, spaces allowed (apps show "123 456"): the digits, or null when it cannot be a code. */
export function normalizeCode(code: string): string | null {
  const digits = code.replace(/\s+/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

export type CodeCheck = { ok: true; step: number } | { ok: false; reason: "wrong" | "replayed" };

/**
 * Whether `code` is accepted at `now` for an account whose last accepted step is `lastStep` (null: none yet).
 * Accepted: it is the code of the current step or one either side, and that step is later than `lastStep`.
 * The step it answers is what the caller stores as the new `lastStep` (atomically: see the repository).
 */
export function checkCode(secretBase32: string, code: string, lastStep: number | null, now: number): CodeCheck {
  const token = normalizeCode(code);
  if (!token) return { ok: false, reason: "wrong" };
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return { ok: false, reason: "wrong" };
  const step = stepAt(now) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: "replayed" };
  return { ok: true, step };
}

// ---- recovery codes: 12 characters of an alphabet without look-alikes (0/o, 1/l/i), about 59 bits each

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

/** One recovery code as shown: "abcd-efgh-jkmn". */
export function newRecoveryCode(): string {
  let s = "";
  for (let i = 0; i < 12; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}

/** What is hashed and compared: case, spaces and dashes as typed do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}
