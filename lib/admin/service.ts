import { tenantIdOf } from "@/lib/tenancy/store";
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { createUser, findUserById, isStaffEmailTaken, linkOwnerToTenant } from "@/lib/auth/service";
import { toStaffUser, type StaffUser } from "@/lib/auth/schemas";
import { createStarterMenus } from "@/lib/content/starter-menus";
import { getEnv } from "@/lib/env";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { toMinor, fromMinor } from "@/lib/money";
import { monthBounds } from "@/lib/stats/growth";
import { inTransaction, insertTenant, listStoresOwnedBy, takenStoreLabels, updateTenant } from "@/lib/tenancy/service";
import { invalidateStore } from "@/lib/cache/tags";
import { listMemberStores } from "@/lib/members/service";
import { extendCurrentSubscription, openTrialSubscription, subscriptionsByStore } from "@/lib/billing/service";
import { TRIAL_DAYS } from "@/lib/billing/schemas";
import type { SubscriptionPlan } from "@/db/schema";
import { countActiveTenants, countAllOrders, findTenantWithOwner, listTenantsWithOwners, platformFeesByCurrency, revenueByCurrency } from "./repository";
import {
  PLATFORM_CURRENCY,
  toAdminTenant,
  toMyStore,
  type AdminStats,
  type AdminTenant,
  type AdminTenantUpdate,
  type CreateTenantForOwnerInput,
  type CreateTenantUserInput,
  type CreateTenantWithOwnerInput,
  type CurrencyFigures,
  type MyStore,
} from "./schemas";
import type { Tx } from "@/db/client";
import { recordPlatformActivity, type ActivityInput } from "@/lib/activity/record";

const DAY_MS = 24 * 60 * 60 * 1000;

const EMAIL_TAKEN = "An account with this email already exists";
const SLUG_TAKEN = "This store slug is already taken";
const SUBDOMAIN_TAKEN = "This subdomain is already taken";

/** Platform statistics from real orders and transactions, so the fee figures match what was charged. */
export async function adminStats(now = new Date()): Promise<AdminStats> {
  const { thisMonthStart, nextMonthStart } = monthBounds(now);
  const [activeTenants, totalOrders, revenue, fees] = await Promise.all([
    countActiveTenants(),
    countAllOrders(),
    revenueByCurrency(thisMonthStart, nextMonthStart),
    platformFeesByCurrency(thisMonthStart, nextMonthStart),
  ]);
  const figures = new Map<string, { revenue: number; fees: number }>();
  for (const r of revenue) figures.set(r.currency, { revenue: toMinor(r.amount), fees: 0 });
  for (const f of fees) {
    const cur = figures.get(f.currency) ?? { revenue: 0, fees: 0 };
    cur.fees += toMinor(f.amount);
    figures.set(f.currency, cur);
  }
  const byCurrency: CurrencyFigures[] = [...figures.entries()]
    .map(([currency, v]) => ({ currency, monthlyRevenue: fromMinor(v.revenue), platformFees: fromMinor(v.fees) }))
    .sort((a, b) => (a.currency === PLATFORM_CURRENCY ? -1 : b.currency === PLATFORM_CURRENCY ? 1 : a.currency.localeCompare(b.currency)));
  const home = byCurrency.find((c) => c.currency === PLATFORM_CURRENCY);
  return {
    activeTenants,
    totalOrders,
    monthlyRevenue: home?.monthlyRevenue ?? "0.00",
    platformFees: home?.platformFees ?? "0.00",
    currency: PLATFORM_CURRENCY,
    byCurrency,
  };
}

/** Every store; plan, status and due date come from its current subscription row (lib/billing). */
export async function listAdminTenants(): Promise<AdminTenant[]> {
  const root = getEnv().ROOT_DOMAIN;
  const [rows, subs] = await Promise.all([listTenantsWithOwners(), subscriptionsByStore()]);
  return rows.map((r) => {
    const t = toAdminTenant(r.tenant, root, r.ownerEmail);
    const sub = subs.get(r.tenant.id);
    return sub ? { ...t, subscriptionPlan: sub.plan, subscriptionStatus: sub.status, nextDueDate: sub.nextDueDate } : t;
  });
}

