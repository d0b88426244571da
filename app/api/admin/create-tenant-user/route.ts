// POST /api/admin/create-tenant-user — the platform admin creates a store-owner account (role tenant)
// without a store; POST /api/tenants with its id then creates the store (owner first, then the store).
// The admin screen itself uses POST /api/tenants with the owner's fields: one transaction for both.
import { createTenantUserSchema } from "@/lib/admin/schemas";
import { createTenantUser } from "@/lib/admin/service";
import { json, route } from "@/lib/http/route";
import * as admin from "@/lib/admin/endpoints";

export const POST = route(admin.createTenantUser, { body: createTenantUserSchema }, async ({ body }) =>
  json(await createTenantUser(body), 201),
);
