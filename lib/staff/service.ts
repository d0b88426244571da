import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { currentOrigin, runAs } from "@/lib/activity/context";
import { recordActivity } from "@/lib/activity/record";
import { endOtherSessions } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import type { UserRow } from "@/lib/auth/schemas";
import { checkStaffPassword, createUser, findStaffAccount, findUserById, unlinkOwnerFromTenant } from "@/lib/auth/service";
import { AppError, badRequest, conflict, forbidden, notFound, uniqueViolation } from "@/lib/errors";
import { kickMail, queueMail } from "@/lib/mail/service";
import type { StoreAccess } from "@/lib/members/membership";
import { STAFF_PERMISSIONS, type StaffPermission } from "@/lib/permissions";
import * as members from "@/lib/members/service";
import { inTransaction, listStoresOwnedBy, setStoreOwnerIf, storeById } from "@/lib/tenancy/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { newPasswordField, type AcceptAnswer, type InvitationPreview, type StaffList, type StaffMemberDto, type StoreRef } from "./schemas";

/**
 * Staff of a store (issue 40, record 0142): invitations, acceptance, permissions, removal and handing the
 * store to another owner. The owner is tenants.owner_id, never a row; a member is a store_members row.
 *
 * An invitation's token is made when its mail is rendered (`mintInvitationToken`, as password resets do,
 * record 0127): no copy of it waits in the outbox, a resend mails a fresh link that retires the older one,
 * and only its SHA-256 is kept, 72 hours, single use.
 */

