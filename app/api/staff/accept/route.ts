// POST /api/staff/accept — public: accept an invitation by its token; the member is active and signed in (410 when expired or used).
import { NextResponse } from "next/server";
import { createSession, setSessionCookie, STAFF_COOKIE } from "@/lib/auth/session";
import { isTwoFactorOn } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";
import * as staff from "@/lib/staff/endpoints";
import { acceptSchema } from "@/lib/staff/schemas";
import { acceptInvitation } from "@/lib/staff/service";

export const POST = route(staff.accept, { body: acceptSchema }, async ({ req, staff: signedIn, body }) => {
  const { answer, user } = await acceptInvitation(req, signedIn, body);
  // An existing account with two-factor on that accepted with its password is a member now, but signs in with its
  // code as everywhere else (record 0144): accepting must not be a way around the second step.
  if (signedIn?.id !== user.id && (await isTwoFactorOn(user.id))) return NextResponse.json({ ...answer, signInRequired: true });
  const { token, expire } = await createSession("staff", user, null);
  const res = NextResponse.json({ ...answer, signInRequired: false });
  setSessionCookie(res, req, STAFF_COOKIE, token, expire);
  return res;
});
