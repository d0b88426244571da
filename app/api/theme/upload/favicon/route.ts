// POST /api/theme/upload/favicon (owner) — multipart "file" (and optionally "tenantId", a selector only): { url }.
import { json, route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { handleThemeImageUpload } from "@/lib/themes/upload";

export const POST = route(themes.uploadFavicon, async ({ req, store }) => json(await handleThemeImageUpload(req, store, "favicon"), 201));
