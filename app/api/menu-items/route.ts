// GET /api/menu-items — shoppers: the active items of active menus; the owner: every item (?menuId= to
// narrow). POST /api/menu-items — create (owner).
import * as content from "@/lib/content/endpoints";
import { menuItemInputSchema, menuItemListQuerySchema } from "@/lib/content/schemas";
import { createMenuItem, listAllMenuItems } from "@/lib/content/service";
import { json, route } from "@/lib/http/route";

export const GET = route(content.listMenuItems, { query: menuItemListQuerySchema }, ({ store, isStoreManager, query }) =>
  listAllMenuItems({ tenantId: store.id, manager: isStoreManager }, query.menuId),
);

export const POST = route(content.createMenuItem, { body: menuItemInputSchema }, async ({ store, body }) =>
  json(await createMenuItem({ tenantId: store.id, manager: true }, body), 201),
);