/**
 * The admin's store actions. Deactivating closes the storefront and checkout (the owner keeps the dashboard);
 * extending adds days to the trial of a store on trial, or to the next due date of a paying one, counted
 * from that date or from today if it has passed, so an expired trial restarts from today.
 */
export async function updateTenantAsAdmin(id: string, input: AdminTenantUpdate, now = new Date()): Promise<AdminTenant> {
  const found = await findTenantWithOwner(id);
  if (!found) throw notFound("Store not found");
  const t = found.tenant;
  const values: Parameters<typeof updateTenant>[1] = {};
  if (input.isActive !== undefined) values.isActive = input.isActive;
  let extendedTo: Date | null = null;
  if (input.extendDays !== undefined) {
    const onTrial = t.subscriptionStatus === "trial";
    const current = (onTrial ? t.trialEndsAt : t.nextDueDate) ?? now;
    const until = new Date(Math.max(current.getTime(), now.getTime()) + input.extendDays * DAY_MS);
    if (onTrial) values.trialEndsAt = until;
    else values.nextDueDate = until;
    extendedTo = until;
  }
  const row = await inTransaction(async (tx) => {
    const updated = await updateTenant(tenantIdOf(t), values, tx);
    if (updated) await recordPlatformActivity(tx, updated.id, adminStoreEntries(t, updated, input.extendDays, extendedTo));
    return updated;
  });
  if (!row) throw notFound("Store not found");
  // The admin screen reads due dates from the subscription row, so it moves with the store's columns.
  if (extendedTo) await extendCurrentSubscription(tenantIdOf(row), extendedTo);
  invalidateStore(row.id);
  return toAdminTenant(row, getEnv().ROOT_DOMAIN, found.ownerEmail);
}

/** The platform's entries of the admin's store actions: suspended or reactivated, trial or due date extended. */
function adminStoreEntries(
  before: { id: string; name: string; isActive: boolean },
  after: { id: string; name: string; isActive: boolean },
  extendDays: number | undefined,
  extendedTo: Date | null,
): ActivityInput[] {
  const entries: ActivityInput[] = [];
  const base = { resourceType: "store", resourceId: after.id };
  if (before.isActive !== after.isActive) {
    entries.push({
      ...base,
      action: after.isActive ? "store.reactivated" : "store.suspended",
      summary: `${after.isActive ? "reactivated" : "suspended"} store "${after.name}"`,
      changes: { isActive: [before.isActive, after.isActive] },
    });
  }
  if (extendedTo && extendDays !== undefined) {
    entries.push({ ...base, action: "store.extended", summary: `extended store "${after.name}" by ${extendDays} days, to ${extendedTo.toISOString().slice(0, 10)}`, changes: { dueDate: [null, extendedTo] } });
  }
  return entries;
}

/** The stores an account may open from the platform's picker: those it owns, then those it is staff of (issue 40). */
export async function myStores(user: StaffUser): Promise<MyStore[]> {
  if (user.role !== "tenant") return [];
  const root = getEnv().ROOT_DOMAIN;
  const [owned, staffOf] = await Promise.all([listStoresOwnedBy(user.id, user.tenantId), listMemberStores(user.id)]);
  const seen = new Set(owned.map((t) => t.id));
  return [...owned.map((t) => toMyStore(t, root)), ...staffOf.filter((t) => !seen.has(t.id)).map((t) => toMyStore(t, root, "staff"))];
}

/** Refuse a slug or subdomain another store has, naming the field (409). */
async function assertLabelsFree(slug: string, subdomain: string, tx: Tx) {
  const taken = await takenStoreLabels(slug, subdomain, tx);
  const errors: Record<string, string> = {};
  if (taken.slug) errors.slug = SLUG_TAKEN;
  if (taken.subdomain) errors.subdomain = SUBDOMAIN_TAKEN;
  if (taken.slug || taken.subdomain) throw conflict(taken.slug ? SLUG_TAKEN : SUBDOMAIN_TAKEN, errors);
}

