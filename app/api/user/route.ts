// GET /api/user — GET /api/auth/me at its older path: the signed-in owner/admin/staff member (401 when none).
import * as auth from "@/lib/auth/endpoints";
import { toStaffUser } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";
import { STAFF_PERMISSIONS } from "@/lib/permissions";
import { storesOf } from "@/lib/staff/service";

export const GET = route(auth.user, async ({ staff, store, access, isStoreManager }) => ({
  ...toStaffUser(staff),
  canManageStore: store ? isStoreManager : null,
  permissions: !access ? [] : access.kind === "admin" ? [...STAFF_PERMISSIONS] : access.permissions,
  stores: await storesOf(staff),
}));
