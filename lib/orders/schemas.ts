import { z } from "zod";
import type { FulfillmentStatus, orderItems, orders, OrderSource, OrderStatus, StoredTaxBreakdownLine, TaxBreakdownLine, transactions } from "@/db/schema";
import { ORDER_PAYMENT_METHODS } from "@/lib/checkout/payment-methods";
import { giftCardCodesInput, giftCardRecipientInput } from "@/lib/gift-cards/schemas";
import type { TaxBreakdownDto } from "@/lib/checkout/schemas";
import { fromMinor, toMinor } from "@/lib/money";
import { cityField, emailField, moneyField, firstNameField, lastNameField, nullableText, offeredCountryField, optionalPhoneField, quantityField } from "@/lib/validation";
import { postalCodeRequired } from "@/lib/regions";
import { discountCodeInput } from "@/lib/discounts/schemas";
import type { OrderDiscountLine, OrderGiftCardLine } from "@/db/schema";

/** A stored breakdown as the wire carries it: canonical decimal strings (a row from before the migration held numbers). */
export const taxBreakdownDto = (lines: readonly StoredTaxBreakdownLine[]): TaxBreakdownDto[] =>
  lines.map((b) => ({ label: b.label, rate: b.rate, amount: fromMinor(toMinor(b.amount)) }));

/** The checkout's shipping fields, shared by the page's form and POST /api/orders. */
const checkoutAddressFields = {
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField("Invalid email address"),
  address: z.string().trim().min(1, "Address is required").max(300),
  city: cityField,
  country: offeredCountryField,
  state: nullableText(100),
  // Required, in the words of the label the form shows for the country ('PIN code is required' under 'PIN Code').
  zipCode: z.string().trim().max(20, "At most 20 characters"),
  phone: optionalPhoneField,
};

function checkPostalCode(v: { country: string; zipCode: string }, ctx: z.RefinementCtx) {
  if (!v.zipCode) ctx.addIssue({ code: "custom", path: ["zipCode"], message: postalCodeRequired(v.country) });
}

export const checkoutAddressSchema = z.object(checkoutAddressFields).superRefine(checkPostalCode);
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

/** The page's whole form: the address plus the chosen method ("paymentMethod is a string"). */
export const checkoutFormSchema = z.object({ ...checkoutAddressFields, paymentMethod: z.string().min(1, "Required") }).superRefine(checkPostalCode);

const orderItemInput = z.object({
  productId: z.uuid("Invalid product"),
  /** Required when the product has several variants; its only variant otherwise. */
  variantId: z.uuid("Invalid variant").nullish(),
  quantity: quantityField(),
  // The client's price is accepted for compatibility and ignored: the catalogue's price is charged.
  price: z.unknown().optional(),
});

/**
 * POST /api/orders, in the spec's own shape: customerEmail, customerName, customerAddress (text),
 * paymentMethod and items[productId, quantity, price]. The structured `shippingAddress` is an optional
 * extension (our checkout sends it); without it the customer's default saved address (else the first)
 * gives the country and state that tax and shipping depend on. subtotal, shipping, tax, total, prices and
 * tenantId may be sent and are ignored: the server computes every amount and answers with its numbers.
 */
