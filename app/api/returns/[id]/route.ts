// GET /api/returns/{id} (owner, orders) — one return with its lines; another store's id 404.
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { getReturn } from "@/lib/orders/returns/service";
import { idParams } from "@/lib/validation";

export const GET = route(returns.one, { params: idParams }, ({ store, params }) => getReturn(store, params.id));
