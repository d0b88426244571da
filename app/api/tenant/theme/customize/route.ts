// POST /api/tenant/theme/customize (owner) — body { themeId, settings }: saves the customizer's settings.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { customizeThemeSchema } from "@/lib/themes/schemas";
import { customizeTheme } from "@/lib/themes/service";

export const POST = route(themes.customize, { body: customizeThemeSchema }, ({ store, body }) => customizeTheme(store, body));
