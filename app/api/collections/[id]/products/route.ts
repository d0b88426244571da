// GET /api/collections/{id}/products — the active products the collection shows: manual in link order,
// smart evaluated against the catalogue (lib/catalog/smart.ts).
import * as collections from "@/lib/catalog/collections/endpoints";
import { listCollectionProducts } from "@/lib/catalog/collections/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route(collections.products, { params: idParams }, ({ store, isStoreManager, params }) =>
  listCollectionProducts({ tenantId: store.id, manager: isStoreManager }, params.id),
);
