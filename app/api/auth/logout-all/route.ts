// POST /api/auth/logout-all — the signed-in owner or admin signs out everywhere else: every other session of
// the account ends (a lost laptop, a shared computer); the one making the request stays signed in.
import { endOtherStaffSessions } from "@/lib/auth/service";
import { STAFF_COOKIE } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffLogoutAll, async ({ req, staff }) => {
  const ended = await endOtherStaffSessions(staff, req.cookies.get(STAFF_COOKIE)?.value);
  return { message: ended === 1 ? "Signed out of 1 other session" : `Signed out of ${ended} other sessions`, endedSessions: ended };
});
