import "server-only";
import { resolveLines, StockShortageError, takeStock, type StockShortage } from "@/lib/catalog/inventory/service";
import type { TakenProduct } from "@/lib/catalog/inventory/schemas";
import { findProductsByIds } from "@/lib/catalog/products/service";
import { giftCardBasket, priceOrder } from "@/lib/checkout/pricing";
import { availableMethods, CARDS_FOR_CARDS, GIFT_CARD_METHOD, toPaymentMethodsInfo } from "@/lib/checkout/payment-methods";
import { badRequest, unprocessable } from "@/lib/errors";
import { listAddressesOf } from "@/lib/customers/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import type { UserRow } from "@/lib/auth/schemas";
import { formatMoney, fromMinor, pickDisplayCurrency } from "@/lib/money";
import { checkGiftCardCodes, takeGiftCards } from "@/lib/gift-cards/service";
import { completeCheckout } from "@/lib/checkouts/service";
import { recordPayment } from "@/lib/orders/ledger/service";
import { loadActiveTiers } from "@/lib/shipping/service";
import { invalidateTakenStock } from "@/lib/cache/tags";
import { loadTaxRules } from "@/lib/tax/rules/service";
import type { Tx } from "@/db/client";
import { kickMail, queueMails, type QueueMail } from "@/lib/mail/service";
import { basketDiscounts, INVALID_CODE, redeem } from "@/lib/discounts/service";
import { BETTER_DISCOUNT } from "@/lib/discounts/apply";
import { claimOrReplay, rememberResponse, type Answer } from "@/lib/orders/idempotency/service";
import { inOrderTransaction, numberPlacedOrder, writePlacedOrder } from "@/lib/orders/changes";
import { taxBreakdownDto, type CreateOrderInput, type NewOrder, type OrderItemRow, type OrderRow, type PlacedOrderDto } from "@/lib/orders/schemas";

/**
 * Placing an order (POST /api/orders), the use case that spans the most slices: the catalogue's lines and
 * stock, the checkout's price, the shopper's discounts and address, the store's tax rules and shipping tiers,
 * the order's own rows and its mails, in one transaction where it must be atomic.
 */

/** What POST /api/orders answers: the status and body, and whether they were replayed for an Idempotency-Key. */
export type PlaceOrderAnswer = Answer<PlacedOrderDto>;

/**
 * POST /api/orders: the server prices everything from the catalogue and the store's rules, checks the
 * payment method is offered, and takes the stock (the catalogue's takeStock) in the same transaction that
 * writes the order. With an Idempotency-Key the key is claimed first in that transaction, so a repeat of
 * the request answers the first one's order instead of placing another (lib/orders/idempotency/service.ts).
 */
export async function placeOrder(
  store: Store,
  customer: UserRow,
  input: CreateOrderInput,
  idempotencyKey: string | null = null,
  caller: { headers: { get(name: string): string | null } } | null = null,
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
  // Gift-card products (record 0158): untaxed, no shipping when alone, and not paid with gift cards.
  const gifts = giftCardBasket(productRows, lines.map((l) => l.productId));
  if (gifts.any && input.giftCardCodes.length) throw unprocessable(CARDS_FOR_CARDS, { giftCardCodes: CARDS_FOR_CARDS });
  // A gift card code not found is refused here, and counted as a guess against the caller (record 0155).
  await checkGiftCardCodes(store, caller, input.giftCardCodes);
  const buyer = { country: dest.country, state: dest.state };
  const methods = toPaymentMethodsInfo(t);

  let answer: PlaceOrderAnswer;
  let mails: (string | null)[] = [];
  let takenNow: TakenProduct[] = [];
  try {
    answer = await inOrderTransaction(async (tx) => {
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
          taxable: p.product.taxable && !gifts.isGiftCard(p.product.id),
          rule: p.rule,
          productId: p.product.id,
          ...basket.targets.get(p.product.id),
        })),
        buyer,
        tiers,
        // Paid in full by gift cards: no payment step, so no COD charges.
        paymentMethod: input.paymentMethod === GIFT_CARD_METHOD ? null : input.paymentMethod,
        discounts: basket,
        fixedShipping: gifts.fixedShipping,
      });
      // A code that does not apply fails the order (the shopper expected it); one beaten by a better automatic
      // discount does not (the order is cheaper than what the code would have given).
      if (price.codeError && price.codeError !== BETTER_DISCOUNT) throw unprocessable(price.codeError, { discountCode: price.codeError });
      // The method must be offered for this subtotal (COD minimum, switches and keys); "gift_card" is checked below.
      if (input.paymentMethod !== GIFT_CARD_METHOD && !availableMethods(methods, price.subtotal).includes(input.paymentMethod)) {
        throw unprocessable("This payment method is not available for this order", { paymentMethod: "This payment method is not available for this order" });
      }
      // Gift cards pay the total first (a tender, record 0155), their rows locked to the commit: of 20 orders on one
      // card at once, each sees the balance the one before left, and those it cannot pay are refused here.
      const cards = await takeGiftCards(tx, store, input.giftCardCodes, price.total);
      checkGiftCardTender(input.paymentMethod, cards.total, price.total, t.currency);
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
        giftCardTotal: fromMinor(cards.total),
        giftCards: cards.tenders.map((c) => ({ id: c.id, last4: c.last4, amount: c.amount })),
        // Charged in the store currency; the display currency the shopper saw, and its rate, for the record (0159).
        ...displayOf(t, caller),
        paymentMethod: input.paymentMethod,
        // The language of the page it was placed from (/hi/api/orders: "hi"), for the shopper's mails (issue 44).
        language: store.language.enabled ? store.language.code : null,
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
          ...(gifts.isGiftCard(p.product.id)
            ? { productType: "gift_card" as const, giftCardRecipientEmail: input.giftCardRecipient?.email ?? null, giftCardMessage: input.giftCardRecipient?.message ?? null }
            : {}),
        })),
      };
      const { order: unnumbered, items } = await writePlacedOrder(tx, store.id, o, {
        type: "created",
        message: `Order placed by ${dest.name} (${input.paymentMethod})${o.discountCode ? ` with code ${o.discountCode}` : ""}${giftCardNote(cards.tenders, t.currency)}`,
        actorId: customer.id,
        actorName: dest.name,
      });
      await redeem(tx, store.id, unnumbered.id, customer.id, price.discounts, [...(basket.code ? [basket.code] : []), ...basket.automatic]);
      await cards.record(unnumbered.id);
      // The checkout this order completes (abandoned-checkout recovery, record 0156): recovered if its mail went out.
      await completeCheckout(tx, store.id, input.checkoutToken, unnumbered.id, new Date());
      // Paid in full by gift cards: the payment is recorded now (the order is paid, with no payment step).
      if (input.paymentMethod === GIFT_CARD_METHOD) {
        await recordPayment({ tenantId: store.id, orderId: unnumbered.id, paymentMethod: GIFT_CARD_METHOD, gatewayTransactionId: `gift-card-${unnumbered.id}`, amount: cards.total, fee: 0, currency: t.currency }, tx);
      }
      // The mails are rows of this transaction: committed with the order or not at all (record 0071).
      mails = await queueOrderMails(tx, store.id, unnumbered.id, [...taken.values()], lines);
      // Numbered last: the store's counter row is locked from here to commit only (issue 35).
      const order = await numberPlacedOrder(tx, store.id, unnumbered);
      const body = toPlacedOrderDto(order, items, t.taxationType === "inclusive" && t.taxEnabled, input.paymentMethod);
      if (idempotencyKey) await rememberResponse(tx, store.id, customer.id, idempotencyKey, order.id, { status: 201, body });
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

