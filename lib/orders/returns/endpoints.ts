import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { declineReturnSchema, parcelParams, receiveReturnSchema, refundReturnSchema, requestReturnSchema, ReturnableDto, ReturnDto, returnListQuery, ReturnPage } from "./schemas";

/** Returns' /api calls (issue 45, record 0154): the request (customer or owner), the owner's steps, the lists. */

const returnsAndOrders = ["/api/returns", "/api/orders", "/api/customers/orders"];

export const request = endpoint<{ params: typeof idParams; body: typeof requestReturnSchema; response: ReturnDto }>()({
  method: "POST",
  path: "/api/orders/{id}/returns",
  auth: "public",
  access: "customer",
  tenant: "required",
  invalidates: returnsAndOrders,
  summary: "Request a return of delivered lines: the customer of the order, or a manager of the store (permission orders) for them",
});
export const list = endpoint<{ query: typeof returnListQuery; response: ReturnPage }>()({
  method: "GET",
  path: "/api/returns",
  auth: "owner", permission: "orders",
  summary: "The store's returns, newest first, by status or order, 25 a page",
});
export const one = endpoint<{ params: typeof idParams; response: ReturnDto }>()({ method: "GET", path: "/api/returns/{id}", auth: "owner", permission: "orders" });
export const approve = endpoint<{ params: typeof idParams; response: ReturnDto }>()({
  method: "POST",
  path: "/api/returns/{id}/approve",
  auth: "owner", permission: "orders",
  invalidates: returnsAndOrders,
  summary: "Approve a requested return; mails the customer how to send it back",
});
export const decline = endpoint<{ params: typeof idParams; body: typeof declineReturnSchema; response: ReturnDto }>()({
  method: "POST",
  path: "/api/returns/{id}/decline",
  auth: "owner", permission: "orders",
  invalidates: returnsAndOrders,
  summary: "Decline a return with a reason (its units may be asked back again)",
});
export const receive = endpoint<{ params: typeof idParams; body: typeof receiveReturnSchema; response: ReturnDto }>()({
  method: "POST",
  path: "/api/returns/{id}/receive",
  auth: "owner", permission: "orders",
  invalidates: [...returnsAndOrders, "/api/products"],
  summary: "Record what came back per line and restock it (once)",
});
export const refund = endpoint<{ params: typeof idParams; body: typeof refundReturnSchema; response: ReturnDto }>()({
  method: "POST",
  path: "/api/returns/{id}/refund",
  auth: "owner", permission: "orders",
  invalidates: [...returnsAndOrders, "/api/tenant/stats"],
  summary: "Refund a return through the order's refund path: the returned units' worth, or the amount given; shipping adds the shipping paid",
});
export const parcelDelivered = endpoint<{ params: typeof parcelParams; response: { ok: true } }>()({
  method: "POST",
  path: "/api/orders/{id}/fulfillments/{fulfillmentId}/delivered",
  auth: "owner", permission: "orders",
  invalidates: ["/api/orders"],
  summary: "Mark a shipment delivered: its lines may be returned from now",
});
export const customerReturnable = endpoint<{ params: typeof idParams; response: ReturnableDto }>()({
  method: "GET",
  path: "/api/customers/orders/{id}/returns",
  auth: "customer",
  summary: "What the customer may still return of their order, and their returns of it",
});
