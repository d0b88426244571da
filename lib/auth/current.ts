import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { TenantId } from "@/lib/tenancy/store";
import { customerCookie, readSession, STAFF_COOKIE } from "./session";
import { toStaffUser } from "./schemas";

/** The signed-in owner/admin for a server-rendered page (dashboards, admin), or null. */
export const getCurrentStaff = cache(async () => {
  const user = await getCurrentStaffRow();
  return user ? toStaffUser(user) : null;
});

/** The same, as the user row services take. */
export const getCurrentStaffRow = cache(async () => {
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  return readSession(token, "staff");
});

/** The signed-in customer of this store for a server-rendered page (their invoice), or null. */
export async function getCurrentCustomer(tenantId: TenantId) {
  const token = (await cookies()).get(customerCookie(tenantId))?.value;
  return readSession(token, "customer", tenantId);
}
