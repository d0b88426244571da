// POST /api/auth/logout — ends the owner/admin session on the server and clears its cookie.
import { NextResponse } from "next/server";
import { clearSessionCookie, endSession, STAFF_COOKIE } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.staffLogout, async ({ req }) => {
  await endSession(req.cookies.get(STAFF_COOKIE)?.value);
  const res = NextResponse.json({ message: "Logged out" });
  clearSessionCookie(res, req, STAFF_COOKIE);
  return res;
});
