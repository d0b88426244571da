// GET /api/user — GET /api/auth/me at its older path: the signed-in owner/admin (401 when none).
import * as auth from "@/lib/auth/endpoints";
import { toStaffUser } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

export const GET = route(auth.user, ({ staff, store, isStoreManager }) => ({
  ...toStaffUser(staff),
  canManageStore: store ? isStoreManager : null,
}));
