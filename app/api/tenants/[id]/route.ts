// PUT /api/tenants/{id} — the owner updates this store's information or branding. The id must be the
// store the request is for: an owner can never reach another store by naming its id.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { updateTenant } from "@/lib/tenancy/repository";
import { toPublicTenant } from "@/lib/tenancy/schemas";
import { updateStoreSchema } from "@/lib/tenancy/settings";
import { getEnv } from "@/lib/env";
import { invalidateStore } from "@/lib/storefront/cache";

const params = z.object({ id: z.uuid("Invalid id") });

const handler = route({ auth: "owner", params, body: updateStoreSchema }, async ({ params, body, store }) => {
  if (params.id !== store.id) throw notFound("Store Not Found");
  const row = await updateTenant(store.id, body);
  if (!row) throw notFound("Store Not Found");
  // Name, logo, colours and locale show on every store page.
  invalidateStore(row.id);
  return toPublicTenant(row, getEnv().ROOT_DOMAIN);
});

export const PUT = handler;
export const PATCH = handler;
