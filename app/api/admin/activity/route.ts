// GET /api/admin/activity — every store's activity entries and the platform's own, newest first (platform admin).
import * as activity from "@/lib/activity/endpoints";
import { adminActivityQuerySchema } from "@/lib/activity/schemas";
import { listAdminActivity } from "@/lib/activity/service";
import { route } from "@/lib/http/route";

export const GET = route(activity.adminList, { query: adminActivityQuerySchema }, ({ query }) => listAdminActivity(query));
