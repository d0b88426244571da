// POST /api/auth/password — the signed-in owner or admin changes their password (current one required,
// throttled like sign-in); their other sessions end, this one stays. Mirrors POST /api/customers/password.
import { staffPasswordSchema } from "@/lib/auth/schemas";
import { changeStaffPassword } from "@/lib/auth/service";
import { STAFF_COOKIE } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffPassword, { body: staffPasswordSchema }, async ({ req, staff, body }) => {
  const ended = await changeStaffPassword(req, staff, body.currentPassword, body.newPassword, req.cookies.get(STAFF_COOKIE)?.value);
  return { message: "Password updated", endedSessions: ended };
});
