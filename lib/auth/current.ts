import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { readSession, STAFF_COOKIE } from "./session";
import { toStaffUser } from "./schemas";

/** The signed-in owner/admin for a server-rendered page (dashboards, admin), or null. */
export const getCurrentStaff = cache(async () => {
  const token = (await cookies()).get(STAFF_COOKIE)?.value;
  const user = await readSession(token, "staff");
  return user ? toStaffUser(user) : null;
});
