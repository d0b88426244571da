// GET /api/tenant/billing — the owner's plan (from the store's subscription row), what happens when the
// trial ends, and the platform's invoices to the store (owner; the admin may read it for support).
import { route } from "@/lib/http/route";
import * as billing from "@/lib/billing/endpoints";
import { billingOf } from "@/lib/billing/service";

export const GET = route(billing.billing, ({ store }) => billingOf(store));
