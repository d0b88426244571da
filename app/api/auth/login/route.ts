// POST /api/auth/login — owner/admin sign-in; on a store host only that store's owner or the admin. With two-factor
// on, a right password answers a challenge (cookie and token) and no session: POST /api/auth/login/2fa finishes it.
import { NextResponse } from "next/server";
import { staffLoginSchema, toStaffUser } from "@/lib/auth/schemas";
import { loginStaff } from "@/lib/auth/service";
import { createSession, setSessionCookie, STAFF_COOKIE } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { setChallengeCookie } from "@/lib/auth/two-factor/cookie";
import type { TwoFactorChallenge } from "@/lib/auth/two-factor/schemas";
import { startTwoFactorChallenge } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffLogin, { body: staffLoginSchema }, async ({ req, body, store }) => {
  const user = await loginStaff(req, store, body.email, body.password);
  const challengeToken = await startTwoFactorChallenge(user);
  if (challengeToken) {
    const res = NextResponse.json({ twoFactorRequired: true, challengeToken } satisfies TwoFactorChallenge);
    setChallengeCookie(res, req, challengeToken);
    return res;
  }
  const { token, expire } = await createSession("staff", user, null);
  const res = NextResponse.json(toStaffUser(user));
  setSessionCookie(res, req, STAFF_COOKIE, token, expire);
  return res;
});
