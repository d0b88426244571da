// GET /api/tenants/{slug or id}/payment-methods — which payment methods this store offers (switches and
// public ids only). Answers only for the request's own store: naming another store is a 404.
import { z } from "zod";
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";

export const GET = route({ auth: "public", tenant: "required", params: z.object({ id: z.string().trim().min(1).max(100) }) }, ({ store, params }) => {
  const t = store.row;
  if (params.id !== t.id && params.id.toLowerCase() !== t.slug) throw notFound("Store Not Found");
  return toPaymentMethodsInfo(t);
});
