// GET /api/tenant — the store this request is for (public fields only); 404 'Store Not Found'.
import { route } from "@/lib/http/route";

export const GET = route({ auth: "public", tenant: "required" }, ({ store }) => store.tenant);
