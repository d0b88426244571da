// POST /api/staff/{id}/resend — a pending invitation's mail again, with a new link. Permission "staff".
import { route } from "@/lib/http/route";
import * as staff from "@/lib/staff/endpoints";
import { resendInvitation } from "@/lib/staff/service";
import { idParams } from "@/lib/validation";

export const POST = route(staff.resend, { params: idParams }, ({ store, staff: me, params }) => resendInvitation(store, me, params.id));
