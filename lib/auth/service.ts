import "server-only";
import type { Tx } from "@/db/client";
import { AppError, badRequest, forbidden, tooManyRequests, unauthorized } from "@/lib/errors";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { storeAccess } from "@/lib/members/membership";
import { inTransaction } from "@/lib/activity/record";
import { enqueueWebhookEvents } from "@/lib/activity/webhook-outbox";
import { randomBytes } from "node:crypto";
import { guestStoredEmail } from "./guest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import * as repo from "./repository";
import { endOtherSessions } from "./session";
import type { UserRow } from "./schemas";
import { clientAddress } from "@/lib/client-address";
import { accountPolicy, addressPolicy, getThrottle, registrationPolicy, resetAddressPolicy } from "./throttle";

export const WRONG_STORE_MESSAGE = "Wrong session! You cannot access this tenant's dashboard.";
const INVALID = "Invalid email or password";

type Caller = { headers: { get(name: string): string | null } };

/** Refuses (429 with the seconds to wait) while any of these keys is made to wait. */
async function assertNotThrottled(keys: string[]) {
  const throttle = getThrottle();
  const waits = await Promise.all(keys.map((k) => throttle.retryAfter(k)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyRequests(undefined, wait);
}

/**
 * Check a password under throttling. Failures count per account — across every host, since the
 * account is the same wherever it signs in — and per client address (lib/client-address: only
 * trusted proxy hops are believed), so neither guessing one account from many hosts or addresses nor
 * spraying many accounts from one address gets far. `refuse` decides, before the password is looked at,
 * whether this account may sign in here at all: its answer must not depend on the password, or it
 * would tell an attacker when a guess was right.
 */
async function throttledCheck(
  req: Caller,
  accountKey: string,
  find: () => Promise<UserRow | null>,
  password: string,
  refuse?: (user: UserRow) => Error | null | Promise<Error | null>,
) {
  const throttle = getThrottle();
  const addressKey = `addr:${clientAddress(req.headers)}`;
  await assertNotThrottled([accountKey, addressKey]);
  const user = await find();
  const refusal = user && refuse ? await refuse(user) : null;
  if (refusal) {
    // Same work and the same answer whatever the password; counted like a failure so it cannot be
    // used to probe other stores' accounts without limit.
    await burnPasswordCheck(password);
    await throttle.fail(addressKey, addressPolicy());
    throw refusal;
  }
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!ok || !user) {
    await throttle.fail(accountKey, accountPolicy());
    await throttle.fail(addressKey, addressPolicy());
    throw unauthorized(INVALID);
  }
  await throttle.reset(accountKey);
  return user;
}

/** The throttle key of a staff account: one per email, whichever host the attempt arrives on. */
export const staffAccountKey = (email: string) => `staff:${email.toLowerCase()}`;
/** The throttle key of a shopper account: customers are per store, so is their counter. */
export const customerAccountKey = (tenantId: string, email: string) => `customer:${tenantId}:${email.toLowerCase()}`;

/** Owner/staff/admin sign-in. On a store's host only that store's members (or the admin) get in. */
export async function loginStaff(req: Caller, store: Store | null, email: string, password: string): Promise<UserRow> {
  return throttledCheck(req, staffAccountKey(email), () => repo.findStaffByEmail(email), password, async (user) =>
    store && !(await storeAccess(user, store)) ? forbidden(WRONG_STORE_MESSAGE) : null,
  );
}

const WRONG_CURRENT = "Current password is incorrect";

/**
 * An owner or the admin changes their password. The current password is checked under the login's
 * throttle — the same per-account counter (a session, stolen or left open, must not become a way around
 * the sign-in limit) and the per-address one — and a wrong one is a field error, not 401, since the
 * session itself is fine. Every other session of the account ends; the one that made the change stays.
 */
export async function changeStaffPassword(req: Caller, staff: UserRow, currentPassword: string, newPassword: string, currentToken: string | undefined) {
  await checkStaffPassword(req, staff, currentPassword, "currentPassword", WRONG_CURRENT);
  if (currentPassword === newPassword) {
    throw badRequest("The new password must differ from the current one", { newPassword: "The new password must differ from the current one" });
  }
  if (!(await repo.updateStaffPasswordHash(staff.id, await hashPassword(newPassword)))) throw unauthorized();
  return endOtherSessions(staff.id, currentToken);
}

/**
 * A signed-in owner's or admin's password, asked again before a sensitive change (a new password, turning
 * two-factor off): checked under the sign-in throttle, a wrong one a 400 on `field`.
 */
export async function checkStaffPassword(req: Caller, staff: UserRow, password: string, field: string, message: string): Promise<void> {
  await throttledCheck(req, staffAccountKey(staff.email), async () => staff, password).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 401) throw badRequest(message, { [field]: message });
    throw err;
  });
}

/** 'Sign out of all other sessions': every session of this owner/admin but the caller's ends. */
export async function endOtherStaffSessions(staff: UserRow, currentToken: string | undefined) {
  return endOtherSessions(staff.id, currentToken);
}

export async function loginCustomer(req: Caller, store: Store, email: string, password: string): Promise<UserRow> {
  return throttledCheck(req, customerAccountKey(store.id, email), () => repo.findCustomerByEmail(store.id, email), password);
}

/**
 * Registrations (a store, a shopper account) are limited per client address: each one costs a
 * password hash and rows, and a free store must not become a way to multiply anything per account.
 */
export async function throttleRegistration(req: Caller, what: "store" | "customer") {
  const key = `register:${what}:${clientAddress(req.headers)}`;
  await assertNotThrottled([key]);
  await getThrottle().fail(key, registrationPolicy());
}

