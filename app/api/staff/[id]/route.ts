// /api/staff/{id}: PATCH a staff member's permissions, DELETE removes them (or cancels an invitation). Permission "staff".
import { route } from "@/lib/http/route";
import * as staff from "@/lib/staff/endpoints";
import { updateMemberSchema } from "@/lib/staff/schemas";
import { removeMember, updatePermissions } from "@/lib/staff/service";
import { idParams } from "@/lib/validation";

export const PATCH = route(staff.update, { params: idParams, body: updateMemberSchema }, ({ store, access, params, body }) =>
  updatePermissions(store, access, params.id, body.permissions),
);

export const DELETE = route(staff.remove, { params: idParams }, ({ store, params }) => removeMember(store, params.id));
