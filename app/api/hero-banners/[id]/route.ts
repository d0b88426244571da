// /api/hero-banners/{id}: PATCH images, active flag, order and texts; DELETE. Owner of this store only.
import { heroBannerUpdateSchema } from "@/lib/hero-banners/schemas";
import { deleteHeroBanner, updateHeroBanner } from "@/lib/hero-banners/service";
import * as heroBanners from "@/lib/hero-banners/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const PATCH = route(heroBanners.update, { params, body: heroBannerUpdateSchema }, ({ store, params, body }) => updateHeroBanner(store.id, params.id, body));

export const DELETE = route(heroBanners.remove, { params }, ({ store, params }) => deleteHeroBanner(store.id, params.id));
