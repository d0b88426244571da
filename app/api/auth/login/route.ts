// POST /api/auth/login — owner/admin sign-in; on a store host only that store's owner or the admin.
import { NextResponse } from "next/server";
import { staffLoginSchema, toStaffUser } from "@/lib/auth/schemas";
import { loginStaff } from "@/lib/auth/service";
import { createSession, setSessionCookie, STAFF_COOKIE } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffLogin, { body: staffLoginSchema }, async ({ req, body, store }) => {
  const user = await loginStaff(req, store, body.email, body.password);
  const { token, expire } = await createSession("staff", user, null);
  const res = NextResponse.json(toStaffUser(user));
  setSessionCookie(res, req, STAFF_COOKIE, token, expire);
  return res;
});
