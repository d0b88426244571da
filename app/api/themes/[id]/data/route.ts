// GET /api/themes/{id}/data (owner) — the store's settings for the theme: { themeId, current, saved }.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { themeParamsSchema } from "@/lib/themes/schemas";
import { getThemeData } from "@/lib/themes/service";

export const GET = route(themes.data, { params: themeParamsSchema }, ({ store, params }) => getThemeData(store, params.id));
