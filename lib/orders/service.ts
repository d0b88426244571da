import "server-only";
import { getEnv } from "@/lib/env";
import { resolveLines, StockShortageError, takeStock, type StockShortage } from "@/lib/catalog/inventory/service";
import { priceOrder } from "@/lib/checkout/pricing";
import { badRequest, conflict, notFound, unprocessable } from "@/lib/errors";
import { listAddressesOf } from "@/lib/customers/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import type { UserRow } from "@/lib/auth/schemas";
import { fromMinor } from "@/lib/money";
import { platformFee } from "@/lib/checkout/fee";
import { availableMethods } from "@/lib/checkout/payment-methods";
import { toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import { loadActiveTiers } from "@/lib/shipping/service";
import { invalidateProducts, invalidateTakenStock } from "@/lib/cache/tags";
import { loadTaxRules } from "@/lib/tax/rules/service";
import type { Tx } from "@/db/client";
import type { TakenProduct } from "@/lib/catalog/inventory/schemas";
import { kickMail, queueMails, sendLater, type QueueMail } from "@/lib/mail/service";
import { claimOrReplay, rememberResponse } from "./idempotency/service";
import { basketDiscounts, INVALID_CODE, redeem } from "@/lib/discounts/service";
import { BETTER_DISCOUNT } from "@/lib/discounts/apply";
import { findProductsByIds } from "@/lib/catalog/products/service";
import { takeInvoiceNumber } from "./invoice-counter/repository";
import { findTransactions } from "./ledger/repository";
import { findFulfillments } from "./fulfillment/repository";
import { addEvent, listEvents } from "./timeline/repository";
import {
  findCustomerOrders,
  findItems,
  findOrder,
  findStalePendingOrders,
  findStoreOrders,
  inTransaction,
  insertOrder,
  pageOrders,
  setGatewayRefs,
  type NewOrder,
  type OrderListFilter,
} from "./repository";
import { addOrderNote, cancelOrderRecord, changeStatusByHand, restockRefundedOrder, type Actor } from "./status";
import { fulfillOrder, type FulfillmentInput } from "./fulfillment/service";
import { transitionMessage } from "./transitions";
import {
  taxBreakdownDto,
  toCustomerOrderDto,
  toOrderDto,
  type CreateOrderInput,
  type CustomerOrderDto,
  type OrderDto,
  type FulfillmentDto,
  ORDER_PAGE_SIZE,
  type OrderListQuery,
  type OrderPage,
  type OrderItemRow,
  type OrderRow,
  type PlacedOrderDto,
  type TransactionRow,
} from "./schemas";

/** What POST /api/orders answers: the status and body, and whether they were replayed for an Idempotency-Key. */
export type PlaceOrderAnswer = { status: number; body: PlacedOrderDto; replayed: boolean };

/**
 * POST /api/orders: the server prices everything from the catalogue and the store's rules, checks the
 * payment method is offered, and takes the stock (the catalogue's takeStock) in the same transaction that
 * writes the order. With an Idempotency-Key the key is claimed first in that transaction, so a repeat of
 * the request answers the first one's order instead of placing another (./idempotency/service.ts).
 */
export async function placeOrder(
  store: Store,
  customer: UserRow,
  input: CreateOrderInput,
  idempotencyKey: string | null = null,
  origin: string | null = null,
): Promise<PlaceOrderAnswer> {
  const t = store.row;
  if (!t.isActive) throw unprocessable("This store is not taking orders at the moment");
  // Each line names a variant (or the product's only one); the same variant twice is one line with both quantities.
  const resolved = await resolveLines(null, store.id, input.items);
  if (resolved.problems.length) {
    const errors = Object.fromEntries(resolved.problems.map((p) => [`items.${p.index}.variantId`, p.message]));
    throw badRequest(resolved.problems[0].message, errors);
  }
  // A product that is not this store's (or was deleted) cannot be bought.
  if (resolved.unknown.length) throw shortageError({ kind: "unavailable" });
  const lines = resolved.lines;
  if (lines.some((l) => l.quantity > 1000)) throw unprocessable("Invalid quantity", { items: "Invalid quantity" });

  const dest = await destinationOf(store, customer, input);
  // The discounts that may apply (the code, the automatic ones, what is known of the shopper): read before the
  // transaction; the uses are counted inside it, where the limit is enforced.
  const productRows = await findProductsByIds(store.id, [...new Set(lines.map((l) => l.productId))]);
  // The store's rules are read here, not inside the transaction: every statement between taking the stock and
  // the commit holds the variant's row lock (and the invoice counter's), so the transaction keeps only what must
  // be atomic. The tax rules are the products' (as read above). One after the other: side by side they took
  // three pool connections per order, and 50 checkouts at once then waited for the pool instead.
  const ruleIds = [...new Set(productRows.map((p) => p.taxRuleId).filter((x): x is string => !!x))];
  const basket = await basketDiscounts(store.id, input.discountCode ?? null, customer.id, productRows);
  const rules = await loadTaxRules(store.id, ruleIds);
  const tiers = await loadActiveTiers(store.id);
  if (basket.unknownCode) throw unprocessable(INVALID_CODE, { discountCode: INVALID_CODE });
  const buyer = { country: dest.country, state: dest.state };
  const methods = toPaymentMethodsInfo(t);

  let answer: PlaceOrderAnswer;
  let mails: (string | null)[] = [];
  let takenNow: TakenProduct[] = [];
  try {
    answer = await inTransaction(async (tx) => {
      if (idempotencyKey) {
        const replay = await claimOrReplay(tx, store.id, customer.id, idempotencyKey, input);
        if (replay) return { status: replay.status, body: storedPlacedOrder(replay.body), replayed: true };
      }
      const taken = await takeStock(tx, store.id, lines);
      takenNow = [...taken.values()];
      // A product's tax rule changed since it was read (rare): its rule is read now, in the transaction.
      const missing = [...new Set(takenNow.map((p) => p.taxRuleId).filter((id): id is string => !!id && !rules.has(id)))];
      const allRules = missing.length ? new Map([...rules, ...(await loadTaxRules(store.id, missing, tx))]) : rules;
      const priced = lines.map((l) => {
        const p = taken.get(l.variantId)!;
        return { product: p, quantity: l.quantity, rule: p.taxRuleId ? (allRules.get(p.taxRuleId) ?? null) : null };
      });
      const price = priceOrder({
        store: { country: t.country, currency: t.currency, taxEnabled: t.taxEnabled, taxationType: t.taxationType, codCharges: t.codCharges },
        lines: priced.map((p) => ({
          unitPrice: p.product.price,
          quantity: p.quantity,
          taxable: p.product.taxable,
          rule: p.rule,
          productId: p.product.id,
          ...basket.targets.get(p.product.id),
        })),
        buyer,
        tiers,
        paymentMethod: input.paymentMethod,
        discounts: basket,
      });
      // A code that does not apply fails the order (the shopper expected it); one beaten by a better automatic
      // discount does not (the order is cheaper than what the code would have given).
      if (price.codeError && price.codeError !== BETTER_DISCOUNT) throw unprocessable(price.codeError, { discountCode: price.codeError });
      // The method must be offered for this subtotal (COD minimum, switches and keys).
      if (!availableMethods(methods, price.subtotal).includes(input.paymentMethod)) {
        throw unprocessable("This payment method is not available for this order", { paymentMethod: "This payment method is not available for this order" });
      }
      const o: NewOrder = {
        userId: customer.id,
        customerEmail: dest.email,
        customerName: dest.name,
        customerAddress: dest.address,
        customerPhone: dest.phone,
        shippingCountry: dest.country,
        shippingState: dest.state,
        currency: t.currency,
        subtotal: fromMinor(price.subtotal),
        shipping: fromMinor(price.shipping),
        tax: fromMinor(price.tax),
        taxBreakdown: price.taxBreakdown.map((b) => ({ label: b.label, rate: b.rate, amount: fromMinor(b.amount) })),
        codCharges: fromMinor(price.codCharges),
        discountCode: price.discounts.find((d) => d.code)?.code ?? null,
        discountTotal: fromMinor(price.discountTotal),
        shippingDiscount: fromMinor(price.shippingDiscount),
        discounts: price.discounts.map((d) => ({ id: d.id, code: d.code, title: d.title, type: d.type, amount: fromMinor(d.amount) })),
        total: fromMinor(price.total),
        paymentMethod: input.paymentMethod,
        items: priced.map((p, i) => ({
          productId: p.product.id,
          productName: p.product.name,
          productImage: p.product.image,
          variantId: p.product.variantId,
          variantTitle: p.product.variantTitle,
          sku: p.product.sku,
          price: p.product.price,
          quantity: p.quantity,
          discount: fromMinor(price.lineDiscounts[i]),
        })),
      };
      const { order, items } = await insertOrder(tx, store.id, o, await takeInvoiceNumber(tx, store.id));
      await addEvent(tx, store.id, order.id, {
        type: "created",
        message: `Order placed by ${dest.name} (${input.paymentMethod})${o.discountCode ? ` with code ${o.discountCode}` : ""}`,
        actorId: customer.id,
        actorName: dest.name,
      });
      await redeem(tx, store.id, order.id, customer.id, price.discounts, [...(basket.code ? [basket.code] : []), ...basket.automatic]);
      const body = toPlacedOrderDto(order, items, t.taxationType === "inclusive" && t.taxEnabled, input.paymentMethod);
      if (idempotencyKey) await rememberResponse(tx, store.id, customer.id, idempotencyKey, order.id, { status: 201, body });
      // The mails are rows of this transaction: committed with the order or not at all (record 0071).
      mails = await queueOrderMails(tx, store.id, order.id, origin, [...taken.values()], lines);
      return { status: 201, body, replayed: false };
    });
  } catch (err) {
    if (err instanceof StockShortageError) throw shortageError(err.shortage);
    throw err;
  }
  // After the commit nothing may turn the answer into an error: both of these only log their failures.
  if (!answer.replayed) {
    invalidateTakenStock(store.id, takenNow);
    kickMail(mails);
  }
  return answer;
}

/** Products at or below this many left alert the owner, once per crossing. */
export const LOW_STOCK_AT = 5;

/**
 * The order's mails, written in its transaction: the shopper's confirmation, the owner's 'New order',
 * and a low-stock alert for each tracked product this order took from above LOW_STOCK_AT to at or below
 * it (once per crossing: the crossing happens in one order only). The worker renders them.
 */
async function queueOrderMails(
  tx: Tx,
  tenantId: TenantId,
  orderId: string,
  origin: string | null,
  taken: TakenProduct[],
  lines: { productId: string; variantId: string; quantity: number }[],
): Promise<(string | null)[]> {
  const payload = { orderId, ...(origin ? { origin } : {}) };
  const mails: QueueMail[] = [
    { tenantId, kind: "order-confirmation", payload, dedupeKey: `order-confirmation:${orderId}` },
    { tenantId, kind: "owner-new-order", payload, dedupeKey: `owner-new-order:${orderId}` },
  ];
  for (const p of taken) {
    // Per variant: stock is kept per variant, so "M / Navy" can run low while the other sizes are full.
    const q = lines.find((l) => l.variantId === p.variantId)?.quantity ?? 0;
    if (p.trackQuantity && p.quantity <= LOW_STOCK_AT && p.quantity + q > LOW_STOCK_AT) {
      const product = p.variantTitle ? `${p.name} — ${p.variantTitle}` : p.name;
      mails.push({ tenantId, kind: "low-stock", payload: { product, left: p.quantity, ...(origin ? { origin } : {}) } });
    }
  }
  // One statement for all of them: it runs while the order holds the stock's row lock.
  return queueMails(mails, tx);
}

const PLACED_FIELDS = [
  "id", "invoiceNumber", "status", "currency", "subtotal", "shipping", "tax", "taxBreakdown", "taxInclusive", "codCharges",
  "discountCode", "discountTotal", "shippingDiscount", "total", "paymentMethod", "itemCount",
] as const satisfies readonly (keyof PlacedOrderDto)[];

/** A stored answer in the DTO's own field order (jsonb keeps keys in its own order), so a replay reads the same. */
function storedPlacedOrder(body: Record<string, unknown>): PlacedOrderDto {
  const dto = Object.fromEntries(PLACED_FIELDS.map((k) => [k, body[k]])) as PlacedOrderDto;
  // Nested objects too: jsonb orders keys by length ("rate" before "label").
  return { ...dto, taxBreakdown: dto.taxBreakdown.map((b) => ({ label: b.label, rate: b.rate, amount: b.amount })) };
}

function toPlacedOrderDto(order: OrderRow, items: OrderItemRow[], taxInclusive: boolean, method: string): PlacedOrderDto {
  return {
    id: order.id,
    invoiceNumber: order.invoiceNumber,
    status: order.status,
    currency: order.currency,
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    taxBreakdown: taxBreakdownDto(order.taxBreakdown),
    taxInclusive,
    codCharges: order.codCharges,
    discountCode: order.discountCode,
    discountTotal: order.discountTotal,
    shippingDiscount: order.shippingDiscount,
    total: order.total,
    paymentMethod: order.paymentMethod ?? method,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
  };
}

const NO_ADDRESS = "Add a shipping address before placing the order";

/**
 * Where the order goes and who it is for. The structured shippingAddress (our checkout) wins; a client
 * that sends only the text fields gets tax and shipping from the customer's default saved address, else
 * the first saved one. The text fields, when sent, are what the order shows.
 */
async function destinationOf(store: Store, customer: UserRow, input: CreateOrderInput) {
  const a = input.shippingAddress;
  if (a) {
    return {
      email: input.customerEmail ?? a.email,
      name: input.customerName ?? `${a.firstName} ${a.lastName}`.trim(),
      address: input.customerAddress ?? [a.address, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(", "),
      phone: a.phone ?? null,
      country: a.country,
      state: a.state,
    };
  }
  const [saved] = await listAddressesOf(store, customer);
  if (!saved) throw badRequest(NO_ADDRESS, { shippingAddress: NO_ADDRESS });
  return {
    email: input.customerEmail ?? customer.email,
    name: input.customerName ?? `${saved.firstName} ${saved.lastName}`.trim(),
    address:
      input.customerAddress ??
      [saved.address1, saved.address2, saved.city, saved.state, saved.zipCode, saved.country].filter(Boolean).join(", "),
    phone: saved.phone || null,
    country: saved.country,
    state: saved.state,
  };
}

function shortageError(s: StockShortage) {
  const msg = s.kind === "unavailable" ? "A product in your cart is no longer available" : s.left > 0 ? `Only ${s.left} of ${s.name} left in stock` : `${s.name} is out of stock`;
  return unprocessable(msg, { items: msg });
}

export type OrderBundle = { order: OrderRow; items: OrderItemRow[]; transactions: TransactionRow[]; fulfillments: FulfillmentDto[] };

async function bundles(tenantId: TenantId, rows: OrderRow[]): Promise<OrderBundle[]> {
  const ids = rows.map((r) => r.id);
  const [items, txs, ships] = await Promise.all([findItems(tenantId, ids), findTransactions(tenantId, ids), findFulfillments(tenantId, ids)]);
  const shipped = new Map<string, FulfillmentDto[]>();
  for (const f of ships.fulfillments) {
    const dto: FulfillmentDto = {
      id: f.id,
      carrier: f.carrier,
      trackingNumber: f.trackingNumber,
      trackingUrl: f.trackingUrl,
      createdAt: f.createdAt.toISOString(),
      items: ships.items.filter((i) => i.fulfillmentId === f.id).map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
    };
    shipped.set(f.orderId, [...(shipped.get(f.orderId) ?? []), dto]);
  }
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

async function findOrderBundle(tenantId: TenantId, id: string): Promise<OrderBundle | null> {
  const row = await findOrder(tenantId, id);
  return row ? (await bundles(tenantId, [row]))[0] : null;
}

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

/**
 * The owner sets a status by hand, within the allowed moves (lib/orders/transitions.ts): marking an order
 * paid with no money recorded (cash collected) records one transaction for its total with the platform
 * fee; leaving paid for an unpaid status reverses what was recorded; cancelling gives the stock back once.
 */
export async function updateOrderStatus(store: Store, orderId: string, status: OrderDto["status"], actor: Actor | null = null): Promise<OrderDto> {
  const tenantId = store.id;
  const percent = getEnv().PLATFORM_FEE_PERCENT;
  const change = await changeStatusByHand(tenantId, orderId, status, (amount, currency) => platformFee(amount, percent, currency).fee, actor);
  if (!change) throw notFound("Order not found");
  if (!change.ok) {
    const msg = transitionMessage(change.from, status);
    throw unprocessable(msg, { status: msg });
  }
  const bundle = await findOrderBundle(tenantId, orderId);
  if (!bundle) throw notFound("Order not found");
  // Stock came back: the storefront's cached stock figures are stale.
  if (status === "cancelled") invalidateProducts(store.id, bundle.items.flatMap((i) => (i.productId ? [i.productId] : [])));
  // Shipped, delivered: the shopper hears of it, once per order and status.
  if (status === "shipped" || status === "delivered") {
    await sendLater({ tenantId, kind: status, payload: { orderId }, dedupeKey: `${status}:${orderId}` });
  }
  // Cancelled from the status menu: the shopper hears of it as from the Cancel button (no reason given here).
  if (status === "cancelled") await sendLater({ tenantId, kind: "cancelled", payload: { orderId }, dedupeKey: `cancelled:${orderId}` });
  return ownerOrderDto(bundle);
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

/** Remember the provider's current object on a pending order; null when the order is no longer pending. */
export function rememberGatewayRefs(tenantId: TenantId, id: string, refs: { gatewayOrderId?: string; paymentIntentId?: string }): Promise<OrderRow | null> {
  return setGatewayRefs(tenantId, id, refs);
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
export async function getOrderWithTimeline(store: Store, orderId: string): Promise<OrderDto & { timeline: OrderEventDto[] }> {
  const bundle = await findOrderBundle(store.id, orderId);
  if (!bundle) throw notFound("Order not found");
  const events = await listEvents(store.id, orderId);
  const timeline: OrderEventDto[] = events.map((e) => ({ id: e.id, type: e.type, message: e.message, data: e.data, actorName: e.actorName, createdAt: e.createdAt.toISOString() }));
  // Orders placed before the timeline existed: their creation, from the order itself.
  if (!events.some((e) => e.type === "created")) {
    timeline.unshift({ id: `created-${orderId}`, type: "created", message: `Order placed by ${bundle.order.customerName}`, data: {}, actorName: bundle.order.customerName, createdAt: bundle.order.createdAt.toISOString() });
  }
  return { ...ownerOrderDto(bundle), timeline };
}

/** POST /api/orders/{id}/notes. */
export async function noteOnOrder(store: Store, orderId: string, note: string, actor: Actor) {
  if (!(await addOrderNote(store.id, orderId, note, actor))) throw notFound("Order not found");
  return getOrderWithTimeline(store, orderId);
}

/** The order record's part of a cancellation (payments refunds first): 409 twice, 422 once shipped. */
export async function cancelOrderAfterRefund(store: Store, orderId: string, opts: { restock: boolean; reason: string | null; actor: Actor | null }) {
  const r = await cancelOrderRecord(store.id, orderId, opts);
  if (!r) throw notFound("Order not found");
  if (!r.ok) {
    if (r.reason === "already") throw conflict("This order is already cancelled");
    if (r.reason === "shipped") throw unprocessable(`An order that is ${r.from} cannot be cancelled: refund it instead`);
    throw unprocessable(`An order that is ${r.from} cannot be cancelled`);
  }
  invalidateProducts(store.id, (await findOrderBundle(store.id, orderId))?.items.flatMap((i) => (i.productId ? [i.productId] : [])) ?? []);
  return getOrderWithTimeline(store, orderId);
}

/** After a full refund, the goods came back: stock back once. */
export async function restockAfterRefund(store: Store, orderId: string, actor: Actor | null) {
  const r = await restockRefundedOrder(store.id, orderId, actor);
  if (!r) throw notFound("Order not found");
  if (r === "not_refunded") throw unprocessable("Restock applies once the order is refunded in full", { restock: "Restock applies once the order is refunded in full" });
  invalidateProducts(store.id, (await findOrderBundle(store.id, orderId))?.items.flatMap((i) => (i.productId ? [i.productId] : [])) ?? []);
}

/** POST /api/orders/{id}/fulfillments: ship some or all of it; answers the order with its timeline. */
export async function shipOrder(store: Store, orderId: string, input: FulfillmentInput, actor: Actor) {
  const f = await fulfillOrder(store.id, orderId, input, actor);
  // The shopper hears of each shipment, with its tracking link (once per shipment).
  await sendLater({
    tenantId: store.id,
    kind: "shipped",
    payload: { orderId, fulfillmentId: f.id, tracking: { carrier: f.carrier, number: f.trackingNumber, url: f.trackingUrl } },
    dedupeKey: `shipment:${f.id}`,
  });
  return getOrderWithTimeline(store, orderId);
}

/** A staff member as the timeline names them. */
export const actorOf = (u: UserRow): Actor => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email });
