// GET /api/storefront-readiness — what the store still lacks before its storefront looks finished. Owner of this store only.
import { route } from "@/lib/http/route";
import * as readiness from "@/lib/storefront-readiness/endpoints";
import { getStorefrontReadiness } from "@/lib/storefront-readiness/service";

export const GET = route(readiness.readiness, ({ store }) => getStorefrontReadiness(store));
