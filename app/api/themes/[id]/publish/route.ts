// POST /api/themes/{themeId}/publish — the owner publishes editable_content: live for every visitor of this store.
import { route } from "@/lib/http/route";
import * as themes from "@/lib/themes/endpoints";
import { editableContentBodySchema, themeIdParamsSchema } from "@/lib/themes/drafts/schemas";
import { publish } from "@/lib/themes/drafts/service";

export const POST = route(themes.publish, { params: themeIdParamsSchema, body: editableContentBodySchema }, ({ store, params, body }) =>
  publish(store.id, params.id, body.editable_content),
);
