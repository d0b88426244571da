// PATCH /api/orders/{id}/status — the owner sets an order's status (pending, processing, on_hold,
// shipped, delivered, paid). Only orders of the request's store are reachable. The move is on the timeline.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { updateStatusSchema } from "@/lib/orders/schemas";
import { actorOf, updateOrderStatus } from "@/lib/orders/service";

export const PATCH = route(
  { auth: "owner", params: idParams, body: updateStatusSchema },
  ({ store, staff, params, body }) => updateOrderStatus(store, params.id, body.status, actorOf(staff)),
);
