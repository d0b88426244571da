// /api/menus/{id}: GET one with nested items, PUT/PATCH update (owner), DELETE (owner; items go with it).
import { menusIn, requestLanguage } from "@/lib/storefront/api-language";
import * as content from "@/lib/content/endpoints";
import { menuUpdateSchema } from "@/lib/content/schemas";
import { deleteMenu, getMenu, updateMenu } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams, langQuerySchema } from "@/lib/validation";

const params = idParams;

export const GET = route(content.menu, { params, query: langQuerySchema }, async ({ store, isStoreManager, params, query }) => {
  const lang = requestLanguage(store, query.lang);
  return (await menusIn(store, lang, [await getMenu({ tenantId: store.id, manager: isStoreManager }, params.id)]))[0];
});

const update = (e: typeof content.replaceMenu | typeof content.updateMenu) =>
  route(e, { params, body: menuUpdateSchema }, ({ store, params, body }) => updateMenu({ tenantId: store.id, manager: true }, params.id, body));
export const PUT = update(content.replaceMenu);
export const PATCH = update(content.updateMenu);

export const DELETE = route(content.removeMenu, { params }, ({ store, params }) => deleteMenu({ tenantId: store.id, manager: true }, params.id));
