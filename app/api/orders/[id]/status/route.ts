// PATCH /api/orders/{id}/status — the owner sets an order's status (pending, processing, on_hold,
// shipped, delivered, paid). Only orders of the request's store are reachable.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { updateStatusSchema } from "@/lib/orders/schemas";
import { updateOrderStatus } from "@/lib/orders/service";

export const PATCH = route(
  { auth: "owner", params: z.object({ id: z.uuid("Invalid id") }), body: updateStatusSchema },
  ({ store, params, body }) => updateOrderStatus(store, params.id, body.status),
);
