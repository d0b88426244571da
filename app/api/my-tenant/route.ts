// GET /api/my-tenant — the signed-in owner's store: the request's store when it names one (its owner or
// the admin), else the store the owner owns. 401 signed out, 403 another store's owner, 404 no store.
import { route } from "@/lib/http/route";
import * as tenancy from "@/lib/tenancy/endpoints";
import { myTenant } from "@/lib/tenancy/service";

export const GET = route(tenancy.mine, ({ store, staff, isStoreManager }) => myTenant(store, staff, isStoreManager));
