// GET /api/categories/single/{id} — one category of the store ('Category Not Found' otherwise).
import { getCategory } from "@/lib/catalog/categories/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route({ auth: "public", tenant: "required", params: idParams }, ({ store, isStoreManager, params }) =>
  getCategory({ tenantId: store.id, manager: isStoreManager }, params.id),
);
