// GET /api/checkout/pay/{token} (public, on the store) — a draft order's invoice by its mailed link.
// POST /api/checkout/pay/{token} — { paymentMethod }: the draft becomes a pending order (once) and the payer a
// signed-in guest of this store, who then pays it through the checkout's own payment calls (record 0153).
import { NextResponse } from "next/server";
import { createSession, customerCookie, setSessionCookie } from "@/lib/auth/session";
import * as drafts from "@/lib/draft-orders/endpoints";
import { payDraftSchema, payTokenParams } from "@/lib/draft-orders/schemas";
import { invoiceByToken } from "@/lib/draft-orders/service";
import { startDraftPayment } from "@/lib/flows/complete-draft";
import { route } from "@/lib/http/route";

export const GET = route(drafts.invoice, { params: payTokenParams }, ({ store, params }) => invoiceByToken(store, params.token));
export const POST = route(drafts.pay, { params: payTokenParams, body: payDraftSchema }, async ({ req, store, params, body }) => {
  const { payer, ...answer } = await startDraftPayment(store, params.token, body.paymentMethod);
  const { token, expire } = await createSession("customer", payer, store.id);
  const res = NextResponse.json(answer);
  setSessionCookie(res, req, customerCookie(store.id), token, expire);
  return res;
});
