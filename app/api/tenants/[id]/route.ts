// PUT /api/tenants/{id} — the owner updates this store's information or branding. The id must be the
// store the request is for: an owner can never reach another store by naming its id.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { updateStoreSchema } from "@/lib/tenancy/schemas";
import { assertOwnStore, updateStoreInfo } from "@/lib/tenancy/service";

const params = z.object({ id: z.uuid("Invalid id") });

const handler = route({ auth: "owner", params, body: updateStoreSchema }, ({ params, body, store }) => {
  assertOwnStore(store, params.id);
  return updateStoreInfo(store, body);
});

export const PUT = handler;
export const PATCH = handler;
