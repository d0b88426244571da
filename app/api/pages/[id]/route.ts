// /api/pages/{id}: GET one (shoppers: published only), PATCH/PUT update (owner), DELETE (owner).
import { pageUpdateSchema } from "@/lib/content/schemas";
import { deletePage, getPage, updatePage } from "@/lib/content/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

const params = idParams;

export const GET = route({ auth: "public", tenant: "required", params }, ({ store, isStoreManager, params }) =>
  getPage({ tenantId: store.id, manager: isStoreManager }, params.id),
);

export const PATCH = route({ auth: "owner", params, body: pageUpdateSchema }, ({ store, params, body }) =>
  updatePage({ tenantId: store.id, manager: true }, params.id, body),
);

export const PUT = PATCH;

export const DELETE = route({ auth: "owner", params }, ({ store, params }) => deletePage({ tenantId: store.id, manager: true }, params.id));
