import "server-only";
import { boughtCardsOf } from "@/lib/gift-cards/service";
import { notFound } from "@/lib/errors";
import type { Store, TenantId } from "@/lib/tenancy/store";
import type { UserRow } from "@/lib/auth/schemas";
import { transactionsOf } from "./ledger/service";
import { shipmentsOf } from "./fulfillment/service";
import { eventsOf } from "./timeline/service";
import type { Actor } from "./status";
import { findCustomerOrders, findItems, findOrder, findStalePendingOrders, findStoreOrders, pageOrders, type OrderListFilter } from "./repository";
import {
  toCustomerOrderDto,
  toOrderDto,
  type CustomerOrderDto,
  type BoughtGiftCardDto,
  type OrderDto,
  type FulfillmentDto,
  ORDER_PAGE_SIZE,
  type OrderListQuery,
  type OrderPage,
  type OrderItemRow,
  type OrderRow,
  type TransactionRow,
} from "./schemas";

/**
 * The orders slice's reads: an order with its lines, money and shipments (a bundle), the owner's and the
 * customer's lists and pages, the timeline. Changes to orders are in ./changes.ts (and ./status.ts,
 * ./ledger, ./fulfillment); use cases that span slices (place, cancel, refund, ship) are in lib/flows/.
 */

export type OrderBundle = { order: OrderRow; items: OrderItemRow[]; transactions: TransactionRow[]; fulfillments: FulfillmentDto[] };

async function bundles(tenantId: TenantId, rows: OrderRow[]): Promise<OrderBundle[]> {
  const ids = rows.map((r) => r.id);
  const [items, txs, shipped] = await Promise.all([findItems(tenantId, ids), transactionsOf(tenantId, ids), shipmentsOf(tenantId, ids)]);
  return rows.map((order) => ({
    order,
    items: items.filter((i) => i.orderId === order.id),
    transactions: txs.filter((x) => x.orderId === order.id),
    fulfillments: shipped.get(order.id) ?? [],
  }));
}

/** The owner's and the customer's view of a bundle. */
export const ownerOrderDto = (b: OrderBundle) => toOrderDto(b.order, b.items, b.transactions, b.fulfillments);
const customerOrderDto = (b: OrderBundle) => toCustomerOrderDto(b.order, b.items, b.transactions, b.fulfillments);

export async function findOrderBundle(tenantId: TenantId, id: string): Promise<OrderBundle | null> {
  const row = await findOrder(tenantId, id);
  return row ? (await bundles(tenantId, [row]))[0] : null;
}

/** The products an order's lines name (for expiring their cached stock figures). */
export const productIdsOf = (b: OrderBundle | null) => b?.items.flatMap((i) => (i.productId ? [i.productId] : [])) ?? [];

/** The store's orders with items and transactions, for the owner's order list. */
export async function listOrdersOfStore(store: Store): Promise<OrderDto[]> {
  const all = await bundles(store.id, await findStoreOrders(store.id));
  return all.map(ownerOrderDto);
}

/**
 * The customer's newest pending order paid with `method`: what a provider's component means when it
 * names no order (the PayPal component's POST /order sends only amount, currency and intent).
 */
export async function latestPendingOrderId(store: Store, customer: UserRow, method: string): Promise<string> {
  const rows = await findCustomerOrders(store.id, customer.id);
  const o = rows.find((r) => r.status === "pending" && r.paymentMethod === method);
  if (!o) throw notFound("No order is waiting for this payment");
  return o.id;
}

/** A signed-in customer's own orders in this store, newest first. */
export async function listOrdersOfCustomer(store: Store, customer: UserRow): Promise<CustomerOrderDto[]> {
  const all = await bundles(store.id, await findCustomerOrders(store.id, customer.id));
  return all.map(customerOrderDto);
}

/** One of the customer's own orders; any other order (another customer's, another store's) is not found. */
export async function getOrderOfCustomer(store: Store, customer: UserRow, orderId: string): Promise<CustomerOrderDto> {
  const own = await findOrder(store.id, orderId, customer.id);
  const bundle = own ? (await bundles(store.id, [own]))[0] : null;
  if (!bundle) throw notFound("Order not found");
  return customerOrderDto(bundle);
}

