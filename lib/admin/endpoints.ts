import { endpoint } from "@/lib/endpoint";
import type { StaffUser } from "@/lib/auth/schemas";
import type { idParams } from "@/lib/validation";
import type { AdminStats, AdminTenant, adminTenantUpdateSchema, createTenantBodySchema, createTenantUserSchema, MyStore } from "./schemas";

/**
 * The platform's /api calls (docs/decisions/0137): the admin's stores and figures, and the stores an owner runs.
 * A change to a store moves the admin's store list and figures.
 */
const storesAndFigures = ["/api/tenants", "/api/admin/stats"];

export const stats = endpoint<{ response: AdminStats }>()({
  method: "GET",
  path: "/api/admin/stats",
  auth: "admin",
  summary: "Platform figures: active stores, orders, monthly revenue and platform fees (per currency)",
});
export const tenants = endpoint<{ response: AdminTenant[] }>()({ method: "GET", path: "/api/tenants", auth: "admin", summary: "Every store, for the platform admin" });
export const createTenant = endpoint<{ body: typeof createTenantBodySchema; response: AdminTenant }>()({
  method: "POST",
  path: "/api/tenants",
  auth: "admin",
  invalidates: storesAndFigures,
  summary: "Create a store (201): with the owner's fields (one transaction), or for an ownerId made before",
});
export const createTenantUser = endpoint<{ body: typeof createTenantUserSchema; response: StaffUser }>()({
  method: "POST",
  path: "/api/admin/create-tenant-user",
  auth: "admin",
  summary: "Create a store owner's account without a store (201); POST /api/tenants with its id makes the store",
});
export const updateTenant = endpoint<{ params: typeof idParams; body: typeof adminTenantUpdateSchema; response: AdminTenant }>()({
  method: "PATCH",
  path: "/api/admin/tenants/{id}",
  auth: "admin",
  invalidates: storesAndFigures,
  summary: "Activate or deactivate a store, or extend its trial (or next due date)",
});
export const myStores = endpoint<{ response: MyStore[] }>()({
  method: "GET",
  path: "/api/tenants/my-stores",
  auth: "staff",
  summary: "The stores the signed-in owner runs ('Select a Store to Manage')",
});
