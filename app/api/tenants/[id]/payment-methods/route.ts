// GET /api/tenants/{slug or id}/payment-methods — which payment methods this store offers (switches and
// public ids only). Answers only for the request's own store: naming another store is a 404.
import { notFound } from "@/lib/errors";
import { route } from "@/lib/http/route";
import * as checkout from "@/lib/checkout/endpoints";
import { toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import { storeKeyParams } from "@/lib/checkout/schemas";

export const GET = route(checkout.paymentMethods, { params: storeKeyParams }, ({ store, params }) => {
  const t = store.row;
  if (params.id !== t.id && params.id.toLowerCase() !== t.slug) throw notFound("Store Not Found");
  return toPaymentMethodsInfo(t);
});