/**
 * A shopper's write that costs the store moderation work (a product review, record 0157): counted per store and
 * client address in the registrations' budget; past it the caller waits (429).
 */
export async function throttleShopperWrite(req: Caller, tenantId: TenantId, what: string) {
  const key = `write:${what}:${tenantId}:${clientAddress(req.headers)}`;
  await assertNotThrottled([key]);
  await getThrottle().fail(key, registrationPolicy());
}

/**
 * A look-up of something a stranger might guess (a gift card's code, issue 43): each miss counts against the
 * caller's address, in a budget of its own (as reset requests'), and past it the caller waits (429) before
 * trying again, hits included, so codes cannot be enumerated.
 */
export async function throttledGuess<T>(req: Caller, what: string, look: () => Promise<T | null>): Promise<T | null> {
  const key = `guess:${what}:${clientAddress(req.headers)}`;
  await assertNotThrottled([key]);
  const found = await look();
  if (!found) await getThrottle().fail(key, resetAddressPolicy());
  return found;
}

/**
 * A shopper's account, and in its transaction the store's `customers/created` webhook event (record 0146; a
 * shopper's registration is not an activity entry, so the event is written directly).
 */
export async function registerCustomer(store: Store, input: { firstName: string; lastName: string; email: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async (tx) => {
    const user = await repo.insertUser({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: "customer", tenantId: store.id }, tx);
    await enqueueWebhookEvents(tx, store.id, [{ action: "customer.created", resourceType: "customer", resourceId: user.id }]);
    return user;
  });
}

/**
 * Guest checkout, where the store allows it: a customer row with a marked email (lib/auth/guest.ts) and a
 * random password nobody knows, so the guest's session is the only way in.
 */
export async function startGuestCheckout(store: Store, input: { firstName: string; lastName: string; email: string }) {
  if (!store.row.guestCheckout) throw forbidden("This store asks shoppers to create an account before checking out.");
  const passwordHash = await hashPassword(randomBytes(24).toString("hex"));
  // A guest is a customer of the store too: customers/created in the row's transaction, as for a registration.
  return inTransaction(async (tx) => {
    const user = await repo.insertUser(
      { email: guestStoredEmail(input.email, randomBytes(8).toString("hex")), passwordHash, firstName: input.firstName, lastName: input.lastName, role: "customer", tenantId: store.id },
      tx,
    );
    await enqueueWebhookEvents(tx, store.id, [{ action: "customer.created", resourceType: "customer", resourceId: user.id }]);
    return user;
  });
}

/** The store's customer account with this e-mail (a registered one: guests' stored e-mails carry a mark), or null. */
export function findCustomerAccount(tenantId: TenantId, email: string): Promise<UserRow | null> {
  return repo.findCustomerByEmail(tenantId, email);
}

/**
 * A guest customer row in the caller's transaction, whatever the store's guest checkout setting: the shopper who
 * pays a draft order's invoice link (record 0153) was invited by the owner, so needs no account. Its session is
 * the only way in, as a guest checkout's; customers/created is raised as for one.
 */
export async function createInvitedGuest(tx: Tx, tenantId: TenantId, input: { firstName: string; lastName: string; email: string }): Promise<UserRow> {
  const passwordHash = await hashPassword(randomBytes(24).toString("hex"));
  const user = await repo.insertUser(
    { email: guestStoredEmail(input.email, randomBytes(8).toString("hex")), passwordHash, firstName: input.firstName, lastName: input.lastName, role: "customer", tenantId },
    tx,
  );
  await enqueueWebhookEvents(tx, tenantId, [{ action: "customer.created", resourceType: "customer", resourceId: user.id }]);
  return user;
}

/** A new user row (the admin creates owners; registration creates owners and their stores). */
export function createUser(values: Parameters<typeof repo.insertUser>[0], tx?: Parameters<typeof repo.insertUser>[1]): Promise<UserRow> {
  return repo.insertUser(values, tx);
}

/** A customer's own name and password change (the customers slice checks the rules; users live here). */
export function updateCustomerName(o: { tenantId: TenantId; userId: string }, v: { firstName: string; lastName: string }) {
  return repo.updateCustomerName(o, v);
}

export function updateCustomerPasswordHash(o: { tenantId: TenantId; userId: string }, passwordHash: string): Promise<void> {
  return repo.updateCustomerPasswordHash(o, passwordHash);
}

/** The owner/admin account with this email, if any (inside the caller's transaction when given). */
export function findStaffAccount(email: string, tx?: Tx): Promise<UserRow | null> {
  return repo.findStaffByEmail(email, tx);
}

/** A store handed to another owner (issue 40): the previous owner's account no longer points at it. */
export function unlinkOwnerFromTenant(tx: Tx, userId: string, tenantId: TenantId): Promise<void> {
  return repo.unlinkOwnerFromTenant(tx, userId, tenantId);
}

/** Whether an owner/admin account has this email (staff emails are unique platform-wide). */
export async function isStaffEmailTaken(email: string, tx?: Tx): Promise<boolean> {
  return !!(await repo.findStaffByEmail(email, tx));
}

/** Store creation (admin, registration) looks up an owner and links them to their first store. */
export function findUserById(id: string, tx?: Tx): Promise<UserRow | null> {
  return repo.findUserById(id, tx);
}

export function linkOwnerToTenant(tx: Tx, userId: string, tenantId: TenantId): Promise<void> {
  return repo.linkOwnerToTenant(tx, userId, tenantId);
}
