// GET /api/user — GET /api/auth/me at its older path: the signed-in owner/admin (401 when none).
import * as auth from "@/lib/auth/endpoints";
import { toStaffUser } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";
import { mayManageStore } from "@/lib/tenancy/store";

export const GET = route(auth.user, ({ staff, store }) => ({
  ...toStaffUser(staff),
  canManageStore: store ? mayManageStore(staff, store) : null,
}));
