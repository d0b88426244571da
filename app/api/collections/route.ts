// GET /api/collections — shoppers: active collections by sortOrder; the owner: all; each with productCount.
// POST /api/collections — create (owner): manual with productIds, or smart with criteria.
import { collectionInputSchema } from "@/lib/catalog/collections/schemas";
import { createCollection, listCollections } from "@/lib/catalog/collections/service";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "public", tenant: "required" }, ({ store, isStoreManager }) =>
  listCollections({ tenantId: store.id, manager: isStoreManager }),
);

export const POST = route({ auth: "owner", body: collectionInputSchema }, async ({ store, body }) =>
  json(await createCollection({ tenantId: store.id, manager: true }, body), 201),
);
