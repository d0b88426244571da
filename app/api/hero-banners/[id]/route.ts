// /api/hero-banners/{id}: PATCH images, active flag, order and texts; DELETE. Owner of this store only.
import { heroBannerUpdateSchema } from "@/lib/hero-banners/schemas";
import { deleteHeroBanner, updateHeroBanner } from "@/lib/hero-banners/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const PATCH = route({ auth: "owner", params, body: heroBannerUpdateSchema }, ({ store, params, body }) => updateHeroBanner(store.id, params.id, body));

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteHeroBanner(store.id, params.id));
