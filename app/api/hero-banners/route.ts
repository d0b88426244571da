// GET /api/hero-banners — every banner of the store; POST /api/hero-banners — create one. Owner of this store only.
import { heroBannerInputSchema } from "@/lib/hero-banners/schemas";
import { createHeroBanner, listHeroBanners } from "@/lib/hero-banners/service";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "owner" }, ({ store }) => listHeroBanners(store.id));

export const POST = route({ auth: "owner", body: heroBannerInputSchema }, async ({ store, body }) => json(await createHeroBanner(store.id, body), 201));
