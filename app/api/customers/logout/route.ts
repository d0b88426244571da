// POST /api/customers/logout — ends this store's customer session on the server.
import { NextResponse } from "next/server";
import { clearSessionCookie, customerCookie, endSession } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "public", tenant: "required" }, async ({ req, store }) => {
  const name = customerCookie(store.id);
  await endSession(req.cookies.get(name)?.value);
  const res = NextResponse.json({ message: "Logged out" });
  clearSessionCookie(res, req, name);
  return res;
});
