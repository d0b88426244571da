// /api/menu-items/{id}: PUT/PATCH update, DELETE (owner; its sub-items go with it).
import { menuItemUpdateSchema } from "@/lib/content/schemas";
import { deleteMenuItem, updateMenuItem } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const PUT = route({ auth: "owner", params, body: menuItemUpdateSchema }, ({ store, params, body }) =>
  updateMenuItem({ tenantId: store.id, manager: true }, params.id, body),
);

export const PATCH = PUT;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteMenuItem({ tenantId: store.id, manager: true }, params.id));
