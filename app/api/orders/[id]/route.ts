// GET /api/orders/{id} — one order of the store with its items, transactions, shipments and timeline (owner).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getOrderWithTimeline } from "@/lib/orders/service";

export const GET = route({ auth: "owner", params: z.object({ id: z.uuid("Invalid id") }) }, ({ store, params }) => getOrderWithTimeline(store, params.id));
