// PATCH /api/orders/{id}/status — the owner sets an order's status (pending, processing, on_hold,
// shipped, delivered, paid). Only orders of the request's store are reachable. The move is on the timeline. With an
// `Idempotency-Key` header a retry answers the order as it is (`Idempotent-Replayed: true`) and moves nothing.
import * as orders from "@/lib/orders/endpoints";
import { answered, route } from "@/lib/http/route";
import { updateOrderStatus } from "@/lib/orders/changes";
import { idempotencyKeyOf } from "@/lib/orders/idempotency/service";
import { updateStatusSchema } from "@/lib/orders/schemas";
import { actorOf } from "@/lib/orders/service";
import { idParams } from "@/lib/validation";

export const PATCH = route(
  orders.updateStatus,
  { params: idParams, body: updateStatusSchema },
  async ({ req, store, staff, params, body }) => answered(await updateOrderStatus(store, params.id, body.status, actorOf(staff), idempotencyKeyOf(req.headers))),
);
