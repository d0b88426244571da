// POST /api/customers/login — a customer of this store signs in (valid in this store only).
import { NextResponse } from "next/server";
import { customerLoginSchema, toCustomer } from "@/lib/auth/schemas";
import { loginCustomer } from "@/lib/auth/service";
import { createSession, customerCookie, setSessionCookie } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.customerLogin, { body: customerLoginSchema }, async ({ req, body, store }) => {
  const user = await loginCustomer(req, store, body.email, body.password);
  const { token, expire } = await createSession("customer", user, store.id);
  const res = NextResponse.json(toCustomer(user));
  setSessionCookie(res, req, customerCookie(store.id), token, expire);
  return res;
});
