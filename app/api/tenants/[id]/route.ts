// PUT /api/tenants/{id} — the owner updates this store's information or branding (PATCH: the same). The id
// must be the store the request is for: an owner can never reach another store by naming its id.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import * as tenancy from "@/lib/tenancy/endpoints";
import { updateStoreSchema, type UpdateStoreInput } from "@/lib/tenancy/schemas";
import { assertOwnStore, updateStoreInfo } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";

function update({ params, body, store }: { params: { id: string }; body: UpdateStoreInput; store: Store }) {
  assertOwnStore(store, params.id);
  return updateStoreInfo(store, body);
}

export const PUT = route(tenancy.updatePut, { params: idParams, body: updateStoreSchema }, update);
export const PATCH = route(tenancy.updatePatch, { params: idParams, body: updateStoreSchema }, update);
