// GET /api/orders/{id} — one order of the store with its items, transactions, shipments and timeline (owner).
import * as orders from "@/lib/orders/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { getOrderWithTimeline } from "@/lib/orders/service";

export const GET = route(orders.one, { params: idParams }, ({ store, params }) => getOrderWithTimeline(store, params.id));
