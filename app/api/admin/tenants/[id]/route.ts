// PATCH /api/admin/tenants/{id} — the platform admin's store actions: activate or deactivate a store,
// extend its trial (or next due date). Admin only.
import { adminTenantUpdateSchema } from "@/lib/admin/schemas";
import { updateTenantAsAdmin } from "@/lib/admin/service";
import { route } from "@/lib/http/route";
import * as admin from "@/lib/admin/endpoints";
import { idParams } from "@/lib/validation";

export const PATCH = route(admin.updateTenant, { params: idParams, body: adminTenantUpdateSchema }, ({ params, body }) =>
  updateTenantAsAdmin(params.id, body),
);
