// GET /api/storefront-readiness — what the store still lacks before its storefront looks finished. Owner of this store only.
import { route } from "@/lib/http/route";
import { getStorefrontReadiness } from "@/lib/storefront-readiness/service";

export const GET = route({ auth: "owner" }, ({ store }) => getStorefrontReadiness(store));