export const createOrderSchema = z.object({
  shippingAddress: checkoutAddressSchema.optional(),
  customerEmail: emailField("Invalid email address").optional(),
  customerName: z.string().trim().min(1, "Name is required").max(200).optional(),
  customerAddress: z.string().trim().min(1, "Address is required").max(600).optional(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS, "Choose a payment method"),
  items: z.array(orderItemInput).min(1, "Your cart is empty").max(100, "Too many items in one order"),
  /** A discount code the shopper applied (case-insensitive); unknown or not applicable: 422 naming discountCode. */
  discountCode: discountCodeInput.optional(),
  /** Gift card codes (any case, with or without dashes) that pay the total first, in this order (issue 43). */
  giftCardCodes: giftCardCodesInput,
  /** The checkout this order completes (abandoned-checkout recovery, record 0156); one not found changes nothing. */
  checkoutToken: z.string("checkoutToken is text").max(100, "checkoutToken is not valid").optional(),
  /** Who gets the gift cards the order buys (record 0158); absent: the buyer. */
  giftCardRecipient: giftCardRecipientInput,
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** Statuses the owner may set (from which, see ./transitions.ts); failed is set by payments only. */
export const OWNER_STATUSES = ["pending", "processing", "on_hold", "shipped", "delivered", "paid", "cancelled"] as const;
export const updateStatusSchema = z.object({ status: z.enum(OWNER_STATUSES, "Invalid status") });

/** POST /api/orders/{id}/cancel: an empty body restocks; a reason is told to the customer. */
export const cancelOrderSchema = z
  .object({
    restock: z.boolean("restock must be true or false").optional(),
    reason: z.string().trim().max(500, "A reason is at most 500 characters").nullish(),
  })
  .optional();

/** POST /api/orders/{id}/refund: all that is left when no amount; restock once the order is refunded in full. */
export const refundOrderSchema = z
  .object({
    amount: moneyField({ message: "Enter an amount like 12.50" }).transform((v) => v ?? undefined),
    /** The goods came back: once the order is refunded in full, its stock is given back (once). */
    restock: z.boolean("restock must be true or false").optional(),
  })
  .strict();

/** POST /api/orders/{id}/notes: a note on the order's timeline. */
export const orderNoteSchema = z.object({ note: z.string("Write a note").trim().min(1, "Write a note").max(2000, "A note is at most 2000 characters") });

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

/** What placing an order writes: the order row's fields and its lines (lib/flows/place-order.ts prices them). */
export type NewOrder = {
  userId: string | null;
  customerEmail: string;
  customerName: string;
  customerAddress: string;
  customerPhone: string | null;
  shippingCountry: string;
  shippingState: string | null;
  currency: string;
  subtotal: string;
  shipping: string;
  tax: string;
  taxBreakdown: TaxBreakdownLine[];
  codCharges: string;
  discountCode: string | null;
  discountTotal: string;
  shippingDiscount: string;
  discounts: OrderDiscountLine[];
  total: string;
  /** Gift cards that pay part or all of the total (absent: none). */
  giftCardTotal?: string;
  giftCards?: OrderGiftCardLine[];
  /** The display currency the shopper saw and its rate (store currency → it) then (record 0159); absent: none. */
  displayCurrency?: string | null;
  displayRate?: string | null;
  paymentMethod: string;
  /** Where it came from (absent: the storefront's checkout) and the draft it was made from (record 0153). */
  source?: OrderSource;
  draftOrderId?: string | null;
  /** The page's language it was placed in (issue 44): the shopper's mails are written in it; absent: the store's default. */
  language?: string | null;
  items: {
    /** Null for a draft's custom line (no product behind it). */
    productId: string | null;
    productName: string;
    productImage: string | null;
    variantId: string | null;
    variantTitle: string | null;
    sku: string | null;
    price: string;
    quantity: number;
    discount: string;
    /** Gift-card lines (record 0158): issued as cards when paid, to the recipient (null: the buyer). */
    productType?: "standard" | "gift_card";
    giftCardRecipientEmail?: string | null;
    giftCardMessage?: string | null;
  }[];
};

export type TransactionDto = {
  id: string;
  paymentMethod: string;
  gatewayTransactionId: string | null;
  amount: string;
  platformFee: string;
  netAmount: string;
  currency: string;
  type: string;
  status: string;
  createdAt: string;
};

export type OrderItemDto = {
  id: string;
  productId: string | null;
  productName: string;
  productImage: string | null;
  /** The variant sold; its title ("M / Navy", null for a product without options) and SKU as they were. */
  variantId: string | null;
  variantTitle: string | null;
  sku: string | null;
  price: string;
  quantity: number;
  /** The line's share of the order's discounts (whole line), a decimal string. */
  discount: string;
};

/** A discount applied to an order, on the wire. */
export type OrderDiscountDto = OrderDiscountLine;

/** A shipment: what it carried and how to track it. */
export type FulfillmentDto = {
  id: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  createdAt: string;
  items: { orderItemId: string; quantity: number }[];
};

/** An order as the owner sees it (GET /api/orders). Money is a decimal string in `currency`. */
export type OrderDto = {
  id: string;
  /** The number shoppers and invoices show (the paid invoice number once the store assigned one). */
  invoiceNumber: string | null;
  /** The number the order got when it was placed. */
  orderNumber: string | null;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  customerPhone: string | null;
  shippingCountry: string;
  shippingState: string | null;
  status: OrderStatus;
  /** unfulfilled | partial | fulfilled: how much has shipped (see fulfillments). */
  fulfillmentStatus: FulfillmentStatus;
  cancelledAt: string | null;
  fulfillments: FulfillmentDto[];
  subtotal: string;
  shipping: string;
  tax: string;
  taxBreakdown: TaxBreakdownDto[];
  codCharges: string;
  /** The code applied (null: none); discountTotal = the lines' discounts + shippingDiscount. */
  discountCode: string | null;
  discountTotal: string;
  shippingDiscount: string;
  discounts: OrderDiscountDto[];
  total: string;
  /** Gift cards that paid part or all of the total (issue 43): each card's last 4 and amount, and their sum. */
  giftCards: { last4: string; amount: string }[];
  giftCardTotal: string;
  currency: string;
  /** The display currency the shopper saw at checkout and its rate then (record 0159); null: the store's own. */
  displayCurrency: string | null;
  displayRate: string | null;
  paymentMethod: string | null;
  /** web (the storefront's checkout), draft (a draft order, record 0153) or api (placed through an API token). */
  source: OrderSource;
  /** The draft this order was made from, if any. */
  draftOrderId: string | null;
  platformFee: string;
  netAmount: string | null;
  paidAt: string | null;
  /** Sum of the refunds so far (decimal string); the status is `refunded` once it reaches what was paid. */
  refundedAmount: string;
  transactions: TransactionDto[];
  items: OrderItemDto[];
};

/** The customer's view: no platform fee or the store's net. */
export type CustomerOrderDto = Omit<OrderDto, "platformFee" | "netAmount" | "transactions"> & {
  transactions: Omit<TransactionDto, "platformFee" | "netAmount">[];
};

export function toTransactionDto(t: TransactionRow): TransactionDto {
  return {
    id: t.id,
    paymentMethod: t.paymentMethod,
    gatewayTransactionId: t.gatewayTransactionId,
    amount: t.amount,
    platformFee: t.platformFee,
    netAmount: t.netAmount,
    currency: t.currency,
    type: t.type,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
  };
}

export function toOrderDto(o: OrderRow, items: OrderItemRow[], txs: TransactionRow[], fulfillments: FulfillmentDto[] = []): OrderDto {
  return {
    id: o.id,
    invoiceNumber: o.paidInvoiceNumber ?? o.invoiceNumber,
    orderNumber: o.invoiceNumber,
    createdAt: o.createdAt.toISOString(),
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    customerAddress: o.customerAddress,
    customerPhone: o.customerPhone ?? null,
    shippingCountry: o.shippingCountry,
    shippingState: o.shippingState,
    status: o.status,
    subtotal: o.subtotal,
    shipping: o.shipping,
    tax: o.tax,
    taxBreakdown: taxBreakdownDto(o.taxBreakdown),
    codCharges: o.codCharges,
    fulfillmentStatus: o.fulfillmentStatus,
    cancelledAt: o.cancelledAt ? o.cancelledAt.toISOString() : null,
    fulfillments,
    discountCode: o.discountCode,
    discountTotal: o.discountTotal,
    shippingDiscount: o.shippingDiscount,
    discounts: o.discounts,
    total: o.total,
    giftCards: o.giftCards.map((c) => ({ last4: c.last4, amount: c.amount })),
    giftCardTotal: o.giftCardTotal,
    currency: o.currency,
    displayCurrency: o.displayCurrency ?? null,
    displayRate: o.displayRate === null || o.displayRate === undefined ? null : trimRate(o.displayRate),
    paymentMethod: o.paymentMethod,
    source: o.source,
    draftOrderId: o.draftOrderId,
    platformFee: o.platformFee,
    netAmount: o.netAmount,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    refundedAmount: o.refundedAmount,
    transactions: txs.map(toTransactionDto),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      productImage: i.productImage,
      variantId: i.variantId,
      variantTitle: i.variantTitle,
      sku: i.sku,
      price: i.price,
      quantity: i.quantity,
      discount: i.discount,
    })),
  };
}

