// GET /api/orders/{id} — one order of the store with its items, transactions, shipments and timeline (owner).
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { getOrderWithTimeline } from "@/lib/orders/service";

export const GET = route({ auth: "owner", params: idParams }, ({ store, params }) => getOrderWithTimeline(store, params.id));
