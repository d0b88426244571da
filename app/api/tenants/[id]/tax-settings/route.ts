// GET/PATCH /api/tenants/{id}/tax-settings — the owner's tax settings (spec 3 §7; spec 2 §7). The id must
// be the request's store. Shopper pages show no tax data, so saving expires no cached pages; checkout
// reads the store row per request.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { toTaxSettingsDto, toTaxSettingsUpdate, taxSettingsSchema } from "@/lib/tax/settings-schemas";
import { updateTenant } from "@/lib/tenancy/repository";

const params = z.object({ id: z.uuid("Store Not Found") });

export const GET = route({ auth: "owner", params }, ({ store, params }) => {
  if (params.id !== store.id) throw notFound("Store Not Found");
  return toTaxSettingsDto(store.row);
});

export const PATCH = route({ auth: "owner", params, body: taxSettingsSchema }, async ({ store, params, body }) => {
  if (params.id !== store.id) throw notFound("Store Not Found");
  const values = toTaxSettingsUpdate(body);
  const row = Object.keys(values).length > 0 ? await updateTenant(store.id, values) : store.row;
  if (!row) throw notFound("Store Not Found");
  return toTaxSettingsDto(row);
});

export const PUT = PATCH;
