// PUT /api/tenants/{id} — the owner updates this store's information or branding (PATCH: the same). The id
// must be the store the request is for: an owner can never reach another store by naming its id.
import { storeChange } from "@/lib/activity/record";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import * as tenancy from "@/lib/tenancy/endpoints";
import { updateStoreSchema, type UpdateStoreInput } from "@/lib/tenancy/schemas";
import { assertOwnStore, updateStoreInfo } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import { forbidden } from "@/lib/errors";
import type { StoreAccess } from "@/lib/members/membership";

const ONLY_OWNER_TWO_FACTOR = "Only the store owner can change whether staff must use two-factor sign-in";

function update({ params, body, store, access }: { params: { id: string }; body: UpdateStoreInput; store: Store; access: StoreAccess | null }) {
  assertOwnStore(store, params.id);
  // Whether staff must use two-factor is the owner's call: staff with the settings permission could otherwise lift it.
  if (body.requireStaffTwoFactor !== undefined && !(access?.kind === "member" && access.role === "owner")) throw forbidden(ONLY_OWNER_TWO_FACTOR);
  const domainChanged = body.customDomain !== undefined && body.customDomain !== store.row.customDomain;
  return updateStoreInfo(
    store,
    body,
    domainChanged
      ? storeChange("settings.domain.updated", body.customDomain ? `set the custom domain to ${body.customDomain}` : "removed the custom domain")
      : storeChange("settings.store.updated", "updated the store settings"),
  );
}

export const PUT = route(tenancy.updatePut, { params: idParams, body: updateStoreSchema }, update);
export const PATCH = route(tenancy.updatePatch, { params: idParams, body: updateStoreSchema }, update);
