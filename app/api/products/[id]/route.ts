// /api/products/{id}: GET one (shoppers: active only), PATCH/PUT update (owner), DELETE (owner).
import { productUpdateSchema } from "@/lib/catalog/products/schemas";
import { deleteProduct, getProduct, updateProduct } from "@/lib/catalog/products/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const GET = route({ auth: "public", tenant: "required", params }, ({ store, isStoreManager, params }) =>
  getProduct({ tenantId: store.id, manager: isStoreManager }, params.id),
);

export const PATCH = route({ auth: "owner", params, body: productUpdateSchema }, ({ store, params, body }) =>
  updateProduct({ tenantId: store.id, manager: true }, params.id, body),
);

export const PUT = PATCH;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteProduct({ tenantId: store.id, manager: true }, params.id));
