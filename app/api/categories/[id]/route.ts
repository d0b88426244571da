// /api/categories/{id}: GET one, PATCH/PUT update (owner), DELETE (owner).
import { categoryUpdateSchema } from "@/lib/catalog/categories/schemas";
import { deleteCategory, getCategory, updateCategory } from "@/lib/catalog/categories/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const GET = route({ auth: "public", tenant: "required", params }, ({ store, isStoreManager, params }) =>
  getCategory({ tenantId: store.id, manager: isStoreManager }, params.id),
);

export const PATCH = route({ auth: "owner", params, body: categoryUpdateSchema }, ({ store, params, body }) =>
  updateCategory({ tenantId: store.id, manager: true }, params.id, body),
);

export const PUT = PATCH;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteCategory({ tenantId: store.id, manager: true }, params.id));
