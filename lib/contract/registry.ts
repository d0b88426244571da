import * as activity from "@/lib/activity/endpoints";
import * as analytics from "@/lib/analytics/endpoints";
import * as admin from "@/lib/admin/endpoints";
import * as apiTokens from "@/lib/api-tokens/endpoints";
import * as auth from "@/lib/auth/endpoints";
import * as billing from "@/lib/billing/endpoints";
import * as cart from "@/lib/cart/endpoints";
import * as categories from "@/lib/catalog/categories/endpoints";
import * as checkout from "@/lib/checkout/endpoints";
import * as collections from "@/lib/catalog/collections/endpoints";
import * as content from "@/lib/content/endpoints";
import * as currencies from "@/lib/currencies/endpoints";
import * as productImports from "@/lib/catalog/import/endpoints";
import * as products from "@/lib/catalog/products/endpoints";
import * as customers from "@/lib/customers/endpoints";
import * as discounts from "@/lib/discounts/endpoints";
import * as draftOrders from "@/lib/draft-orders/endpoints";
import * as giftCards from "@/lib/gift-cards/endpoints";
import * as checkouts from "@/lib/checkouts/endpoints";
import * as health from "@/lib/health/endpoints";
import * as heroBanners from "@/lib/hero-banners/endpoints";
import * as jobs from "@/lib/jobs/endpoints";
import * as mail from "@/lib/mail/endpoints";
import * as openapi from "@/lib/openapi/endpoints";
import * as orders from "@/lib/orders/endpoints";
import * as payments from "@/lib/payments/endpoints";
import * as redirects from "@/lib/redirects/endpoints";
import * as registration from "@/lib/registration/endpoints";
import * as reports from "@/lib/reports/endpoints";
import * as returns from "@/lib/orders/returns/endpoints";
import * as reviews from "@/lib/reviews/endpoints";
import * as shipping from "@/lib/shipping/endpoints";
import * as staff from "@/lib/staff/endpoints";
import * as stats from "@/lib/stats/endpoints";
import * as storage from "@/lib/storage/endpoints";
import * as storefrontReadiness from "@/lib/storefront-readiness/endpoints";
import * as tax from "@/lib/tax/endpoints";
import * as tenancy from "@/lib/tenancy/endpoints";
import * as themes from "@/lib/themes/endpoints";
import * as translations from "@/lib/translations/endpoints";
import * as webhooks from "@/lib/webhooks/endpoints";
import type { EndpointSpec } from "@/lib/endpoint";

/**
 * Every /api endpoint, by slice (docs/decisions/0137): what the contract and fuzz tests walk, and what the
 * OpenAPI document and the staff scopes are generated from (issues 40/41). The server never imports this
 * file (each route imports its own slice's endpoints), and neither does the browser: it is the index.
 *
 * A slice that is not here yet serves its routes through `route({ auth, … })` and is listed in
 * UNDESCRIBED_ROUTES (tests/contract/route-files.ts), which the registry test holds to shrink only.
 */
export const registry = {
  activity,
  admin,
  analytics,
  apiTokens,
  auth,
  billing,
  cart,
  categories,
  checkout,
  checkouts,
  collections,
  content,
  currencies,
  customers,
  discounts,
  draftOrders,
  giftCards,
  health,
  heroBanners,
  jobs,
  mail,
  openapi,
  orders,
  payments,
  productImports,
  products,
  redirects,
  registration,
  reports,
  returns,
  reviews,
  shipping,
  staff,
  stats,
  storage,
  storefrontReadiness,
  tax,
  tenancy,
  themes,
  translations,
  webhooks,
} satisfies Record<string, Record<string, EndpointSpec>>;

export type RegisteredEndpoint = { slice: string; name: string; endpoint: EndpointSpec };

export function registeredEndpoints(): RegisteredEndpoint[] {
  return Object.entries(registry).flatMap(([slice, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointSpec>).map(([name, endpoint]) => ({ slice, name, endpoint })),
  );
}
