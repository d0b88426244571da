// POST /api/orders/{id}/notes — the owner adds a note to the order's timeline: {note}. Answers the order.
import { z } from "zod";
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { actorOf, noteOnOrder } from "@/lib/orders/service";

const body = z.object({ note: z.string("Write a note").trim().min(1, "Write a note").max(2000, "A note is at most 2000 characters") });

export const POST = route({ auth: "owner", params: idParams, body }, async ({ store, staff, params, body }) =>
  json(await noteOnOrder(store, params.id, body.note, actorOf(staff)), 201),
);
