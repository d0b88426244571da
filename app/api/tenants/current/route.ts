// GET /api/tenants/current — the store this request is for (public fields, like GET /api/tenant); on the
// platform host, the signed-in owner's own store. 404 'Store Not Found' when there is neither.
import { route } from "@/lib/http/route";
import * as tenancy from "@/lib/tenancy/endpoints";
import { currentTenant } from "@/lib/tenancy/service";

export const GET = route(tenancy.currentOrOwn, ({ store, staff }) => currentTenant(store, staff));
