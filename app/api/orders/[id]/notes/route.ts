// POST /api/orders/{id}/notes — the owner adds a note to the order's timeline: {note}. Answers the order.
import * as orders from "@/lib/orders/endpoints";
import { json, route } from "@/lib/http/route";
import { noteOnOrder } from "@/lib/orders/changes";
import { orderNoteSchema } from "@/lib/orders/schemas";
import { actorOf } from "@/lib/orders/service";
import { idParams } from "@/lib/validation";

export const POST = route(orders.addNote, { params: idParams, body: orderNoteSchema }, async ({ store, staff, params, body }) =>
  json(await noteOnOrder(store, params.id, body.note, actorOf(staff)), 201),
);
