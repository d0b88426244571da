// POST /api/customers/register — a shopper creates an account in this store and is signed in.
import { NextResponse } from "next/server";
import { customerRegisterSchema, toCustomer } from "@/lib/auth/schemas";
import { registerCustomer, throttleRegistration } from "@/lib/auth/service";
import { createSession, customerCookie, setSessionCookie } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.customerRegister, { body: customerRegisterSchema }, async ({ req, body, store }) => {
  await throttleRegistration(req, "customer");
  const user = await registerCustomer(store, body);
  const { token, expire } = await createSession("customer", user, store.id);
  const res = NextResponse.json(toCustomer(user), { status: 201 });
  setSessionCookie(res, req, customerCookie(store.id), token, expire);
  return res;
});
