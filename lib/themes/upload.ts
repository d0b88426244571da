import "server-only";
import { getEnv } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { handleImageUpload } from "@/lib/storage/upload";
import type { Store } from "@/lib/tenancy/store";

/**
 * POST /api/theme/upload/logo and /favicon: the same checks as /api/upload (an image by its content, size
 * limited, SVG without active content). The form may name the store in "tenantId", but only as a selector:
 * the store is the request's own, and naming another one is 'Store Not Found'.
 */
export async function handleThemeImageUpload(req: Request, store: Store): Promise<{ url: string }> {
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
  return handleImageUpload(req, store.id);
}
