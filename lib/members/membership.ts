import "server-only";
import type { StaffRow, Store } from "@/lib/tenancy/store";
import { OWNER_MEMBERSHIP, satisfies, type Membership, type PermissionRule, type StaffPermission } from "@/lib/permissions";
import { findActiveMember } from "./repository";

/** Whether the account owns the store: tenants.owner_id, or the store its account was created for. */
export function ownsStore(user: Pick<StaffRow, "id" | "role" | "tenantId">, store: Pick<Store, "row">): boolean {
  return user.role === "tenant" && (store.row.ownerId === user.id || user.tenantId === store.row.id);
}

/**
 * An account's standing in a store (issue 40): the owner holds every permission, an active staff member the
 * ones granted, anyone else none: null. The platform admin is not a member (see storeAccess).
 */
export async function membershipIn(user: Pick<StaffRow, "id" | "role" | "tenantId">, store: Pick<Store, "id" | "row">): Promise<Membership | null> {
  if (user.role !== "tenant") return null;
  if (ownsStore(user, store)) return OWNER_MEMBERSHIP;
  const m = await findActiveMember(store.id, user.id);
  return m ? { role: "staff", permissions: m.permissions, memberId: m.id } : null;
}

/** Who the signed-in account is to a store: the platform admin (reads every store), a member, or nobody. */
export type StoreAccess = { kind: "admin" } | ({ kind: "member" } & Membership);

export async function storeAccess(user: Pick<StaffRow, "id" | "role" | "tenantId">, store: Pick<Store, "id" | "row">): Promise<StoreAccess | null> {
  if (user.role === "admin") return { kind: "admin" };
  const m = await membershipIn(user, store);
  return m ? { kind: "member", ...m } : null;
}

/** The one "may use this part of this store" rule of pages and routes: the admin always (reads), a member by the rule. */
export function accessAllows(access: StoreAccess | null, rule?: PermissionRule): boolean {
  if (!access) return false;
  return access.kind === "admin" || satisfies(access, rule);
}

/** What the dashboard's screens are told of the caller (components/dashboard/store-gate.tsx), or null: no access. */
export async function dashboardAccess(
  user: Pick<StaffRow, "id" | "role" | "tenantId">,
  store: Pick<Store, "id" | "row">,
): Promise<{ isAdmin: boolean; role: "owner" | "staff" | null; permissions: StaffPermission[] } | null> {
  const access = await storeAccess(user, store);
  if (!access) return null;
  if (access.kind === "admin") return { isAdmin: true, role: null, permissions: [] };
  return { isAdmin: false, role: access.role, permissions: access.permissions };
}
