// POST /api/customers/logout — ends this store's customer session on the server.
import { NextResponse } from "next/server";
import { clearSessionCookie, customerCookie, endSession } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.customerLogout, async ({ req, store }) => {
  const name = customerCookie(store.id);
  await endSession(req.cookies.get(name)?.value);
  const res = NextResponse.json({ message: "Logged out" });
  clearSessionCookie(res, req, name);
  return res;
});
