// POST /api/staff/accept — public: accept an invitation by its token; the member is active and signed in (410 when expired or used).
import { NextResponse } from "next/server";
import { createSession, setSessionCookie, STAFF_COOKIE } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import * as staff from "@/lib/staff/endpoints";
import { acceptSchema } from "@/lib/staff/schemas";
import { acceptInvitation } from "@/lib/staff/service";

export const POST = route(staff.accept, { body: acceptSchema }, async ({ req, staff: signedIn, body }) => {
  const { answer, user } = await acceptInvitation(req, signedIn, body);
  const { token, expire } = await createSession("staff", user, null);
  const res = NextResponse.json(answer);
  setSessionCookie(res, req, STAFF_COOKIE, token, expire);
  return res;
});
