import "server-only";
import { and, count, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from "@/db/schema";

/** Two-factor rows (record 0144): the slice's only Drizzle code for them. Every "use once" is one conditional UPDATE. */

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

export async function findTwoFactor(userId: string, tx?: Tx): Promise<TwoFactorRow | null> {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  return row ?? null;
}

/** A fresh pending secret, replacing an earlier pending one; null when two-factor is already on (nothing written). */
export async function savePendingSecret(userId: string, secret: string): Promise<TwoFactorRow | null> {
  const db = await getDb();
  const [row] = await db
    .insert(userTwoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { secret, lastStep: null, updatedAt: new Date() }, setWhere: isNull(userTwoFactor.enabledAt) })
    .returning();
  return row ?? null;
}

/**
 * Turns two-factor on with the code's step as the last one used, only if the pending secret is still the one the
 * code was checked against (a second set-up in between wins). True when it did.
 */
export async function markEnabled(tx: Tx, userId: string, secret: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(userTwoFactor)
    .set({ enabledAt: new Date(), lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt), eq(userTwoFactor.secret, secret)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Records `step` as the last accepted, only if it is later than the one recorded: of two requests with one code, one wins. */
export async function advanceStep(tx: Tx, userId: string, step: number): Promise<boolean> {
  const rows = await tx
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt), or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step))))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(tx: Tx, userId: string, hashes: string[]) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code of the account: true once per code. */
export async function useRecoveryCode(tx: Tx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await tx
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function recoveryCodesLeft(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Two-factor off: the secret, the recovery codes and any half-done sign-in go. */
export async function deleteTwoFactor(tx: Tx, userId: string) {
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

// ---- challenges: a sign-in whose password was right, waiting for its second step

export async function insertChallenge(v: { tokenHash: string; userId: string; expiresAt: Date }) {
  const db = await getDb();
  await db.insert(twoFactorChallenges).values(v);
  // Expired ones are never read again; pruned here, a few at a time, as sessions are.
  const stale = db.select({ h: twoFactorChallenges.tokenHash }).from(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, new Date())).limit(200);
  await db.delete(twoFactorChallenges).where(inArray(twoFactorChallenges.tokenHash, stale));
}

/** The account a live (unused, unexpired) challenge is for. */
export async function findLiveChallenge(tokenHash: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/** Uses a live challenge: its account once, then never again. */
export async function consumeChallenge(tx: Tx, tokenHash: string): Promise<string | null> {
  const [row] = await tx
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, new Date())))
    .returning({ userId: twoFactorChallenges.userId });
  return row?.userId ?? null;
}

export async function inTwoFactorTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(fn);
}
