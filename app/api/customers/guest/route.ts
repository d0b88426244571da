// POST /api/customers/guest — check out without an account, where the store allows it: a guest session for
// this store (403 when the store's guest checkout is off, its default).
import { NextResponse } from "next/server";
import { guestCheckoutSchema, toCustomer } from "@/lib/auth/schemas";
import { startGuestCheckout } from "@/lib/auth/service";
import { createSession, customerCookie, setSessionCookie } from "@/lib/auth/session";
import * as auth from "@/lib/auth/endpoints";
import { route } from "@/lib/http/route";

export const POST = route(auth.customerGuest, { body: guestCheckoutSchema }, async ({ req, body, store }) => {
  const user = await startGuestCheckout(store, body);
  const { token, expire } = await createSession("customer", user, store.id);
  const res = NextResponse.json(toCustomer(user), { status: 201 });
  setSessionCookie(res, req, customerCookie(store.id), token, expire);
  return res;
});
