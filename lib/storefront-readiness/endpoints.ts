import { endpoint } from "@/lib/endpoint";
import type { StorefrontReadiness } from "./schemas";

/** What the store still lacks before its storefront looks finished (docs/decisions/0137). */
export const readiness = endpoint<{ response: StorefrontReadiness }>()({
  method: "GET",
  path: "/api/storefront-readiness",
  auth: "owner", permission: "member",
  summary: "What the storefront still lacks (logo, products, banners, …); the owner of this store only",
});
