import "server-only";
import { getEnv } from "@/lib/env";
import { StockShortageError, takeStock, type StockShortage } from "@/lib/catalog/inventory/service";
import { priceOrder } from "@/lib/checkout/pricing";
import { badRequest, notFound, unprocessable } from "@/lib/errors";
import { listAddressesOf } from "@/lib/customers/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import type { UserRow } from "@/lib/auth/schemas";
import { fromMinor, toMajor } from "@/lib/money";
import { platformFee } from "@/lib/checkout/fee";
import { availableMethods } from "@/lib/checkout/payment-methods";
import { toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import { loadActiveTiers } from "@/lib/shipping/service";
import { invalidateProducts } from "@/lib/cache/tags";
import { loadTaxRules } from "@/lib/tax/rules/service";
import type { Tx } from "@/db/client";
import type { TakenProduct } from "@/lib/catalog/inventory/schemas";
import { kickMail, queueMail, sendLater } from "@/lib/mail/service";
import { claimOrReplay, rememberResponse } from "./idempotency/service";
import { takeInvoiceNumber } from "./invoice-counter/repository";
import { findTransactions } from "./ledger/repository";
import {
  findCustomerOrders,
  findItems,
  findOrder,
  findStalePendingOrders,
  findStoreOrders,
  inTransaction,
  insertOrder,
  setGatewayRefs,
  type NewOrder,
} from "./repository";
import { changeStatusByHand } from "./status";
import { transitionMessage } from "./transitions";
import {
  taxBreakdownDto,
  toCustomerOrderDto,
  toOrderDto,
  type CreateOrderInput,
  type CustomerOrderDto,
  type OrderDto,
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
  // Same product twice in the payload: one line with both quantities.
  const qty = new Map<string, number>();
  for (const i of input.items) qty.set(i.productId, (qty.get(i.productId) ?? 0) + i.quantity);
  const lines = [...qty].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.some((l) => l.quantity > 1000)) throw unprocessable("Invalid quantity", { items: "Invalid quantity" });

  const dest = await destinationOf(store, customer, input);
  const buyer = { country: dest.country, state: dest.state };
  const methods = toPaymentMethodsInfo(t);

  let answer: PlaceOrderAnswer;
  let mails: (string | null)[] = [];
  try {
    answer = await inTransaction(async (tx) => {
      if (idempotencyKey) {
        const replay = await claimOrReplay(tx, store.id, customer.id, idempotencyKey, input);
        if (replay) return { status: replay.status, body: storedPlacedOrder(replay.body), replayed: true };
      }
      const taken = await takeStock(tx, store.id, lines);
      const ruleIds = [...taken.values()].map((p) => p.taxRuleId).filter((x): x is string => !!x);
      // One after the other: a transaction is one connection, and pg refuses overlapping queries on it.
      const rules = await loadTaxRules(store.id, ruleIds, tx);
      const tiers = await loadActiveTiers(store.id, tx);
      const priced = lines.map((l) => {
        const p = taken.get(l.productId)!;
        return { product: p, quantity: l.quantity, rule: p.taxRuleId ? (rules.get(p.taxRuleId) ?? null) : null };
      });
      const price = priceOrder({
        store: { country: t.country, currency: t.currency, taxEnabled: t.taxEnabled, taxationType: t.taxationType, codCharges: t.codCharges },
        lines: priced.map((p) => ({ unitPrice: p.product.price, quantity: p.quantity, taxable: p.product.taxable, rule: p.rule })),
        buyer,
        tiers,
        paymentMethod: input.paymentMethod,
      });
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
        taxBreakdown: price.taxBreakdown.map((b) => ({ label: b.label, rate: b.rate, amount: toMajor(b.amount) })),
        codCharges: fromMinor(price.codCharges),
        total: fromMinor(price.total),
        paymentMethod: input.paymentMethod,
        items: priced.map((p) => ({
          productId: p.product.id,
          productName: p.product.name,
          productImage: p.product.images[0] ?? null,
          price: p.product.price,
          quantity: p.quantity,
        })),
      };
      const { order, items } = await insertOrder(tx, store.id, o, await takeInvoiceNumber(tx, store.id));
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
  if (!answer.replayed) {
    invalidateProducts(store.id, lines.map((l) => l.productId));
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
  lines: { productId: string; quantity: number }[],
): Promise<(string | null)[]> {
  const payload = { orderId, ...(origin ? { origin } : {}) };
  const ids = [
    await queueMail({ tenantId, kind: "order-confirmation", payload, dedupeKey: `order-confirmation:${orderId}` }, tx),
    await queueMail({ tenantId, kind: "owner-new-order", payload, dedupeKey: `owner-new-order:${orderId}` }, tx),
  ];
  for (const p of taken) {
    const q = lines.find((l) => l.productId === p.id)?.quantity ?? 0;
    if (p.trackQuantity && p.quantity <= LOW_STOCK_AT && p.quantity + q > LOW_STOCK_AT) {
      ids.push(await queueMail({ tenantId, kind: "low-stock", payload: { product: p.name, left: p.quantity, ...(origin ? { origin } : {}) } }, tx));
    }
  }
  return ids;
}

const PLACED_FIELDS = [
  "id", "invoiceNumber", "status", "currency", "subtotal", "shipping", "tax", "taxBreakdown", "taxInclusive", "codCharges", "total", "paymentMethod", "itemCount",
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

export type OrderBundle = { order: OrderRow; items: OrderItemRow[]; transactions: TransactionRow[] };

async function bundles(tenantId: TenantId, rows: OrderRow[]): Promise<OrderBundle[]> {
  const ids = rows.map((r) => r.id);
  const [items, txs] = await Promise.all([findItems(tenantId, ids), findTransactions(tenantId, ids)]);
  return rows.map((order) => ({
    order,
    items: items.filter((i) => i.orderId === order.id),
    transactions: txs.filter((x) => x.orderId === order.id),
  }));
}

async function findOrderBundle(tenantId: TenantId, id: string): Promise<OrderBundle | null> {
  const row = await findOrder(tenantId, id);
  return row ? (await bundles(tenantId, [row]))[0] : null;
}

/** The store's orders with items and transactions, for the owner's order list. */
export async function listOrdersOfStore(store: Store): Promise<OrderDto[]> {
  const all = await bundles(store.id, await findStoreOrders(store.id));
  return all.map((b) => toOrderDto(b.order, b.items, b.transactions));
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
  return all.map((b) => toCustomerOrderDto(b.order, b.items, b.transactions));
}

/** One of the customer's own orders; any other order (another customer's, another store's) is not found. */
export async function getOrderOfCustomer(store: Store, customer: UserRow, orderId: string): Promise<CustomerOrderDto> {
  const own = await findOrder(store.id, orderId, customer.id);
  const bundle = own ? (await bundles(store.id, [own]))[0] : null;
  if (!bundle) throw notFound("Order not found");
  return toCustomerOrderDto(bundle.order, bundle.items, bundle.transactions);
}

/**
 * The owner sets a status by hand, within the allowed moves (lib/orders/transitions.ts): marking an order
 * paid with no money recorded (cash collected) records one transaction for its total with the platform
 * fee; leaving paid for an unpaid status reverses what was recorded; cancelling gives the stock back once.
 */
export async function updateOrderStatus(store: Store, orderId: string, status: OrderDto["status"]): Promise<OrderDto> {
  const tenantId = store.id;
  const percent = getEnv().PLATFORM_FEE_PERCENT;
  const change = await changeStatusByHand(tenantId, orderId, status, (amount, currency) => platformFee(amount, percent, currency).fee);
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
  return toOrderDto(bundle.order, bundle.items, bundle.transactions);
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
