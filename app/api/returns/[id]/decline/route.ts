// POST /api/returns/{id}/decline (owner, orders) — { reason }: a requested or approved return is declined; the customer is mailed the reason.
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { declineReturnSchema } from "@/lib/orders/returns/schemas";
import { declineReturn } from "@/lib/orders/returns/service";
import { idParams } from "@/lib/validation";

export const POST = route(returns.decline, { params: idParams, body: declineReturnSchema }, ({ store, params, body, staff }) => declineReturn(store, params.id, body.reason, staff));
