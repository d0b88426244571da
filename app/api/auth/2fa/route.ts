// GET /api/auth/2fa — the signed-in owner, staff member or admin: is two-factor sign-in on, and how many recovery codes are left.
import * as auth from "@/lib/auth/endpoints";
import { twoFactorStatus } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";

export const GET = route(auth.twoFactorStatus, ({ staff }) => twoFactorStatus(staff.id));
