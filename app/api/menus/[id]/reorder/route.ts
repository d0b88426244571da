// PUT /api/menus/{id}/reorder {itemIds} — every item id of the menu exactly once, in the new order (owner).
import * as content from "@/lib/content/endpoints";
import { menuReorderSchema } from "@/lib/content/schemas";
import { reorderMenu } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const PUT = route(content.reorderMenu, { params: idParams, body: menuReorderSchema }, ({ store, params, body }) =>
  reorderMenu({ tenantId: store.id, manager: true }, params.id, body.itemIds),
);
