// GET /api/auth/me — the signed-in owner/admin (401 when none). canManageStore tells a store page
// whether this user may run the store the request is for.
import { toStaffUser } from "@/lib/auth/schemas";
import { canManageStore, route } from "@/lib/http/route";

export const GET = route({ auth: "staff" }, ({ staff, store }) => ({
  ...toStaffUser(staff!),
  canManageStore: store ? canManageStore(staff!, store) : null,
}));
