// GET /api/categories/single/{id} — one category of the store ('Category Not Found' otherwise).
import * as categories from "@/lib/catalog/categories/endpoints";
import { getCategory } from "@/lib/catalog/categories/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route(categories.single, { params: idParams }, ({ store, isStoreManager, params }) =>
  getCategory({ tenantId: store.id, manager: isStoreManager }, params.id),
);
