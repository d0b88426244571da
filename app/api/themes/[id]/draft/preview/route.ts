// POST /api/themes/{themeId}/draft/preview — the owner's editor: what the given (draft) sections show
// (products of each collection/category section, at most itemsToShow each) and the choices for its menus.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { loadDraftSectionsData } from "@/lib/themes/drafts/data";
import { sectionsPreviewBodySchema, themeIdParamsSchema } from "@/lib/themes/drafts/schemas";

export const POST = route(themes.previewDraft, { params: themeIdParamsSchema, body: sectionsPreviewBodySchema }, ({ store, body }) =>
  loadDraftSectionsData(store.id, store.tenant.activeTheme || "sellure", body.sections, { name: store.tenant.name, description: store.tenant.description ?? null }),
);
