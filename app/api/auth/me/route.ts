// GET /api/auth/me — the signed-in owner/admin/staff member (401 when none). canManageStore tells a store page
// whether this account may open the store the request is for; permissions are what it holds there (the
// owner's and the admin's: all), stores the ones it may switch to (issue 40).
import { toStaffUser } from "@/lib/auth/schemas";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";
import { STAFF_PERMISSIONS } from "@/lib/permissions";
import { storesOf } from "@/lib/staff/service";

export const GET = route(auth.staffMe, async ({ staff, store, access, isStoreManager }) => ({
  ...toStaffUser(staff),
  canManageStore: store ? isStoreManager : null,
  permissions: !access ? [] : access.kind === "admin" ? [...STAFF_PERMISSIONS] : access.permissions,
  stores: await storesOf(staff),
}));
