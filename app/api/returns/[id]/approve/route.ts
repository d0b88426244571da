// POST /api/returns/{id}/approve (owner, orders) — a requested return is approved; the customer is mailed how to send it back. 409 from any other state.
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { approveReturn } from "@/lib/orders/returns/service";
import { idParams } from "@/lib/validation";

export const POST = route(returns.approve, { params: idParams }, ({ store, params, staff }) => approveReturn(store, params.id, staff));
