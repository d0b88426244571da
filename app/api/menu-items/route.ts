// GET /api/menu-items — shoppers: the active items of active menus; the owner: every item (?menuId= to
// narrow). POST /api/menu-items — create (owner).
import { menuItemsIn, requestLanguage } from "@/lib/storefront/api-language";
import * as content from "@/lib/content/endpoints";
import { menuItemInputSchema, menuItemListQuerySchema } from "@/lib/content/schemas";
import { createMenuItem, listAllMenuItems } from "@/lib/content/service";
import { json, route } from "@/lib/http/route";

export const GET = route(content.listMenuItems, { query: menuItemListQuerySchema }, async ({ store, isStoreManager, query }) => {
  const lang = requestLanguage(store, query.lang);
  return menuItemsIn(store, lang, await listAllMenuItems({ tenantId: store.id, manager: isStoreManager }, query.menuId));
});

export const POST = route(content.createMenuItem, { body: menuItemInputSchema }, async ({ store, body }) =>
  json(await createMenuItem({ tenantId: store.id, manager: true }, body), 201),
);
