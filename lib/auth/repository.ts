import "server-only";
import { and, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/db/client";
import { loginAttempts, passwordResetTokens, sessions, users, type UserRole } from "@/db/schema";
import type { UserRow } from "./schemas";
import type { TenantId } from "@/lib/tenancy/store";

/** Users, sessions and login counters: the auth slice's only Drizzle code. */

/** A staff account (owner or admin) with this email, if any: staff emails are unique platform-wide. */
export async function findStaffByEmail(email: string, tx?: Tx): Promise<UserRow | null> {
  const db = tx ?? (await getDb());
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), inArray(users.role, ["admin", "tenant"])))
    .limit(1);
  return u ?? null;
}

export async function findCustomerByEmail(tenantId: TenantId, email: string): Promise<UserRow | null> {
  const db = await getDb();
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase()), eq(users.role, "customer")))
    .limit(1);
  return u ?? null;
}

export async function insertUser(
  values: { email: string; passwordHash: string; firstName: string; lastName: string; role: UserRole; tenantId: TenantId | null },
  tx?: Tx | Db,
): Promise<UserRow> {
  const db = tx ?? (await getDb());
  const email = values.email.toLowerCase();
  const figures = values.role === "customer" && values.tenantId && !email.includes("#guest-") ? await guestOrderFigures(db, values.tenantId, email) : {};
  const [u] = await db
    .insert(users)
    .values({ ...values, email, ...figures })
    .returning();
  return u;
}

/**
 * A customer who registers after checking out as a guest starts with those orders' figures and phone (record
 * 0152): the guest orders with this e-mail, placed signed out or from a guest checkout's account. Read in the
 * write path, one store's orders (one shard on Citus); it was a BEFORE INSERT trigger on `users`, which on Citus
 * (a reference table) could not read the distributed `orders` (migration 0030, record 0138).
 */
async function guestOrderFigures(db: Tx | Db, tenantId: TenantId, email: string) {
  const r = await db.execute(sql`
    select count(*) filter (where o.status not in ('cancelled', 'failed')) as n,
           coalesce(sum(o.total - o.refunded_amount) filter (where o.paid_at is not null), 0)::text as spent,
           max(o.created_at) filter (where o.status not in ('cancelled', 'failed')) as last,
           (array_agg(o.customer_phone order by o.created_at desc) filter (where o.customer_phone is not null))[1] as phone
      from orders o left join users g on g.tenant_id = o.tenant_id and g.id = o.user_id
     where o.tenant_id = ${tenantId} and lower(o.customer_email) = ${email}
       and (o.user_id is null or position('#guest-' in g.email) > 0)`);
  // Both drivers answer execute() with { rows }.
  const f = (r as unknown as { rows: { n: number | string; spent: string; last: string | Date | null; phone: string | null }[] }).rows[0];
  if (!f || (Number(f.n) === 0 && !f.phone && Number(f.spent) === 0)) return {};
  return { ordersCount: Number(f.n), totalSpent: String(f.spent), lastOrderAt: f.last ? new Date(f.last) : null, ...(f.phone ? { phone: f.phone } : {}) };
}

export type SessionKind = "staff" | "customer";

export async function insertSession(v: { sid: string; userId: string; kind: SessionKind; tenantId: TenantId | null; expire: Date }) {
  const db = await getDb();
  await db.insert(sessions).values({
    sid: v.sid,
    userId: v.userId,
    kind: v.kind,
    tenantId: v.tenantId,
    expire: v.expire,
    sess: { userId: v.userId, kind: v.kind, tenantId: v.tenantId },
  });
}

/** The live session with this id and kind, joined to its user. */
export async function findSession(sid: string, kind: SessionKind) {
  const db = await getDb();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), eq(sessions.kind, kind), gt(sessions.expire, new Date())))
    .limit(1);
  return row ?? null;
}

/**
 * Delete expired sessions, at most `limit` per call (oldest first) so a sign-in never waits on a big
 * backlog; called on every sign-in, which is as often as sessions are created. Returns how many went.
 */
export async function deleteExpiredSessions(now = new Date(), limit = 500): Promise<number> {
  const db = await getDb();
  const stale = db.select({ sid: sessions.sid }).from(sessions).where(lte(sessions.expire, now)).orderBy(sessions.expire).limit(limit);
  const gone = await db.delete(sessions).where(inArray(sessions.sid, stale)).returning({ sid: sessions.sid });
  return gone.length;
}

export async function extendSession(sid: string, expire: Date) {
  const db = await getDb();
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(sid: string) {
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Ends a user's sessions, all but `keepSid` when given. */
export async function deleteUserSessionsExcept(userId: string, keepSid: string | null) {
  const db = await getDb();
  const ended = await db
    .delete(sessions)
    .where(keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId))
    .returning({ expire: sessions.expire });
  // Expired rows were dead already; only live ones count as sessions ended.
  return ended.filter((r) => r.expire.getTime() > Date.now()).length;
}

// ---- failed-login counters (database implementation of lib/auth/throttle) ----

export async function readAttempts(key: string) {
  const db = await getDb();
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1);
  return row ?? null;
}

