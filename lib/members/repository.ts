import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { acrossStores } from "@/db/fan-out";
import { storeMembers, tenants } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";

/** Store members (record 0142): the staff slice's Drizzle code. The tenant is in every WHERE but the invite lookup. */

export type MemberRow = typeof storeMembers.$inferSelect;

/** The active membership of an account in one store, or null. */
export async function findActiveMember(tenantId: TenantId, userId: string, tx?: Tx): Promise<MemberRow | null> {
  const db = tx ?? (await getDb());
  const [m] = await db
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.userId, userId), eq(storeMembers.status, "active")))
    .limit(1);
  return m ?? null;
}

/** The stores an account is an active staff member of (not the ones it owns), for the store switcher. */
export async function listMemberStores(userId: string): Promise<(typeof tenants.$inferSelect)[]> {
  // By account, across stores (a staff account's memberships; record 0138 "Queries that fan out").
  const rows = await acrossStores((db) => db
    .select({ tenant: tenants })
    .from(storeMembers)
    .innerJoin(tenants, eq(tenants.id, storeMembers.tenantId))
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.status, "active")))
    .orderBy(asc(tenants.name)));
  return rows.map((r) => r.tenant);
}

// ---- writes (the staff slice's rules call these; lib/staff/service.ts). Every write names the store.

/** Every row of a store (invited and active), oldest first. */
export async function listMembers(tenantId: TenantId): Promise<MemberRow[]> {
  const db = await getDb();
  return db.select().from(storeMembers).where(eq(storeMembers.tenantId, tenantId)).orderBy(asc(storeMembers.createdAt), asc(storeMembers.email));
}

export async function findMember(tenantId: TenantId, id: string, tx?: Tx): Promise<MemberRow | null> {
  const db = tx ?? (await getDb());
  const [m] = await db
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id)))
    .limit(1);
  return m ?? null;
}

/** The row of one member, locked until the transaction ends (permission changes, removal, ownership). */
export async function lockMember(tx: Tx, tenantId: TenantId, id: string): Promise<MemberRow | null> {
  const [m] = await tx
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id)))
    .for("update")
    .limit(1);
  return m ?? null;
}

export async function findMemberByEmail(tenantId: TenantId, email: string, tx?: Tx): Promise<MemberRow | null> {
  const db = tx ?? (await getDb());
  const [m] = await db
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.email, email.toLowerCase())))
    .limit(1);
  return m ?? null;
}

export async function insertMember(
  tx: Tx,
  v: Pick<typeof storeMembers.$inferInsert, "email" | "firstName" | "lastName" | "permissions" | "status" | "invitedBy" | "userId" | "acceptedAt"> & { tenantId: TenantId },
): Promise<MemberRow> {
  const [m] = await tx
    .insert(storeMembers)
    .values({ ...v, email: v.email.toLowerCase(), role: "staff" })
    .returning();
  return m;
}

export async function setMemberPermissions(tx: Tx, tenantId: TenantId, id: string, permissions: MemberRow["permissions"]): Promise<MemberRow | null> {
  const [m] = await tx
    .update(storeMembers)
    .set({ permissions, updatedAt: new Date() })
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id)))
    .returning();
  return m ?? null;
}

export async function deleteMember(tx: Tx, tenantId: TenantId, id: string): Promise<MemberRow | null> {
  const [m] = await tx
    .delete(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id)))
    .returning();
  return m ?? null;
}

/**
 * The invitation a token names (by its hash, across stores: the link carries nothing else), locked when a
 * transaction is given so that concurrent accepts of one invitation run one after the other.
 */
export async function findInvitationByHash(tokenHash: string): Promise<MemberRow | null> {
  const [m] = await acrossStores((db) => db
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.inviteTokenHash, tokenHash), eq(storeMembers.status, "invited")))
    .limit(1));
  return m ?? null;
}

/**
 * The invitation found by its token (findInvitationByHash, before the transaction: the link names no store, so that
 * look-up reaches every shard on Citus), locked by its key in its own store: a locking query, and a transaction
 * that then writes the users reference table, must stay on one shard. Still the same token and still pending.
 */
export async function lockInvitation(tx: Tx, tenantId: string, id: string, tokenHash: string): Promise<MemberRow | null> {
  const [m] = await tx
    .select()
    .from(storeMembers)
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id), eq(storeMembers.inviteTokenHash, tokenHash), eq(storeMembers.status, "invited")))
    .for("update")
    .limit(1);
  return m ?? null;
}

/**
 * A fresh invitation token for a pending invitation (its mail is being rendered): the older link stops
 * working and the 72 hours start again. Null when the invitation was accepted or cancelled meanwhile.
 */
export async function setInvitationToken(tenantId: TenantId, id: string, tokenHash: string, expiresAt: Date): Promise<MemberRow | null> {
  const db = await getDb();
  const [m] = await db
    .update(storeMembers)
    .set({ inviteTokenHash: tokenHash, inviteExpiresAt: expiresAt, updatedAt: new Date() })
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id), eq(storeMembers.status, "invited")))
    .returning();
  return m ?? null;
}

/**
 * The invitation becomes a membership, only if it is still pending (the caller holds its row lock): the
 * token is spent (its hash cleared) in the same statement.
 */
export async function activateMember(
  tx: Tx,
  tenantId: TenantId,
  id: string,
  v: { userId: string; email: string; firstName: string | null; lastName: string | null; now: Date },
): Promise<MemberRow | null> {
  const [m] = await tx
    .update(storeMembers)
    .set({
      userId: v.userId,
      email: v.email.toLowerCase(),
      firstName: v.firstName,
      lastName: v.lastName,
      status: "active",
      inviteTokenHash: null,
      inviteExpiresAt: null,
      acceptedAt: v.now,
      lastSignInAt: v.now,
      updatedAt: v.now,
    })
    .where(and(eq(storeMembers.tenantId, tenantId), eq(storeMembers.id, id), eq(storeMembers.status, "invited")))
    .returning();
  return m ?? null;
}

/** A member signed in: every active membership of the account shows it (the account signs in once for all its stores). */
export async function touchMemberSignIn(userId: string, at = new Date()): Promise<void> {
  // By account, across stores (record 0138 "Queries that fan out").
  await acrossStores((db) => db
    .update(storeMembers)
    .set({ lastSignInAt: at })
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.status, "active"))));
}

/** Whether the account is an active member of any store other than `exceptTenantId`. */
export async function isMemberElsewhere(userId: string, exceptTenantId: TenantId): Promise<boolean> {
  const [m] = await acrossStores((db) => db
    .select({ id: storeMembers.id })
    .from(storeMembers)
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.status, "active"), ne(storeMembers.tenantId, exceptTenantId)))
    .limit(1));
  return !!m;
}
