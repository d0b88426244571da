// GET /api/menus/{id}/items — the menu's items as a flat list with parentId and sortOrder.
import * as content from "@/lib/content/endpoints";
import { listItemsOfMenu } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route(content.itemsOfMenu, { params: idParams }, ({ store, isStoreManager, params }) =>
  listItemsOfMenu({ tenantId: store.id, manager: isStoreManager }, params.id),
);
