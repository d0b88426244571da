// GET /api/themes/{themeId}/draft — the owner's draft (or the published content when none is saved).
// POST — save the draft (body editable_content); a preview for the owner only, visitors never see it.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { editableContentBodySchema, themeIdParamsSchema } from "@/lib/themes/drafts/schemas";
import { getDraft, saveDraft } from "@/lib/themes/drafts/service";

export const dynamic = "force-dynamic";

export const GET = route(themes.draft, { params: themeIdParamsSchema }, ({ store, params }) => getDraft(store.id, params.id));

export const POST = route(themes.saveDraft, { params: themeIdParamsSchema, body: editableContentBodySchema }, ({ store, params, body }) =>
  saveDraft(store.id, params.id, body.editable_content),
);
