// POST /api/tenant/theme/select (owner) — body { themeId }: makes the theme the store's active theme.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { selectThemeSchema } from "@/lib/themes/schemas";
import { selectTheme } from "@/lib/themes/service";

export const POST = route(themes.select, { body: selectThemeSchema }, ({ store, body }) => selectTheme(store, body.themeId));
