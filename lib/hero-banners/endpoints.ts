import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { HeroBanner, heroBannerInputSchema, heroBannerUpdateSchema } from "./schemas";

/** The store's hero banners (docs/decisions/0137): the owner's; the storefront's readiness counts them. */
const banners = ["/api/hero-banners", "/api/storefront-readiness"];

export const list = endpoint<{ response: HeroBanner[] }>()({ method: "GET", path: "/api/hero-banners", auth: "owner", permission: "content" });
export const create = endpoint<{ body: typeof heroBannerInputSchema; response: HeroBanner }>()({ method: "POST", path: "/api/hero-banners", auth: "owner", permission: "content", invalidates: banners });
export const update = endpoint<{ params: typeof idParams; body: typeof heroBannerUpdateSchema; response: HeroBanner }>()({
  method: "PATCH",
  path: "/api/hero-banners/{id}",
  auth: "owner", permission: "content",
  invalidates: banners,
});
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({ method: "DELETE", path: "/api/hero-banners/{id}", auth: "owner", permission: "content", invalidates: banners });
