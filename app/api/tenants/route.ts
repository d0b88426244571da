// GET /api/tenants — every store, for the platform admin.
// POST /api/tenants — the platform admin creates a store. With ownerEmail/ownerPassword/ownerFirstName/
// ownerLastName it creates the owner account and the store in one transaction (what the admin screen
// sends); with ownerId it creates the store for an owner made by POST /api/admin/create-tenant-user.
import { createTenantBodySchema, createTenantForOwnerSchema, createTenantWithOwnerSchema } from "@/lib/admin/schemas";
import { createTenantForOwner, createTenantWithOwner, listAdminTenants } from "@/lib/admin/service";
import { json, route } from "@/lib/http/route";
import * as admin from "@/lib/admin/endpoints";

export const GET = route(admin.tenants, () => listAdminTenants());

export const POST = route(admin.createTenant, { body: createTenantBodySchema }, async ({ body }) => {
  const tenant =
    body.ownerId !== undefined && body.ownerId !== null && body.ownerId !== ""
      ? await createTenantForOwner(createTenantForOwnerSchema.parse(body))
      : await createTenantWithOwner(createTenantWithOwnerSchema.parse(body));
  return json(tenant, 201);
});
