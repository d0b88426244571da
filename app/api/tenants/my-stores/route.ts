// GET /api/tenants/my-stores — the stores the signed-in owner runs ('Select a Store to Manage').
import { myStores } from "@/lib/admin/service";
import { toStaffUser } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";
import * as admin from "@/lib/admin/endpoints";

export const GET = route(admin.myStores, ({ staff }) => myStores(toStaffUser(staff)));
