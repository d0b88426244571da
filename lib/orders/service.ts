import { getEnv } from "@/lib/env";
import { priceOrder } from "@/lib/checkout/pricing";
import { notFound, unprocessable } from "@/lib/http/errors";
import type { Store } from "@/lib/tenancy/store";
import type { UserRow } from "@/lib/auth/schemas";
import { fromMinor, toMajor, toMinor } from "@/lib/money";
import { platformFee } from "@/lib/payments/fee";
import { availableMethods } from "@/lib/payments/methods";
import { toPaymentMethodsInfo } from "@/lib/payments/settings/service";
import { loadActiveTiers } from "@/lib/shipping/service";
import { invalidateProducts } from "@/lib/storefront/cache";
import { loadTaxRules } from "@/lib/tax/rules/service";
import {
  findOrder,
  findOrderBundle,
  hasCompletedPayment,
  listCustomerOrders,
  listStoreOrders,
  placeOrderAtomically,
  recordPayment,
  setOrderStatus,
  type StockShortage,
} from "./repository";
import { toCustomerOrderDto, toOrderDto, type CreateOrderInput, type CustomerOrderDto, type OrderDto, type PlacedOrderDto } from "./schemas";

/**
 * POST /api/orders: the server prices everything from the catalogue and
 * the store's rules, checks the payment method is offered, and takes the stock in the same transaction
 * that writes the order.
 */
export async function placeOrder(store: Store, customer: UserRow, input: CreateOrderInput): Promise<PlacedOrderDto> {
  const t = store.row;
  if (!t.isActive) throw unprocessable("This store is not taking orders at the moment");
  // Same product twice in the payload: one line with both quantities.
  const qty = new Map<string, number>();
  for (const i of input.items) qty.set(i.productId, (qty.get(i.productId) ?? 0) + i.quantity);
  const lines = [...qty].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.some((l) => l.quantity > 1000)) throw unprocessable("Invalid quantity", { items: "Invalid quantity" });

  const a = input.shippingAddress;
  const buyer = { country: a.country, state: a.state };
  const methods = toPaymentMethodsInfo(t);

  const placed = await placeOrderAtomically(store.id, lines, async (taken, tx) => {
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
    return {
      userId: customer.id,
      customerEmail: a.email,
      customerName: `${a.firstName} ${a.lastName}`.trim(),
      customerAddress: [a.address, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(", "),
      customerPhone: a.phone,
      shippingCountry: a.country,
      shippingState: a.state,
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
  });
  if (!placed.ok) throw shortageError(placed.shortage);
  const { order, items } = placed;
  invalidateProducts(store.id, lines.map((l) => l.productId));

  return {
    id: order.id,
    status: order.status,
    currency: order.currency,
    subtotal: order.subtotal,
    shipping: order.shipping,
    tax: order.tax,
    taxBreakdown: order.taxBreakdown,
    taxInclusive: t.taxationType === "inclusive" && t.taxEnabled,
    codCharges: order.codCharges,
    total: order.total,
    paymentMethod: order.paymentMethod ?? input.paymentMethod,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
  };
}

function shortageError(s: StockShortage) {
  const msg = s.kind === "unavailable" ? "A product in your cart is no longer available" : s.left > 0 ? `Only ${s.left} of ${s.name} left in stock` : `${s.name} is out of stock`;
  return unprocessable(msg, { items: msg });
}

/** The store's orders with items and transactions, for the owner's order list. */
export async function listOrdersOfStore(store: Store): Promise<OrderDto[]> {
  const bundles = await listStoreOrders(store.id);
  return bundles.map((b) => toOrderDto(b.order, b.items, b.transactions));
}

/** A signed-in customer's own orders in this store, newest first. */
export async function listOrdersOfCustomer(store: Store, customer: UserRow): Promise<CustomerOrderDto[]> {
  const bundles = await listCustomerOrders(store.id, customer.id);
  return bundles.map((b) => toCustomerOrderDto(b.order, b.items, b.transactions));
}

/** One of the customer's own orders; any other order (another customer's, another store's) is not found. */
export async function getOrderOfCustomer(store: Store, customer: UserRow, orderId: string): Promise<CustomerOrderDto> {
  const own = await findOrder(store.id, orderId, customer.id);
  const bundle = own ? await findOrderBundle(store.id, own.id) : null;
  if (!bundle) throw notFound("Order not found");
  return toCustomerOrderDto(bundle.order, bundle.items, bundle.transactions);
}

/**
 * The owner sets a status (any value at any time: the owner knows what happened offline). Marking an order paid that has no recorded payment (cash
 * collected on delivery) records one transaction for its total, with the platform fee.
 */
export async function updateOrderStatus(store: Store, orderId: string, status: OrderDto["status"]): Promise<OrderDto> {
  const tenantId = store.id;
  const order = await findOrder(tenantId, orderId);
  if (!order) throw notFound("Order not found");
  if (status === "paid" && !(await hasCompletedPayment(tenantId, orderId))) {
    const amount = toMinor(order.total);
    const { fee } = platformFee(amount, getEnv().PLATFORM_FEE_PERCENT, order.currency);
    await recordPayment({
      tenantId,
      orderId,
      paymentMethod: order.paymentMethod ?? "manual",
      gatewayTransactionId: `manual-${orderId}`,
      amount,
      fee,
      currency: order.currency,
    });
  } else {
    await setOrderStatus(tenantId, orderId, status);
  }
  const bundle = await findOrderBundle(tenantId, orderId);
  if (!bundle) throw notFound("Order not found");
  return toOrderDto(bundle.order, bundle.items, bundle.transactions);
}

/** One order of the store with its lines and transactions. */
export async function orderBundle(store: Store, orderId: string) {
  const b = await findOrderBundle(store.id, orderId);
  if (!b) throw notFound("Order not found");
  return b;
}

/**
 * The order reads and writes the payments slice builds its flows on (it moves an order's status only on
 * a provider's evidence); they live here because the orders tables belong to this slice.
 */
export {
  closeUnpaidOrder,
  findOrder,
  findOrderByGatewayOrderId,
  findOrderByPaymentIntent,
  findOrderByTransaction,
  listAbandonedOrders,
  recordMismatchedPayment,
  recordPayment,
  recordRefund,
  runExclusively,
  setGatewayRefs,
  withLockedOrder,
  type OrderMoney,
} from "./repository";
