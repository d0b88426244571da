// GET /api/menus — menus with items nested two levels, by sortOrder (shoppers: active menus and items;
// the owner: all). Optional ?location=header|footer|sidebar. POST /api/menus — create (owner).
import { menusIn, requestLanguage } from "@/lib/storefront/api-language";
import * as content from "@/lib/content/endpoints";
import { menuInputSchema, menuListQuerySchema } from "@/lib/content/schemas";
import { createMenu, listMenus } from "@/lib/content/service";
import { json, route } from "@/lib/http/route";

export const GET = route(content.listMenus, { query: menuListQuerySchema }, async ({ store, isStoreManager, query }) => {
  const lang = requestLanguage(store, query.lang);
  return menusIn(store, lang, await listMenus({ tenantId: store.id, manager: isStoreManager }, query.location));
});

export const POST = route(content.createMenu, { body: menuInputSchema }, async ({ store, body }) =>
  json(await createMenu({ tenantId: store.id, manager: true }, body), 201),
);
