import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { fulfillmentInputSchema } from "./fulfillment/service";
import type { InvoiceDto } from "./invoice";
import type {
  BoughtGiftCardDto,
  cancelOrderSchema,
  createOrderSchema,
  CustomerOrderDto,
  OrderDto,
  orderListQuerySchema,
  orderNoteSchema,
  OrderPage,
  PlacedOrderDto,
  refundOrderSchema,
  updateStatusSchema,
} from "./schemas";
import type { OrderEventDto } from "./service";

/** The orders' /api calls (docs/decisions/0137): the owner's list, one order and its changes; the shopper's placing. */
type WithTimeline = OrderDto & { timeline: OrderEventDto[]; giftCardsBought?: BoughtGiftCardDto[] };

/** A change to an order moves the owner's figures too. */
const orderAndFigures = ["/api/orders", "/api/tenant/stats", "/api/tenant/overview"];

export const list = endpoint<{ query: typeof orderListQuerySchema; response: OrderDto[] | OrderPage<OrderDto> }>()({
  method: "GET",
  path: "/api/orders",
  auth: "owner", permission: "orders",
  summary: "The store's orders: all of them, or one page when page or limit is given",
});
export const place = endpoint<{ body: typeof createOrderSchema; response: PlacedOrderDto }>()({
  method: "POST",
  path: "/api/orders",
  auth: "customer",
  idempotencyKey: true,
  invalidates: ["/api/customers/orders", "/api/customers/cart"],
  summary: "Place an order (the checkout)",
});
export const exportCsv = endpoint<{ query: typeof orderListQuerySchema }>()({
  method: "GET",
  path: "/api/orders/export",
  auth: "owner", permission: "orders",
  answerKind: "file",
  summary: "The matching orders as CSV, one row per item",
});
export const one = endpoint<{ params: typeof idParams; response: WithTimeline }>()({ method: "GET", path: "/api/orders/{id}", auth: "owner", permission: "orders" });
export const updateStatus = endpoint<{ params: typeof idParams; body: typeof updateStatusSchema; response: OrderDto }>()({
  method: "PATCH",
  path: "/api/orders/{id}/status",
  auth: "owner", permission: "orders",
  idempotencyKey: true,
  invalidates: orderAndFigures,
});
export const cancel = endpoint<{ params: typeof idParams; body: typeof cancelOrderSchema; response: OrderDto }>()({
  method: "POST",
  path: "/api/orders/{id}/cancel",
  auth: "owner", permission: "orders",
  idempotencyKey: true,
  invalidates: [...orderAndFigures, "/api/products"],
  summary: "Cancel an order: refunds what was paid and (by default) restocks",
});
export const refund = endpoint<{ params: typeof idParams; body: typeof refundOrderSchema; response: OrderDto }>()({
  method: "POST",
  path: "/api/orders/{id}/refund",
  auth: "owner", permission: "orders",
  idempotencyKey: true,
  invalidates: [...orderAndFigures, "/api/products"],
  summary: "Refund an amount, or all that is left; restock with a full refund",
});
export const ship = endpoint<{ params: typeof idParams; body: typeof fulfillmentInputSchema; response: OrderDto }>()({
  method: "POST",
  path: "/api/orders/{id}/fulfillments",
  auth: "owner", permission: "orders",
  idempotencyKey: true,
  invalidates: orderAndFigures,
  summary: "Ship some or all of the order's items (a fulfilment)",
});
export const addNote = endpoint<{ params: typeof idParams; body: typeof orderNoteSchema; response: WithTimeline }>()({
  method: "POST",
  path: "/api/orders/{id}/notes",
  auth: "owner", permission: "orders",
  invalidates: ["/api/orders"],
});
export const invoice = endpoint<{ params: typeof idParams; response: InvoiceDto }>()({
  method: "GET",
  path: "/api/orders/{id}/invoice",
  auth: "public",
  tenant: "required",
  summary: "The order's invoice: its owner's or its shopper's (others: 404)",
});
export const invoicePdf = endpoint<{ params: typeof idParams }>()({ method: "GET", path: "/api/orders/{id}/invoice/pdf", auth: "public", tenant: "required", answerKind: "file" });
export const packingSlipPdf = endpoint<{ params: typeof idParams }>()({
  method: "GET",
  path: "/api/orders/{id}/packing-slip/pdf",
  auth: "public",
  tenant: "required",
  answerKind: "file",
  summary: "The packing slip (a manager of the store only; others: 401/404)",
});

/** The signed-in shopper's orders: all, or one page when page or limit is given; and one of them. */
export const customerOrders = endpoint<{ query: typeof orderListQuerySchema; response: CustomerOrderDto[] | OrderPage<CustomerOrderDto> }>()({
  method: "GET",
  path: "/api/customers/orders",
  auth: "customer",
});
export const customerOrder = endpoint<{ params: typeof idParams; response: CustomerOrderDto }>()({ method: "GET", path: "/api/customers/orders/{id}", auth: "customer" });
