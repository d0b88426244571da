// POST /api/staff/transfer-ownership — the owner hands the store to an active staff member (password confirms). Owner only.
import { route } from "@/lib/http/route";
import * as staff from "@/lib/staff/endpoints";
import { transferSchema } from "@/lib/staff/schemas";
import { transferOwnership } from "@/lib/staff/service";

export const POST = route(staff.transferOwnership, { body: transferSchema }, ({ req, store, staff: me, body }) => transferOwnership(req, store, me, body));