/** One order of the store with its lines and transactions. */
export async function orderBundle(store: Store, orderId: string): Promise<OrderBundle> {
  const b = await findOrderBundle(store.id, orderId);
  if (!b) throw notFound("Order not found");
  return b;
}

// ---- what the payments slice and the jobs read and write of orders (they move an order only on evidence)

/** The stored order (of this customer, when named), or null. */
export function storedOrder(tenantId: TenantId, id: string, userId?: string): Promise<OrderRow | null> {
  return findOrder(tenantId, id, userId);
}

/** Unpaid online orders of every store older than `before`, oldest first. */
export function stalePendingOrders(before: Date, methods: readonly string[]): Promise<OrderRow[]> {
  return findStalePendingOrders(before, methods);
}

/** The list filter a query names (days are inclusive: `to` ends at the start of the next day, UTC). */
export function orderFilterOf(q: OrderListQuery): OrderListFilter {
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  return {
    search: q.search || undefined,
    status: q.status || undefined,
    paymentMethod: q.paymentMethod || undefined,
    source: q.source || undefined,
    paid: q.paid === "true" ? true : q.paid === "false" ? false : undefined,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
    to: q.to ? next(q.to) : undefined,
  };
}

/** Whether a GET /api/orders query asks for the paged answer (any filter, sort or page named). */
export const isPagedQuery = (q: OrderListQuery) => Object.values(q).some((v) => v !== undefined);

async function pageOf<T>(tenantId: TenantId, f: OrderListFilter, q: OrderListQuery, shape: (b: OrderBundle) => T): Promise<OrderPage<T>> {
  const page = q.page ?? 1;
  const limit = q.limit ?? ORDER_PAGE_SIZE;
  const { rows, total } = await pageOrders(tenantId, f, q.sort ?? "newest", page, limit);
  return { orders: (await bundles(tenantId, rows)).map(shape), total, page, limit, pages: Math.max(1, Math.ceil(total / limit)) };
}

/** GET /api/orders with filters: one page of the store's orders and the total count. */
export function listOrdersPage(store: Store, q: OrderListQuery): Promise<OrderPage<OrderDto>> {
  return pageOf(store.id, orderFilterOf(q), q, ownerOrderDto);
}

/** GET /api/customers/orders with page/limit: the customer's own orders, a page at a time. */
export function listCustomerOrdersPage(store: Store, customer: UserRow, q: OrderListQuery): Promise<OrderPage<CustomerOrderDto>> {
  return pageOf(store.id, { ...orderFilterOf(q), userId: customer.id }, q, customerOrderDto);
}

/** A timeline event on the wire. */
export type OrderEventDto = { id: string; type: string; message: string; data: Record<string, unknown>; actorName: string | null; createdAt: string };

/** GET /api/orders/{id}: the owner's view of one order with its timeline (oldest first). */
export async function getOrderWithTimeline(store: Store, orderId: string): Promise<OrderDto & { timeline: OrderEventDto[]; giftCardsBought?: BoughtGiftCardDto[] }> {
  const bundle = await findOrderBundle(store.id, orderId);
  if (!bundle) throw notFound("Order not found");
  const events = await eventsOf(store.id, orderId);
  const timeline: OrderEventDto[] = events.map((e) => ({ id: e.id, type: e.type, message: e.message, data: e.data, actorName: e.actorName, createdAt: e.createdAt.toISOString() }));
  // Orders placed before the timeline existed: their creation, from the order itself.
  if (!events.some((e) => e.type === "created")) {
    timeline.unshift({ id: `created-${orderId}`, type: "created", message: `Order placed by ${bundle.order.customerName}`, data: {}, actorName: bundle.order.customerName, createdAt: bundle.order.createdAt.toISOString() });
  }
  const bought = bundle.items.some((i) => i.productType === "gift_card") ? await boughtCardsOf(store.id, orderId) : undefined;
  return { ...ownerOrderDto(bundle), timeline, ...(bought ? { giftCardsBought: bought } : {}) };
}

/** A staff member as the timeline names them. */
export const actorOf = (u: UserRow): Actor => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email });
