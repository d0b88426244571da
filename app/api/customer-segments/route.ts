// /api/customer-segments: GET the store's saved customer segments; POST saves one (201). Permission "customers".
import { json, route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { segmentSchema } from "@/lib/customers/admin/schemas";
import { createSegment, listSegments } from "@/lib/customers/admin/service";

export const GET = route(customers.segments, ({ store }) => listSegments(store));

export const POST = route(customers.createSegment, { body: segmentSchema }, async ({ store, body }) => json(await createSegment(store, body), 201));
