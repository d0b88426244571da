import "server-only";
import type { Tx } from "@/db/client";
import type { DraftOrderRow, OrderSource } from "@/db/schema";
import { currentOrigin } from "@/lib/activity/context";
import { createInvitedGuest, findUserById } from "@/lib/auth/service";
import type { UserRow } from "@/lib/auth/schemas";
import { invalidateTakenStock } from "@/lib/cache/tags";
import { StockShortageError, takeStock, type StockLine } from "@/lib/catalog/inventory/service";
import type { TakenProduct } from "@/lib/catalog/inventory/schemas";
import { platformFee } from "@/lib/checkout/fee";
import { availableMethods, toPaymentMethodsInfo, type PaymentMethod } from "@/lib/checkout/payment-methods";
import { lockDraftById, lockDraftByToken, markDraftCompleted, priceDraft } from "@/lib/draft-orders/service";
import { getEnv } from "@/lib/env";
import { conflict, notFound, unprocessable } from "@/lib/errors";
import { kickMail, queueMails, type QueueMail } from "@/lib/mail/service";
import { fromMinor, toMinor } from "@/lib/money";
import { inOrderTransaction, numberPlacedOrder, writePlacedOrder } from "@/lib/orders/changes";
import { recordPayment } from "@/lib/orders/ledger/service";
import type { NewOrder, OrderDto } from "@/lib/orders/schemas";
import { orderBundle, ownerOrderDto, storedOrder } from "@/lib/orders/service";
import type { Store } from "@/lib/tenancy/store";

/**
 * A draft order becomes an order (issue 45 §2, record 0153), once: by the owner (POST /api/draft-orders/{id}/complete,
 * cash in the shop or COD) or by the shopper starting to pay its invoice link (POST /api/checkout/pay/{token}). The
 * draft's row is locked first, so concurrent completions queue and each after the first finds it completed and
 * answers the same order; the stock is taken, the order written (its orders/created event with its activity
 * entry) and the draft marked completed in one transaction.
 */

type Made = { orderId: string; created: boolean };

/** The order's rows from the locked draft, in the caller's transaction. Stock is taken here and only here. */
async function makeOrder(
  tx: Tx,
  store: Store,
  d: DraftOrderRow,
  o: { userId: string | null; paymentMethod: PaymentMethod; source: OrderSource; paid: boolean; how: string; ownerMail: boolean },
  taken: TakenProduct[],
  mails: (string | null)[],
): Promise<string> {
  const stock = new Map<string, StockLine>();
  for (const l of d.lines) {
    if (!l.variantId || !l.productId) continue;
    const s = stock.get(l.variantId);
    if (s) s.quantity += l.quantity;
    else stock.set(l.variantId, { productId: l.productId, variantId: l.variantId, quantity: l.quantity });
  }
  const got = await takeStock(tx, store.id, [...stock.values()]);
  taken.push(...got.values());
  // The prices the owner agreed (the draft's), priced by the checkout's function now, with the tax rules of now.
  const price = await priceDraft(store, d, o.paymentMethod, tx);
  const a = d.shippingAddress;
  const order: NewOrder = {
    userId: o.userId,
    customerEmail: d.email,
    customerName: a?.name || d.customerName || d.email,
    customerAddress: a ? [a.address, a.city, a.state, a.zipCode, a.country].filter(Boolean).join(", ") : "",
    customerPhone: a?.phone ?? d.phone,
    shippingCountry: a?.country ?? store.row.country,
    shippingState: a?.state ?? null,
    currency: store.row.currency,
    subtotal: fromMinor(price.subtotal),
    shipping: fromMinor(price.shipping),
    tax: fromMinor(price.tax),
    taxBreakdown: price.taxBreakdown.map((b) => ({ label: b.label, rate: b.rate, amount: fromMinor(b.amount) })),
    codCharges: fromMinor(price.codCharges),
    discountCode: null,
    discountTotal: fromMinor(price.discountTotal),
    shippingDiscount: fromMinor(price.shippingDiscount),
    discounts: price.discounts.map((x) => ({ id: x.id, code: x.code, title: x.title, type: x.type, amount: fromMinor(x.amount) })),
    total: fromMinor(price.total),
    paymentMethod: o.paymentMethod,
    source: o.source,
    draftOrderId: d.id,
    items: d.lines.map((l, i) => ({
      productId: l.productId,
      productName: l.title,
      productImage: l.image,
      variantId: l.variantId,
      variantTitle: l.variantTitle,
      sku: l.sku,
      price: l.price,
      quantity: l.quantity,
      discount: fromMinor(price.lineDiscounts[i]),
    })),
  };
  const { order: placed } = await writePlacedOrder(tx, store.id, order, { type: "created", message: `Order made from a draft (${o.how})` });
  await markDraftCompleted(tx, store.id, d, placed.id, o.how);
  const payload = { orderId: placed.id };
  const list: QueueMail[] = [{ tenantId: store.id, kind: "order-confirmation", payload, dedupeKey: `order-confirmation:${placed.id}` }];
  if (o.ownerMail) list.push({ tenantId: store.id, kind: "owner-new-order", payload, dedupeKey: `owner-new-order:${placed.id}` });
  mails.push(...(await queueMails(list, tx)));
  // Numbered last but for the payment: the store's counter is locked from here to commit (issue 35).
  await numberPlacedOrder(tx, store.id, placed);
  if (o.paid) {
    const amount = toMinor(order.total);
    const { fee } = platformFee(amount, getEnv().PLATFORM_FEE_PERCENT, order.currency);
    await recordPayment(
      { tenantId: store.id, orderId: placed.id, paymentMethod: o.paymentMethod, gatewayTransactionId: `manual-${placed.id}`, amount, fee, currency: order.currency },
      tx,
    );
  }
  return placed.id;
}

