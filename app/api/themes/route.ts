// GET /api/themes (owner) — the theme gallery, with the store's active theme marked.
import { route } from "@/lib/http/route";
import { listThemes } from "@/lib/themes/service";

export const GET = route({ auth: "owner" }, ({ store }) => listThemes(store));
