import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { OrderDto } from "@/lib/orders/schemas";
import type {
  completeDraftSchema,
  createDraftSchema,
  DraftInvoiceDto,
  draftListQuery,
  DraftOrderDto,
  DraftOrderPage,
  payDraftSchema,
  payTokenParams,
  updateDraftSchema,
} from "./schemas";

/**
 * Draft orders (issue 45 §2, record 0153): the owner's, with permission "orders"; and the shopper's invoice link,
 * public on the store (the token in the path is the authority).
 */

const drafts = ["/api/draft-orders"];
/** Completing makes an order: the order list and the owner's figures move, and stock was taken. */
const completed = [...drafts, "/api/orders", "/api/tenant/stats", "/api/tenant/overview", "/api/products"];

export const list = endpoint<{ query: typeof draftListQuery; response: DraftOrderPage }>()({
  method: "GET",
  path: "/api/draft-orders",
  auth: "owner", permission: "orders",
  summary: "The store's draft orders, newest first, 25 a page",
});
export const create = endpoint<{ body: typeof createDraftSchema; response: DraftOrderDto }>()({
  method: "POST",
  path: "/api/draft-orders",
  auth: "owner", permission: "orders",
  invalidates: drafts,
  summary: "Build an order by hand: variants or custom lines, a customer, a discount and shipping (201, with its quote)",
});
export const one = endpoint<{ params: typeof idParams; response: DraftOrderDto }>()({ method: "GET", path: "/api/draft-orders/{id}", auth: "owner", permission: "orders" });
export const update = endpoint<{ params: typeof idParams; body: typeof updateDraftSchema; response: DraftOrderDto }>()({
  method: "PATCH",
  path: "/api/draft-orders/{id}",
  auth: "owner", permission: "orders",
  invalidates: drafts,
  summary: "Change a draft that is not completed (lines, when sent, replace its lines)",
});
export const remove = endpoint<{ params: typeof idParams; response: { ok: true } }>()({
  method: "DELETE",
  path: "/api/draft-orders/{id}",
  auth: "owner", permission: "orders",
  invalidates: drafts,
  summary: "Delete a draft that is not completed",
});
export const sendInvoice = endpoint<{ params: typeof idParams; response: DraftOrderDto }>()({
  method: "POST",
  path: "/api/draft-orders/{id}/send-invoice",
  auth: "owner", permission: "orders",
  invalidates: drafts,
  summary: "Mail the customer a link to pay the draft online (/checkout/pay/{token}); a new mail's link replaces the old",
});
export const complete = endpoint<{ params: typeof idParams; body: typeof completeDraftSchema; response: OrderDto }>()({
  method: "POST",
  path: "/api/draft-orders/{id}/complete",
  auth: "owner", permission: "orders",
  invalidates: completed,
  summary: "Make the draft an order (cash taken: paid; to collect: pending). Once: a repeat answers the same order",
});

export const invoice = endpoint<{ params: typeof payTokenParams; response: DraftInvoiceDto }>()({
  method: "GET",
  path: "/api/checkout/pay/{token}",
  auth: "public",
  tenant: "required",
  summary: "A draft order's invoice by its mailed link: lines, quote and the store's online methods",
});
export const pay = endpoint<{ params: typeof payTokenParams; body: typeof payDraftSchema; response: { orderId: string; paymentMethod: string } }>()({
  method: "POST",
  path: "/api/checkout/pay/{token}",
  auth: "public",
  tenant: "required",
  invalidates: ["/api/customers/orders"],
  summary: "Start paying an invoice link: the draft becomes a pending order (once) and the payer a signed-in guest",
});