export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;
export const INVITATION_GONE = "This invitation has expired or was already used";
const WRONG_PASSWORD = "The password is incorrect";
const OWNER_UNTOUCHABLE = "The store owner's access cannot be changed or removed";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const gone = () => new AppError(410, INVITATION_GONE, undefined, "gone");
const fullName = (u: { firstName: string | null; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(" ") || null;
const expired = (m: members.MemberRow, now = Date.now()) => !m.inviteExpiresAt || m.inviteExpiresAt.getTime() <= now;

export function toMemberDto(m: members.MemberRow): StaffMemberDto {
  return {
    id: m.id,
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    role: "staff",
    permissions: STAFF_PERMISSIONS.filter((p) => m.permissions.includes(p)),
    status: m.status,
    lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
    invitationExpiresAt: m.status === "invited" ? (m.inviteExpiresAt?.toISOString() ?? null) : null,
  };
}

function ownerDto(owner: UserRow): StaffMemberDto {
  return {
    id: owner.id,
    email: owner.email,
    firstName: owner.firstName,
    lastName: owner.lastName,
    role: "owner",
    permissions: [...STAFF_PERMISSIONS],
    status: "active",
    lastSignInAt: null,
    invitationExpiresAt: null,
  };
}

async function ownerOf(store: Store): Promise<UserRow | null> {
  return store.row.ownerId ? findUserById(store.row.ownerId) : null;
}

/** GET /api/staff: the owner first, then the staff in the order they were invited. */
export async function listStaff(store: Store): Promise<StaffList> {
  const [owner, rows] = await Promise.all([ownerOf(store), members.listMembers(store.id)]);
  return { items: [...(owner ? [ownerDto(owner)] : []), ...rows.map(toMemberDto)] };
}

/**
 * A staff member hands on only what they hold themselves (the owner holds everything): each permission
 * `next` adds to `current` must be one of theirs. Taking a permission away is not granting.
 */
function assertMayGrant(access: StoreAccess | null, next: readonly StaffPermission[], current: readonly StaffPermission[] = []) {
  if (!access || access.kind !== "member") throw forbidden();
  if (access.role === "owner") return;
  const lacking = next.filter((p) => !current.includes(p) && !access.permissions.includes(p));
  if (lacking.length) throw forbidden(`You cannot grant permissions you do not have: ${lacking.join(", ")}`);
}

function assertNotOwner(store: Store, id: string) {
  if (store.row.ownerId === id) throw forbidden(OWNER_UNTOUCHABLE);
}

const ALREADY = {
  owner: "This address is the store owner's",
  active: "This address is already a member of this store",
  invited: "This address has already been invited",
} as const;

/** POST /api/staff: the row (invited) and its mail, in one transaction; 409 for a current member or the owner. */
export async function inviteMember(
  store: Store,
  inviter: UserRow,
  access: StoreAccess | null,
  input: { email: string; firstName?: string; lastName?: string; permissions: StaffPermission[] },
): Promise<StaffMemberDto> {
  assertMayGrant(access, input.permissions);
  const email = input.email.toLowerCase();
  const owner = await ownerOf(store);
  if (owner?.email === email) throw conflict(ALREADY.owner, { email: ALREADY.owner });
  const existing = await members.findMemberByEmail(store.id, email);
  if (existing) throw conflict(ALREADY[existing.status], { email: ALREADY[existing.status] });
  let mailId: string | null = null;
  const row = await inTransaction(async (tx) => {
    const m = await members
      .insertMember(tx, {
        tenantId: store.id,
        email,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        permissions: input.permissions,
        status: "invited",
        invitedBy: inviter.id,
        userId: null,
        acceptedAt: null,
      })
      .catch((err: unknown) => {
        // Two invitations of one address at once: the (store, email) unique index keeps one.
        if (uniqueViolation(err)) throw conflict(ALREADY.invited, { email: ALREADY.invited });
        throw err;
      });
    mailId = await queueMail({ tenantId: store.id, kind: "invitation", toAddress: m.email, payload: { memberId: m.id, inviter: fullName(inviter) ?? inviter.email } }, tx);
    await recordActivity(tx, store.id, {
      action: "staff.invited",
      resourceType: "staff",
      resourceId: m.id,
      summary: `Invited ${m.email}`,
      changes: { permissions: [null, m.permissions] },
    });
    return m;
  });
  kickMail([mailId]);
  return toMemberDto(row);
}

/** POST /api/staff/{id}/resend: a pending invitation's mail again (its render mints a new link; the older one stops). */
export async function resendInvitation(store: Store, inviter: UserRow, id: string): Promise<StaffMemberDto> {
  assertNotOwner(store, id);
  const m = await members.findMember(store.id, id);
  if (!m) throw notFound("Staff member not found");
  if (m.status !== "invited") throw conflict("This member has already accepted the invitation");
  const mailId = await queueMail({ tenantId: store.id, kind: "invitation", toAddress: m.email, payload: { memberId: m.id, inviter: fullName(inviter) ?? inviter.email } });
  kickMail([mailId]);
  return toMemberDto(m);
}

/**
 * The invitation mail's link, made as the mail is rendered (first send, retry, resend): the older link stops
 * working and the 72 hours start again. Null when the invitation was accepted or cancelled meanwhile.
 */
export async function mintInvitationToken(row: { tenantId: string | null; payload: unknown }): Promise<{ token: string; member: members.MemberRow } | null> {
  const memberId = (row.payload as { memberId?: unknown } | null)?.memberId;
  if (!row.tenantId || typeof memberId !== "string") return null;
  const token = randomBytes(32).toString("base64url");
  const member = await members.setInvitationToken(row.tenantId as TenantId, memberId, hashToken(token), new Date(Date.now() + INVITE_TTL_MS));
  return member ? { token, member } : null;
}

/** What the invitation page shows: the store, who invited, and whether the address has an account already. */
export async function invitationPreview(token: string): Promise<InvitationPreview> {
  if (!token || token.length > 200) return { state: "gone" };
  const m = await members.findInvitationByHash(hashToken(token));
  if (!m || expired(m)) return { state: "gone" };
  const [store, inviter, account] = await Promise.all([
    storeById(m.tenantId as TenantId),
    m.invitedBy ? findUserById(m.invitedBy) : null,
    findStaffAccount(m.email),
  ]);
  if (!store) return { state: "gone" };
  return {
    state: "pending",
    storeName: store.row.name,
    storeSlug: store.row.slug,
    inviterName: inviter ? (fullName(inviter) ?? inviter.email) : null,
    email: m.email,
    hasAccount: !!account,
    firstName: m.firstName,
    lastName: m.lastName,
  };
}

type Caller = { headers: { get(name: string): string | null } };

/**
 * POST /api/staff/accept. The slow parts (a password's hash or check) run before the transaction; inside it
 * the invitation's row is locked and turned active only if still pending, so of concurrent accepts one wins
 * and the others find it used (410). A new address gets a platform account (role "tenant", no store of its
 * own); an existing account proves itself by its session or its password. Answers the account to sign in.
 */
export async function acceptInvitation(
  req: Caller,
  signedIn: UserRow | null,
  input: { token: string; password?: string; firstName?: string; lastName?: string },
): Promise<{ answer: AcceptAnswer; user: UserRow }> {
  const hash = hashToken(input.token);
  const pending = await members.findInvitationByHash(hash);
  if (!pending || expired(pending)) throw gone();
  const account = await findStaffAccount(pending.email);
  let passwordHash: string | null = null;
  if (account) {
    if (account.role !== "tenant") throw forbidden("This address belongs to an account that cannot join a store");
    if (signedIn?.id !== account.id) {
      if (!input.password) throw badRequest("Enter the password of your account", { password: "Enter the password of your account" });
      await checkStaffPassword(req, account, input.password, "password", WRONG_PASSWORD);
    }
  } else {
    const checked = newPasswordField.safeParse(input.password ?? "");
    if (!checked.success) {
      const message = input.password ? checked.error.issues[0].message : "Choose a password for your new account";
      throw badRequest(message, { password: message });
    }
    passwordHash = await hashPassword(checked.data);
  }

  const now = new Date();
  const done = await inTransaction(async (tx) => {
    const m = await members.lockInvitation(tx, pending.tenantId, pending.id, hash);
    if (!m || expired(m, now.getTime())) throw gone();
    const user =
      account ??
      (await createUser(
        {
          email: m.email,
          passwordHash: passwordHash!,
          firstName: input.firstName ?? m.firstName ?? "",
          lastName: input.lastName ?? m.lastName ?? "",
          role: "tenant",
          tenantId: null,
        },
        tx,
      ).catch((err: unknown) => {
        // The address signed up elsewhere a moment ago: it has an account now, accepted with its password.
        if (uniqueViolation(err)) throw conflict("An account with this address exists: accept with its password", { password: "Enter the password of your account" });
        throw err;
      }));
    const active = await members.activateMember(tx, m.tenantId as TenantId, m.id, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName || m.firstName,
      lastName: user.lastName || m.lastName,
      now,
    });
    if (!active) throw gone();
    // The new member made this change, whoever the request's session was.
    const origin = currentOrigin();
    await runAs({ ...origin, actor: { type: "staff", id: user.id, email: user.email, name: fullName(user) ?? undefined } }, () =>
      recordActivity(tx, m.tenantId as TenantId, { action: "staff.accepted", resourceType: "staff", resourceId: m.id, summary: `${user.email} joined the store`, changes: { status: ["invited", "active"] } }),
    );
    return { member: active, user };
  });
  const store = await storeById(done.member.tenantId as TenantId);
  if (!store) throw gone();
  return { answer: { member: toMemberDto(done.member), store: { id: store.id, slug: store.row.slug, name: store.row.name } }, user: done.user };
}

/** PATCH /api/staff/{id}: the owner is not a row to change (403); a staff member grants only what they hold. */
export async function updatePermissions(store: Store, access: StoreAccess | null, id: string, permissions: StaffPermission[]): Promise<StaffMemberDto> {
  assertNotOwner(store, id);
  const row = await inTransaction(async (tx) => {
    const m = await members.lockMember(tx, store.id, id);
    if (!m) throw notFound("Staff member not found");
    assertMayGrant(access, permissions, m.permissions);
    const updated = (await members.setMemberPermissions(tx, store.id, id, permissions))!;
    await recordActivity(tx, store.id, {
      action: "staff.permissions_updated",
      resourceType: "staff",
      resourceId: id,
      summary: `Changed the permissions of ${m.email}`,
      changes: { permissions: [m.permissions, updated.permissions] },
    });
    return updated;
  });
  return toMemberDto(row);
}

/**
 * DELETE /api/staff/{id}: the row goes (an invitation is cancelled the same way). The route wrapper reads the
 * membership on every request, so the member's next request is refused; an account left with no store at all
 * is signed out everywhere too.
 */
export async function removeMember(store: Store, id: string): Promise<{ message: string }> {
  assertNotOwner(store, id);
  const m = await inTransaction(async (tx) => {
    const removed = await members.deleteMember(tx, store.id, id);
    if (!removed) throw notFound("Staff member not found");
    await recordActivity(tx, store.id, {
      action: "staff.removed",
      resourceType: "staff",
      resourceId: id,
      summary: removed.status === "invited" ? `Cancelled the invitation of ${removed.email}` : `Removed ${removed.email}`,
      changes: { permissions: [removed.permissions, null] },
    });
    return removed;
  });
  if (m.userId) await signOutIfStoreless(m.userId, store.id);
  return { message: m.status === "invited" ? "Invitation cancelled" : "Staff member removed" };
}

async function signOutIfStoreless(userId: string, leftStore: TenantId) {
  const user = await findUserById(userId);
  if (!user) return;
  const owned = await listStoresOwnedBy(user.id, user.tenantId);
  if (owned.length === 0 && !(await members.isMemberElsewhere(user.id, leftStore))) await endOtherSessions(user.id, undefined);
}

/**
 * POST /api/staff/transfer-ownership (the owner alone, who confirms with their password): the active member
 * becomes tenants.owner_id and loses their row; the previous owner becomes staff with every permission and
 * their account stops pointing at the store. Two transfers at once: the second finds the owner changed (409).
 */
export async function transferOwnership(req: Caller, store: Store, owner: UserRow, input: { memberId: string; password: string }): Promise<StaffList> {
  await checkStaffPassword(req, owner, input.password, "password", WRONG_PASSWORD);
  const now = new Date();
  await inTransaction(async (tx) => {
    const m = await members.lockMember(tx, store.id, input.memberId);
    if (!m || m.status !== "active" || !m.userId) {
      throw badRequest("Ownership can only go to an active staff member", { memberId: "Pick an active staff member" });
    }
    if (!(await setStoreOwnerIf(tx, store.id, owner.id, m.userId))) throw conflict("The store's owner has changed meanwhile");
    await members.deleteMember(tx, store.id, m.id);
    await members.insertMember(tx, {
      tenantId: store.id,
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      permissions: [...STAFF_PERMISSIONS],
      status: "active",
      userId: owner.id,
      invitedBy: null,
      acceptedAt: now,
    });
    await unlinkOwnerFromTenant(tx, owner.id, store.id);
    await recordActivity(tx, store.id, {
      action: "staff.ownership_transferred",
      resourceType: "store",
      resourceId: store.id,
      summary: `Handed the store to ${m.email}`,
      changes: { owner: [owner.email, m.email] },
    });
  });
  const fresh = await storeById(store.id);
  return listStaff(fresh ?? store);
}

/** The stores an account may open: the ones it owns, then the ones it is staff of (GET /api/auth/me's `stores`). */
export async function storesOf(user: Pick<UserRow, "id" | "role" | "tenantId">): Promise<StoreRef[]> {
  if (user.role !== "tenant") return [];
  const [owned, staffOf] = await Promise.all([listStoresOwnedBy(user.id, user.tenantId), members.listMemberStores(user.id)]);
  const seen = new Set(owned.map((s) => s.id));
  return [
    ...owned.map((s) => ({ id: s.id, slug: s.slug, name: s.name, role: "owner" as const })),
    ...staffOf.filter((s) => !seen.has(s.id)).map((s) => ({ id: s.id, slug: s.slug, name: s.name, role: "staff" as const })),
  ];
}
