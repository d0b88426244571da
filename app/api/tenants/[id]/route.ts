// PUT /api/tenants/{id} — the owner updates this store's information or branding. The id must be the
// store the request is for: an owner can never reach another store by naming its id.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { updateStoreSchema } from "@/lib/tenancy/schemas";
import { assertOwnStore, updateStoreInfo } from "@/lib/tenancy/service";

const params = idParams;

const handler = route({ auth: "owner", params, body: updateStoreSchema }, ({ params, body, store }) => {
  assertOwnStore(store, params.id);
  return updateStoreInfo(store, body);
});

export const PUT = handler;
export const PATCH = handler;
