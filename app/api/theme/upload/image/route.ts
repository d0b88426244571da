// POST /api/theme/upload/image (owner) — the storefront editor's image upload: multipart field "image"
// (a "tenantId" field may be sent; the store comes from the request, never from it). Images only, checked
// by content and size-limited through lib/storage; answers { url }.
import { json, route } from "@/lib/http/route";
import { handleImageUpload } from "@/lib/storage/upload";
import * as themes from "@/lib/themes/endpoints";
import { recordThemeUpload } from "@/lib/themes/upload";

export const POST = route(themes.uploadImage, async ({ req, store }) => {
  const uploaded = await handleImageUpload(req, store.id, undefined, "image");
  await recordThemeUpload(store, "image", uploaded.url);
  return json(uploaded, 201);
});