async function converting(store: Store, fn: (tx: Tx, taken: TakenProduct[], mails: (string | null)[]) => Promise<Made>): Promise<Made> {
  const taken: TakenProduct[] = [];
  const mails: (string | null)[] = [];
  let made: Made;
  try {
    made = await inOrderTransaction((tx) => fn(tx, taken, mails));
  } catch (err) {
    if (err instanceof StockShortageError) {
      const s = err.shortage;
      const msg = s.kind === "unavailable" ? "A product of this draft is no longer available" : s.left > 0 ? `Only ${s.left} of ${s.name} left in stock` : `${s.name} is out of stock`;
      throw unprocessable(msg, { lines: msg });
    }
    throw err;
  }
  if (made.created) {
    invalidateTakenStock(store.id, taken);
    kickMail(mails);
  }
  return made;
}

/**
 * POST /api/draft-orders/{id}/complete: 201 with the new order, or 200 with the same order when the draft was
 * completed already (a repeat, or the shopper paid first). Through an API token the order's source is `api`.
 */
export async function completeDraft(store: Store, id: string, paymentStatus: "paid" | "pending"): Promise<{ status: number; body: OrderDto }> {
  const source: OrderSource = currentOrigin().actor.type === "token" ? "api" : "draft";
  const made = await converting(store, async (tx, taken, mails) => {
    const d = await lockDraftById(tx, store.id, id);
    if (!d) throw notFound("Draft order not found");
    if (d.status === "completed" && d.orderId) return { orderId: d.orderId, created: false };
    const how = paymentStatus === "paid" ? "marked as paid" : "payment pending";
    const orderId = await makeOrder(tx, store, d, { userId: d.customerId, paymentMethod: "cod", source, paid: paymentStatus === "paid", how, ownerMail: false }, taken, mails);
    return { orderId, created: true };
  });
  return { status: made.created ? 201 : 200, body: ownerOrderDto(await orderBundle(store, made.orderId)) };
}

/**
 * POST /api/checkout/pay/{token}: the invoice's payer starts paying with one of the store's online methods. The
 * first time, the draft becomes a pending order of a new guest (invited by the owner, whatever the store's guest
 * setting) paid by the checkout's own payment calls; again (the payer came back), the same pending order and its
 * guest. Answers who to sign in and the order to pay.
 */
export async function startDraftPayment(store: Store, token: string, method: "razorpay" | "stripe" | "paypal"): Promise<{ orderId: string; paymentMethod: string; payer: UserRow }> {
  let payer: UserRow | null = null;
  const made = await converting(store, async (tx, taken, mails) => {
    const d = await lockDraftByToken(tx, store.id, token);
    if (!d) throw notFound("This payment link is not valid");
    if (d.status === "completed" && d.orderId) {
      const order = await storedOrder(store.id, d.orderId);
      if (order?.paidAt) throw conflict("This invoice is already paid");
      if (!order || order.status !== "pending" || !order.userId || order.paymentMethod === "cod") throw conflict("This invoice can no longer be paid");
      payer = await findUserById(order.userId, tx);
      return { orderId: order.id, created: false };
    }
    const price = await priceDraft(store, d, method, tx);
    if (!availableMethods(toPaymentMethodsInfo(store.row), price.subtotal).includes(method)) {
      throw unprocessable("This payment method is not available", { paymentMethod: "This payment method is not available" });
    }
    const [firstName, ...rest] = (d.customerName || d.email.split("@")[0]).split(" ");
    payer = await createInvitedGuest(tx, store.id, { firstName, lastName: rest.join(" "), email: d.email });
    const orderId = await makeOrder(tx, store, d, { userId: payer.id, paymentMethod: method, source: "draft", paid: false, how: `invoice link, ${method}`, ownerMail: true }, taken, mails);
    return { orderId, created: true };
  });
  if (!payer) throw conflict("This invoice can no longer be paid");
  const order = await storedOrder(store.id, made.orderId);
  return { orderId: made.orderId, paymentMethod: order?.paymentMethod ?? method, payer };
}
