// GET  /api/tenants/{id}/domain — the owner sees whether the custom domain is verified and the DNS TXT
//                                 record that proves control of it.
// POST /api/tenants/{id}/domain — the owner asks for a re-check; the domain is served once it passes.
import { storeChange } from "@/lib/activity/record";
import { route } from "@/lib/http/route";
import * as tenancy from "@/lib/tenancy/endpoints";
import { idParams } from "@/lib/validation";
import { assertOwnStore, customDomainStatus, verifyCustomDomain } from "@/lib/tenancy/service";

export const GET = route(tenancy.domain, { params: idParams }, ({ store, params }) => {
  assertOwnStore(store, params.id);
  return customDomainStatus(store);
});

export const POST = route(tenancy.verifyDomain, { params: idParams }, ({ store, params }) => {
  assertOwnStore(store, params.id);
  return verifyCustomDomain(store, storeChange("settings.domain.verified", `verified the custom domain ${store.row.customDomain ?? ""}`.trim()));
});
