// POST /api/auth/login/2fa — anyone holding a sign-in challenge (cookie or challengeToken): a code or a recovery code completes the sign-in.
import { NextResponse } from "next/server";
import { toStaffUser } from "@/lib/auth/schemas";
import { createSession, setSessionCookie, STAFF_COOKIE } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { CHALLENGE_COOKIE, clearChallengeCookie } from "@/lib/auth/two-factor/cookie";
import { twoFactorLoginSchema } from "@/lib/auth/two-factor/schemas";
import { completeTwoFactorSignIn } from "@/lib/auth/two-factor/service";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffLogin2fa, { body: twoFactorLoginSchema }, async ({ req, body }) => {
  const token = body.challengeToken ?? req.cookies.get(CHALLENGE_COOKIE)?.value;
  const user = await completeTwoFactorSignIn(req, token, { code: body.code, recoveryCode: body.recoveryCode });
  // The same session a password-only sign-in gets (app/api/auth/login).
  const { token: session, expire } = await createSession("staff", user, null);
  const res = NextResponse.json(toStaffUser(user));
  setSessionCookie(res, req, STAFF_COOKIE, session, expire);
  clearChallengeCookie(res, req);
  return res;
});
