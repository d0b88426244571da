// GET /api/activity — the store's activity log, newest first, filtered and paged (a member with staff; one
// order's or product's entries for a member with orders or products).
import { mayReadActivity } from "@/lib/activity/access";
import * as activity from "@/lib/activity/endpoints";
import { activityQuerySchema } from "@/lib/activity/schemas";
import { listActivity } from "@/lib/activity/service";
import { forbidden } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { permissionMessage } from "@/lib/permissions";

export const GET = route(activity.list, { query: activityQuerySchema }, ({ store, query, access }) => {
  if (!mayReadActivity(access, query)) throw forbidden(permissionMessage("staff"));
  return listActivity(store.id, query);
});
