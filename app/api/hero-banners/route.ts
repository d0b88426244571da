// GET /api/hero-banners — every banner of the store; POST /api/hero-banners — create one. Owner of this store only.
import { heroBannerInputSchema } from "@/lib/hero-banners/schemas";
import { createHeroBanner, listHeroBanners } from "@/lib/hero-banners/service";
import * as heroBanners from "@/lib/hero-banners/endpoints";
import { json, route } from "@/lib/http/route";

export const GET = route(heroBanners.list, ({ store }) => listHeroBanners(store.id));

export const POST = route(heroBanners.create, { body: heroBannerInputSchema }, async ({ store, body }) => json(await createHeroBanner(store.id, body), 201));
