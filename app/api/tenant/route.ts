// GET /api/tenant — the store this request is for (public fields only); 404 'Store Not Found'.
import { route } from "@/lib/http/route";
import * as tenancy from "@/lib/tenancy/endpoints";

export const GET = route(tenancy.current, ({ store }) => store.tenant);