function trialDates(now: Date) {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  return { purchaseDate: now, trialEndsAt, nextDueDate: trialEndsAt };
}

/** The store itself, on the free trial, linked to its owner (inside the caller's transaction). */
async function openTrialStore(
  tx: Tx,
  owner: { id: string; email: string },
  input: { name: string; slug: string; subdomain: string; description: string | null },
  now: Date,
  plan: SubscriptionPlan = "monthly",
): Promise<AdminTenant> {
  const dates = trialDates(now);
  const tenant = await insertTenant(tx, {
    name: input.name,
    slug: input.slug,
    subdomain: input.subdomain,
    description: input.description,
    ownerId: owner.id,
    subscriptionPlan: plan,
    ...dates,
  });
  await linkOwnerToTenant(tx, owner.id, tenantIdOf(tenant));
  // A new store starts with a header and footer menu, so its storefront is navigable at once.
  await createStarterMenus(tx, tenantIdOf(tenant));
  // The subscription row backs the due date the admin sees (and the owner's billing page).
  await openTrialSubscription(tx, tenantIdOf(tenant), plan, now, dates.trialEndsAt);
  await recordPlatformActivity(tx, tenant.id, {
    action: "store.created",
    resourceType: "store",
    resourceId: tenant.id,
    summary: `created store "${tenant.name}" (${tenant.slug}) for ${owner.email}, on a ${plan} trial`,
    changes: { plan: [null, plan] },
  });
  return toAdminTenant(tenant, getEnv().ROOT_DOMAIN, owner.email);
}

/**
 * The admin's create-tenant dialog: the owner account (role tenant) and then the store, in ONE
 * transaction. A taken email, slug or subdomain (checked first, and enforced by unique indexes against
 * races) leaves neither behind.
 */
export async function createTenantWithOwner(
  input: CreateTenantWithOwnerInput & { plan?: SubscriptionPlan },
  now = new Date(),
): Promise<AdminTenant> {
  const passwordHash = await hashPassword(input.ownerPassword);
  return inTransaction(async (tx) => {
    if (await isStaffEmailTaken(input.ownerEmail, tx)) throw conflict(EMAIL_TAKEN, { ownerEmail: EMAIL_TAKEN });
    await assertLabelsFree(input.slug, input.subdomain, tx);
    const owner = await createUser(
      {
        email: input.ownerEmail,
        passwordHash,
        firstName: input.ownerFirstName,
        lastName: input.ownerLastName,
        role: "tenant",
        tenantId: null,
      },
      tx,
    );
    return openTrialStore(tx, owner, input, now, input.plan);
  });
}

/** POST /api/tenants with an ownerId (owner first, then the store): the owner must be a store-owner account. */
export async function createTenantForOwner(input: CreateTenantForOwnerInput, now = new Date()): Promise<AdminTenant> {
  return inTransaction(async (tx) => {
    const owner = await findUserById(input.ownerId, tx);
    if (!owner || owner.role !== "tenant") {
      throw unprocessable("The owner must be a store owner account", { ownerId: "The owner must be a store owner account" });
    }
    await assertLabelsFree(input.slug, input.subdomain, tx);
    return openTrialStore(tx, owner, input, now);
  });
}

/** POST /api/admin/create-tenant-user: an owner account without a store (the first of the two calls). */
export async function createTenantUser(input: CreateTenantUserInput): Promise<StaffUser> {
  if (await isStaffEmailTaken(input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const passwordHash = await hashPassword(input.password);
  const user = await inTransaction(async (tx) => {
    const u = await createUser({ email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, role: "tenant", tenantId: null }, tx);
    await recordPlatformActivity(tx, null, { action: "account.created", resourceType: "user", resourceId: u.id, summary: `created the store owner account ${u.email}` });
    return u;
  });
  return toStaffUser(user);
}