/**
 * Atomically count one failure, restarting the window when it has passed, and set the wait that count
 * earns (`delayFor(failures)` seconds from now). Returns the new count.
 */
export async function recordFailure(key: string, windowSeconds: number, delayFor: (failures: number) => number): Promise<number> {
  const db = await getDb();
  const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        // The count restarts only a whole window after both the window's start and the last wait ended,
        // so an attacker who waits out each delay keeps the count (and the long waits) going.
        failures: sql`case when greatest(${loginAttempts.windowStart}, coalesce(${loginAttempts.lockedUntil}, ${loginAttempts.windowStart})) < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when greatest(${loginAttempts.windowStart}, coalesce(${loginAttempts.lockedUntil}, ${loginAttempts.windowStart})) < ${windowStart} then now() else ${loginAttempts.windowStart} end`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  const wait = delayFor(row.failures);
  if (wait > 0) {
    await db
      .update(loginAttempts)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${wait})` })
      .where(eq(loginAttempts.key, key));
  }
  return row.failures;
}

/** Counters still waiting out a delay (seconds left), to seed a Redis that lost them (restart, flush). */
export async function liveWaits(limit = 50_000): Promise<{ key: string; failures: number; seconds: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ key: loginAttempts.key, failures: loginAttempts.failures, seconds: sql<number>`ceil(extract(epoch from ${loginAttempts.lockedUntil} - now()))::int` })
    .from(loginAttempts)
    .where(sql`${loginAttempts.lockedUntil} > now()`)
    .limit(limit);
  return rows.map((r) => ({ ...r, seconds: Number(r.seconds) }));
}

export async function clearAttempts(key: string) {
  const db = await getDb();
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

// ---- a customer's own account: names and password (scoped to the store and the customer role)

export async function updateCustomerName(o: { tenantId: TenantId; userId: string }, v: { firstName: string; lastName: string }) {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set(v)
    .where(and(eq(users.id, o.userId), eq(users.tenantId, o.tenantId), eq(users.role, "customer")))
    .returning();
  return row ?? null;
}

export async function updateCustomerPasswordHash(o: { tenantId: TenantId; userId: string }, passwordHash: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, o.userId), eq(users.tenantId, o.tenantId), eq(users.role, "customer")));
}

/** An owner's or the admin's new password hash (never a customer's: their accounts belong to a store). */
export async function updateStaffPasswordHash(userId: string, passwordHash: string) {
  const db = await getDb();
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), inArray(users.role, ["tenant", "admin"])))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserById(id: string, tx?: Tx): Promise<UserRow | null> {
  const db = tx ?? (await getDb());
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return u ?? null;
}

/** Link an owner account to its (first) store, as the seed does; an account with a store keeps it. */
export async function linkOwnerToTenant(tx: Tx, userId: string, tenantId: TenantId) {
  await tx
    .update(users)
    .set({ tenantId })
    .where(and(eq(users.id, userId), sql`${users.tenantId} is null`));
}

/** The account no longer points at a store it handed over (ownership transfer, issue 40). */
export async function unlinkOwnerFromTenant(tx: Tx, userId: string, tenantId: TenantId) {
  await tx
    .update(users)
    .set({ tenantId: null })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.role, "tenant")));
}

// ---- password reset tokens (the hash of the token only; single use; an hour long)

export async function insertResetToken(tx: Tx, v: { tokenHash: string; userId: string; tenantId: TenantId | null; expiresAt: Date }) {
  await tx.insert(passwordResetTokens).values(v);
}

/**
 * Use a token: one UPDATE that marks it used only if it is unused, unexpired and of this scope (a
 * customer's token in its own store, a staff token with no store), so a token works once, in one place.
 * Answers the user it was for, or null.
 */
export async function consumeResetToken(tx: Tx, tokenHash: string, tenantId: TenantId | null): Promise<string | null> {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
        tenantId ? eq(passwordResetTokens.tenantId, tenantId) : isNull(passwordResetTokens.tenantId),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** After a reset, the account's other outstanding tokens stop working too. */
export async function retireResetTokens(tx: Tx, userId: string) {
  await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** A new password hash for a user of the given kind, and every session of the account ends. */
export async function setPasswordAndEndSessions(tx: Tx, userId: string, kind: "staff" | "customer", tenantId: TenantId | null, passwordHash: string): Promise<boolean> {
  const who =
    kind === "customer" && tenantId
      ? and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.role, "customer"))
      : and(eq(users.id, userId), inArray(users.role, ["tenant", "admin"]));
  const rows = await tx.update(users).set({ passwordHash }).where(who).returning({ id: users.id });
  if (!rows.length) return false;
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}

export async function inAuthTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (await getDb()).transaction(fn);
}
