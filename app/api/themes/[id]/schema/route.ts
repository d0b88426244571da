// GET /api/themes/{id}/schema (owner) — the theme's settings schema (theme_info, then sections of settings).
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { themeParamsSchema } from "@/lib/themes/schemas";
import { getThemeSchema } from "@/lib/themes/service";

export const GET = route(themes.schema, { params: themeParamsSchema }, ({ params }) => getThemeSchema(params.id));
