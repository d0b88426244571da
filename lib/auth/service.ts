import type { NextRequest } from "next/server";
import type { Tx } from "@/db/client";
import { forbidden, tooManyRequests, unauthorized } from "@/lib/http/errors";
import type { Store } from "@/lib/tenancy/store";
import { mayManageStore } from "@/lib/tenancy/store";
import { randomBytes } from "node:crypto";
import { guestStoredEmail } from "./guest";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import {
  findCustomerByEmail,
  findStaffByEmail,
  findUserById,
  insertUser,
  linkOwnerToTenant,
  updateCustomerName,
  updateCustomerPasswordHash,
} from "./repository";
import type { UserRow } from "./schemas";
import { getThrottle } from "./throttle";

export const WRONG_STORE_MESSAGE = "Wrong session! You cannot access this tenant's dashboard.";
const INVALID = "Invalid email or password";

function clientIp(req: NextRequest) {
  return (req.headers.get("x-forwarded-for") ?? "").split(",")[0].trim() || req.headers.get("x-real-ip") || "local";
}

/**
 * Check a password under throttling. Failures count per account (scope + email) and, more loosely,
 * per client address, so neither guessing one account nor spraying many gets far.
 */
async function throttledCheck(req: NextRequest, scope: string, email: string, find: () => Promise<UserRow | null>, password: string) {
  const throttle = getThrottle();
  const accountKey = `${scope}:${email}`;
  const ipKey = `ip:${clientIp(req)}`;
  if ((await throttle.isBlocked(accountKey)) || (await throttle.isBlocked(ipKey + ":x10"))) throw tooManyRequests();
  const user = await find();
  const ok = user ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!ok || !user) {
    await throttle.fail(accountKey);
    // The address-wide counter only trips after ten times the per-account limit.
    const n = await throttle.fail(ipKey);
    if (n % 10 === 0) await throttle.fail(ipKey + ":x10");
    throw unauthorized(INVALID);
  }
  await throttle.reset(accountKey);
  return user;
}

/** Owner/admin sign-in. On a store's host only that store's owner (or the admin) gets in. */
export async function loginStaff(req: NextRequest, store: Store | null, email: string, password: string): Promise<UserRow> {
  const scope = `staff:${store?.row.id ?? "platform"}`;
  const user = await throttledCheck(req, scope, email, () => findStaffByEmail(email), password);
  if (store && !mayManageStore(user, store)) throw forbidden(WRONG_STORE_MESSAGE);
  return user;
}

export async function loginCustomer(req: NextRequest, store: Store, email: string, password: string): Promise<UserRow> {
  return throttledCheck(req, `customer:${store.id}`, email, () => findCustomerByEmail(store.id, email), password);
}

export async function registerCustomer(store: Store, input: { firstName: string; lastName: string; email: string; password: string }) {
  return insertUser({
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: "customer",
    tenantId: store.id,
  });
}

/**
 * Guest checkout, where the store allows it: a customer row with a marked email (lib/auth/guest.ts) and a
 * random password nobody knows, so the guest's session is the only way in.
 */
export async function startGuestCheckout(store: Store, input: { firstName: string; lastName: string; email: string }) {
  if (!store.row.guestCheckout) throw forbidden("This store asks shoppers to create an account before checking out.");
  return insertUser({
    email: guestStoredEmail(input.email, randomBytes(8).toString("hex")),
    passwordHash: await hashPassword(randomBytes(24).toString("hex")),
    firstName: input.firstName,
    lastName: input.lastName,
    role: "customer",
    tenantId: store.id,
  });
}

/** A new user row (the admin creates owners; registration creates owners and their stores). */
export const createUser = insertUser;

/** A customer's own name and password change (the customers slice checks the rules; users live here). */
export { updateCustomerName, updateCustomerPasswordHash };

/** Whether an owner/admin account has this email (staff emails are unique platform-wide). */
export async function isStaffEmailTaken(email: string, tx?: Tx): Promise<boolean> {
  return !!(await findStaffByEmail(email, tx));
}

/** Store creation (admin, registration) looks up an owner and links them to their first store. */
export { findUserById, linkOwnerToTenant };
