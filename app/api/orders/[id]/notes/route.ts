// POST /api/orders/{id}/notes — the owner adds a note to the order's timeline: {note}. Answers the order.
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { orderNoteSchema } from "@/lib/orders/schemas";
import { actorOf, noteOnOrder } from "@/lib/orders/service";

export const POST = route({ auth: "owner", params: idParams, body: orderNoteSchema }, async ({ store, staff, params, body }) =>
  json(await noteOnOrder(store, params.id, body.note, actorOf(staff)), 201),
);