/**
 * What the gift cards paid must fit the method: "gift_card" only when they pay everything (422 naming what is
 * left otherwise); any other method pays the rest when they pay part: cash on delivery, or an online provider
 * charged `total − gift_card_total` (amountDueOnline, record 0158).
 */
function checkGiftCardTender(method: string, paid: number, total: number, currency: string) {
  if (method === GIFT_CARD_METHOD) {
    if (paid < total) {
      const msg = `The gift cards cover ${formatMoney(fromMinor(paid), currency)}: ${formatMoney(fromMinor(total - paid), currency)} is left to pay. Choose a payment method for the rest.`;
      throw unprocessable(msg, { paymentMethod: msg });
    }
    return;
  }
  if (paid <= 0) return;
  if (paid >= total) {
    const msg = "Your gift cards pay the whole order: place it with the gift card as the payment method";
    throw unprocessable(msg, { paymentMethod: msg });
  }
}

const giftCardNote = (tenders: readonly { last4: string; amount: string }[], currency: string) =>
  tenders.length ? `; paid ${tenders.map((c) => `${formatMoney(c.amount, currency)} by gift card •••• ${c.last4}`).join(", ")}` : "";

/** Products at or below this many left alert the owner, once per crossing. */
const LOW_STOCK_AT = 5;

/**
 * The order's mails, written in its transaction: the shopper's confirmation, the owner's 'New order',
 * and a low-stock alert for each tracked product this order took from above LOW_STOCK_AT to at or below
 * it (once per crossing: the crossing happens in one order only). The worker renders them.
 */
async function queueOrderMails(
  tx: Tx,
  tenantId: TenantId,
  orderId: string,
  taken: TakenProduct[],
  lines: { productId: string; variantId: string; quantity: number }[],
): Promise<(string | null)[]> {
  const payload = { orderId };
  const mails: QueueMail[] = [
    { tenantId, kind: "order-confirmation", payload, dedupeKey: `order-confirmation:${orderId}` },
    { tenantId, kind: "owner-new-order", payload, dedupeKey: `owner-new-order:${orderId}` },
  ];
  for (const p of taken) {
    // Per variant: stock is kept per variant, so "M / Navy" can run low while the other sizes are full.
    const q = lines.find((l) => l.variantId === p.variantId)?.quantity ?? 0;
    if (p.trackQuantity && p.quantity <= LOW_STOCK_AT && p.quantity + q > LOW_STOCK_AT) {
      const product = p.variantTitle ? `${p.name} — ${p.variantTitle}` : p.name;
      mails.push({ tenantId, kind: "low-stock", payload: { product, left: p.quantity } });
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


/** The shopper's display currency (the storefront's `sb_currency` cookie, record 0159) if the store offers it. */
function displayOf(t: Store["row"], caller: { headers: { get(name: string): string | null } } | null) {
  const code = /(?:^|;\s*)sb_currency=([A-Za-z]{3})(?:;|$)/.exec(caller?.headers.get("cookie") ?? "")?.[1];
  const display = pickDisplayCurrency(t.displayCurrencies, t.currency, code);
  return display ? { displayCurrency: display.code, displayRate: display.rate } : {};
}
