// /api/staff: GET the store's owner and staff; POST invites a staff member by e-mail (201). Permission "staff".
import { json, route } from "@/lib/http/route";
import * as staff from "@/lib/staff/endpoints";
import { inviteSchema } from "@/lib/staff/schemas";
import { inviteMember, listStaff } from "@/lib/staff/service";

export const GET = route(staff.list, ({ store }) => listStaff(store));

export const POST = route(staff.invite, { body: inviteSchema }, async ({ store, staff: me, access, body }) => json(await inviteMember(store, me, access, body), 201));
