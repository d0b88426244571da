import "server-only";
import { getEnv } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { handleImageUpload } from "@/lib/storage/upload";
import type { Store } from "@/lib/tenancy/store";
import { withActivity } from "@/lib/activity/record";

/**
 * POST /api/theme/upload/logo and /favicon: the same checks as /api/upload (an image by its content, size
 * limited, SVG without active content). The form may name the store in "tenantId", but only as a selector:
 * the store is the request's own, and naming another one is 'Store Not Found'.
 */
export async function handleThemeImageUpload(req: Request, store: Store, kind: "logo" | "favicon" | "image" = "image"): Promise<{ url: string }> {
  // A body declared too large is refused by handleImageUpload before anything is read.
  const declared = Number(req.headers.get("content-length") ?? "");
  const tooLarge = Number.isFinite(declared) && declared > getEnv().UPLOAD_MAX_BYTES + 64 * 1024;
  if (!tooLarge && (req.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    const selector = await req
      .clone()
      .formData()
      .then((f) => f.get("tenantId"))
      .catch(() => null);
    if (typeof selector === "string" && selector && selector !== store.id) throw notFound("Store Not Found");
  }
  const uploaded = await handleImageUpload(req, store.id);
  await recordThemeUpload(store, kind, uploaded.url);
  return uploaded;
}

/**
 * The theme's upload, in the store's log. A file is not a row: it is stored first, and its entry written in a
 * transaction of its own just after (record 0143: the one write whose entry cannot share its transaction). The
 * store's logo or favicon changes only when the customizer saves the URL, which is recorded as theme.customized.
 */
export async function recordThemeUpload(store: Store, kind: "logo" | "favicon" | "image", url: string) {
  await withActivity(
    store.id,
    async () => url,
    () => ({ action: "theme.image_uploaded", resourceType: "theme", resourceId: store.row.activeTheme, summary: `uploaded a ${kind === "image" ? "theme image" : kind}`, changes: { [kind]: [null, url] } }),
  );
}
