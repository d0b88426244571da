// POST /api/theme/upload/logo (owner) — multipart "file" (and optionally "tenantId", a selector only): { url }.
import { json, route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { handleThemeImageUpload } from "@/lib/themes/upload";

export const POST = route(themes.uploadLogo, async ({ req, store }) => json(await handleThemeImageUpload(req, store, "logo"), 201));
