// GET /api/themes (owner) — the theme gallery, with the store's active theme marked.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { listThemes } from "@/lib/themes/service";

export const GET = route(themes.list, ({ store }) => listThemes(store));
