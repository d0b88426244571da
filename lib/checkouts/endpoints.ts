import { endpoint } from "@/lib/endpoint";
import type {
  AbandonedCheckoutPage,
  abandonedListQuerySchema,
  checkoutInputSchema,
  checkoutUpdateSchema,
  CreatedCheckoutDto,
  RecoverySettings,
  recoverySettingsSchema,
  tokenParams,
} from "./schemas";

/** Abandoned-checkout recovery's /api calls (issue 43 part 1, record 0156): the shopper's checkout and the owner's list. */
const list = ["/api/checkouts/abandoned"];

export const create = endpoint<{ body: typeof checkoutInputSchema; response: CreatedCheckoutDto }>()({
  method: "POST",
  path: "/api/checkouts",
  auth: "public",
  tenant: "required",
  summary: "The shopper's checkout, written once an e-mail is given at checkout: its token is the recovery link's",
});
export const update = endpoint<{ params: typeof tokenParams; body: typeof checkoutUpdateSchema; response: CreatedCheckoutDto }>()({
  method: "PATCH",
  path: "/api/checkouts/{token}",
  auth: "public",
  tenant: "required",
  summary: "Keep the checkout current (cart, code, e-mail, marketing choice); a completed one is 409",
});
/** RFC 8058 one-click: mail providers post it cross-origin, with a form body this route does not read. */
export const unsubscribe = endpoint<{ params: typeof tokenParams; response: { unsubscribed: true; email: string } }>()({
  method: "POST",
  path: "/api/checkouts/{token}/unsubscribe",
  auth: "public",
  tenant: "required",
  allowCrossOrigin: true,
  summary: "Unsubscribe the checkout's address from the store's mail (List-Unsubscribe-Post one-click)",
});
export const abandoned = endpoint<{ query: typeof abandonedListQuerySchema; response: AbandonedCheckoutPage }>()({
  method: "GET",
  path: "/api/checkouts/abandoned",
  auth: "owner",
  permission: "orders",
  summary: "Checkouts with an e-mail and no order (open, abandoned) and the recovered ones, 25 a page",
});
export const settings = endpoint<{ response: RecoverySettings }>()({
  method: "GET",
  path: "/api/settings/checkout-recovery",
  auth: "owner",
  permission: ["orders", "settings"],
  summary: "The store's abandoned-checkout recovery setting",
});
export const saveSettings = endpoint<{ body: typeof recoverySettingsSchema; response: RecoverySettings }>()({
  method: "PUT",
  path: "/api/settings/checkout-recovery",
  auth: "owner",
  permission: "settings",
  invalidates: ["/api/settings/checkout-recovery", ...list],
  summary: "Turn recovery mails on or off, their delay (0–10080 minutes) and audience",
});
