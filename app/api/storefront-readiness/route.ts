// GET /api/storefront-readiness — the owner of this store only (401 visitor, 403 others): what the store
// still needs before it can be edited in place.
import { route } from "@/lib/http/route";
import { getReadiness } from "@/lib/storefront-readiness/service";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "owner" }, ({ store }) => getReadiness(store.id));
