// /api/collections/{id}: GET with products, PATCH/PUT update (owner), DELETE (owner; links go with it).
import { collectionUpdateSchema } from "@/lib/catalog/collections/schemas";
import { deleteCollection, getCollection, updateCollection } from "@/lib/catalog/collections/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const GET = route({ auth: "public", tenant: "required", params }, ({ store, isStoreManager, params }) =>
  getCollection({ tenantId: store.id, manager: isStoreManager }, params.id),
);

export const PATCH = route({ auth: "owner", params, body: collectionUpdateSchema }, ({ store, params, body }) =>
  updateCollection({ tenantId: store.id, manager: true }, params.id, body),
);

export const PUT = PATCH;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deleteCollection({ tenantId: store.id, manager: true }, params.id));
