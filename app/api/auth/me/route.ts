// GET /api/auth/me — the signed-in owner/admin (401 when none). Its canManageStore field tells a store page
// whether this user may run the store the request is for.
import { toStaffUser } from "@/lib/auth/schemas";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const GET = route(auth.staffMe, ({ staff, store, isStoreManager }) => ({
  ...toStaffUser(staff),
  canManageStore: store ? isStoreManager : null,
}));
