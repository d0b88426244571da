// /api/customer-segments/{id}: GET a segment; DELETE removes it. Permission "customers".
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { deleteSegment, getSegment } from "@/lib/customers/admin/service";
import { idParams } from "@/lib/validation";

export const GET = route(customers.segment, { params: idParams }, ({ store, params }) => getSegment(store, params.id));

export const DELETE = route(customers.deleteSegment, { params: idParams }, ({ store, params }) => deleteSegment(store, params.id));
