// POST /api/orders/{id}/returns — a return of delivered lines, asked by the order's customer or by a manager of
// the store (permission orders) for them; anyone else 404 (401 signed out). 422 with the reason for a line not
// delivered, past the store's return window, or more than is left to return.
import { json, route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { requestReturnSchema } from "@/lib/orders/returns/schemas";
import { requestReturnAs } from "@/lib/orders/returns/service";
import { idParams } from "@/lib/validation";

export const POST = route(returns.request, { params: idParams, body: requestReturnSchema }, async ({ store, params, body, staff, customer }) =>
  json(await requestReturnAs(store, params.id, body, { staff, customer }), 201),
);
