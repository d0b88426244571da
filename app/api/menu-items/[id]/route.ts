// /api/menu-items/{id}: PUT/PATCH update, DELETE (owner; its sub-items go with it).
import * as content from "@/lib/content/endpoints";
import { menuItemUpdateSchema } from "@/lib/content/schemas";
import { deleteMenuItem, updateMenuItem } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

const update = (e: typeof content.replaceMenuItem | typeof content.updateMenuItem) =>
  route(e, { params, body: menuItemUpdateSchema }, ({ store, params, body }) => updateMenuItem({ tenantId: store.id, manager: true }, params.id, body));
export const PUT = update(content.replaceMenuItem);
export const PATCH = update(content.updateMenuItem);

export const DELETE = route(content.removeMenuItem, { params }, ({ store, params }) => deleteMenuItem({ tenantId: store.id, manager: true }, params.id));
