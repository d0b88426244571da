// /api/menus/{id}: GET one with nested items, PUT/PATCH update (owner), DELETE (owner; items go with it).
import { menuUpdateSchema } from "@/lib/content/schemas";
import { deleteMenu, getMenu, updateMenu } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const GET = route({ auth: "public", tenant: "required", params }, ({ store, isStoreManager, params }) =>
  getMenu({ tenantId: store.id, manager: isStoreManager }, params.id),
);

export const PUT = route({ auth: "owner", params, body: menuUpdateSchema }, ({ store, params, body }) =>
  updateMenu({ tenantId: store.id, manager: true }, params.id, body),
);

export const PATCH = PUT;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteMenu({ tenantId: store.id, manager: true }, params.id));