export function toCustomerOrderDto(o: OrderRow, items: OrderItemRow[], txs: TransactionRow[], fulfillments: FulfillmentDto[] = []): CustomerOrderDto {
  const { platformFee: _f, netAmount: _n, transactions: t, ...rest } = toOrderDto(o, items, txs, fulfillments);
  void _f;
  void _n;
  return { ...rest, transactions: t.map(({ platformFee: _pf, netAmount: _na, ...x }) => (void _pf, void _na, x)) };
}

/** What POST /api/orders answers: the id and the server's numbers. */
export type PlacedOrderDto = {
  id: string;
  invoiceNumber: string | null;
  status: OrderStatus;
  currency: string;
  subtotal: string;
  shipping: string;
  tax: string;
  taxBreakdown: TaxBreakdownDto[];
  taxInclusive: boolean;
  codCharges: string;
  discountCode: string | null;
  discountTotal: string;
  shippingDiscount: string;
  total: string;
  paymentMethod: string;
  itemCount: number;
};

const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a date (YYYY-MM-DD)`)
    .optional();

/** Every status, for filters (db/schema's list, restated for client-safe code). */
export const ORDER_STATUS_VALUES = ["pending", "processing", "on_hold", "shipped", "delivered", "paid", "refunded", "failed", "cancelled"] as const satisfies readonly OrderStatus[];

/** Where an order came from, for filters (db/schema's list, restated for client-safe code). */
export const ORDER_SOURCE_VALUES = ["web", "draft", "api"] as const satisfies readonly OrderSource[];

/** Page size of the owner's list when the query names none, and its largest. */
export const ORDER_PAGE_SIZE = 25;
export const ORDER_PAGE_MAX = 100;

/**
 * GET /api/orders (and /api/orders/export, /api/customers/orders) filters: search (order or invoice number,
 * the customer's name or e-mail), status, paymentMethod, paid (true/false), from/to (days, inclusive, UTC),
 * sort, page and limit. Everything is optional; an empty value means "any".
 */
export const orderListQuerySchema = z
  .object({
    search: z.string().trim().max(200, "Search is at most 200 characters").optional(),
    status: z.union([z.enum(ORDER_STATUS_VALUES, "Unknown status"), z.literal("")]).optional(),
    paymentMethod: z.union([z.enum(ORDER_PAYMENT_METHODS, "Unknown payment method"), z.literal("")]).optional(),
    paid: z.enum(["true", "false", ""], "paid is true or false").optional(),
    source: z.union([z.enum(ORDER_SOURCE_VALUES, "source is web, draft or api"), z.literal("")]).optional(),
    from: day("From"),
    to: day("To"),
    sort: z.enum(["newest", "oldest", "total-desc", "total-asc"], "Unknown sort").optional(),
    page: z.coerce.number("Page must be a number").int("Page must be a whole number").min(1, "Page starts at 1").max(100_000).optional(),
    limit: z.coerce.number("Limit must be a number").int("Limit must be a whole number").min(1, "Limit is 1 to 100").max(ORDER_PAGE_MAX, "Limit is 1 to 100").optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "To must not be before From" });
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** A page of orders: the rows, how many match in all, and where this page is. */
export type OrderPage<T> = { orders: T[]; total: number; page: number; limit: number; pages: number };

/** numeric(22,10) reads back as "0.0120000000": the rate as the owner wrote it ("0.012"). */
function trimRate(rate: string): string {
  return rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
}

/** The gift cards an order bought (record 0158), masked: listed on the owner's order detail once it is paid. */
export type BoughtGiftCardDto = { id: string; last4: string; initialValue: string; balance: string; recipientEmail: string | null };
