// GET /api/auth/me — the signed-in owner/admin (401 when none). Its canManageStore field tells a store page
// whether this user may run the store the request is for.
import { toStaffUser } from "@/lib/auth/schemas";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";
import { mayManageStore } from "@/lib/tenancy/store";

export const GET = route(auth.staffMe, ({ staff, store }) => ({
  ...toStaffUser(staff),
  canManageStore: store ? mayManageStore(staff, store) : null,
}));
