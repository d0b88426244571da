// POST /api/returns/{id}/receive (owner, orders) — { lines: [{ orderItemId, quantity, restock }] }: what came back, restocked once; a second receive is 409.
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { receiveReturnSchema } from "@/lib/orders/returns/schemas";
import { receiveReturn } from "@/lib/orders/returns/service";
import { idParams } from "@/lib/validation";

export const POST = route(returns.receive, { params: idParams, body: receiveReturnSchema }, ({ store, params, body, staff }) => receiveReturn(store, params.id, body, staff));
