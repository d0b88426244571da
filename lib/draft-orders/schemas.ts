import { z } from "zod";
import type { DraftAddress, DraftDiscount, DraftLine, DraftOrderRow, DraftOrderStatus, DraftShippingLine } from "@/db/schema";
import { fromMinor, toMinor } from "@/lib/money";
import { emailField, moneyField, nullableText, offeredCountryField, optionalId, optionalPhoneField, quantityField } from "@/lib/validation";

/**
 * Draft orders (issue 45 §2, record 0153): the owner's inputs and what leaves the server. Money is a decimal string
 * on the wire; the quote is the checkout's pricing (lib/checkout/pricing.ts) over the draft's lines.
 */

const variantLine = z.object({ variantId: z.uuid("Invalid variant"), quantity: quantityField() }).strict();
const customLine = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200, "Title is at most 200 characters"),
    price: moneyField({ label: "Price" }).refine((v) => typeof v === "string", "Price is required"),
    quantity: quantityField(),
    taxable: z.boolean("taxable is true or false").default(true),
    /** One of the store's tax rules for this line; absent or null: the store's standard rule (record 0163). */
    taxRuleId: optionalId("Tax rule"),
  })
  .strict();
const lineInput = z.union([variantLine, customLine], "Each line is { variantId, quantity } or { title, price, quantity, taxable }");
export type DraftLineInput = z.output<typeof lineInput>;

const discountInput = z
  .object({
    type: z.enum(["percentage", "fixed"], "Discount type is percentage or fixed"),
    value: moneyField({ label: "Discount value", positive: true }).refine((v) => typeof v === "string" && toMinor(v) > 0, "Discount value must be more than 0"),
    reason: nullableText(200),
  })
  // Runs even when `value` itself was refused (null, not a number): only a valid amount is compared.
  .refine((d) => d.type !== "percentage" || typeof d.value !== "string" || !/^\d+(\.\d+)?$/.test(d.value) || toMinor(d.value) <= 10_000, { path: ["value"], message: "A percentage is at most 100" });

const shippingInput = z.object({
  title: z.string().trim().min(1, "Shipping title is required").max(100),
  price: moneyField({ label: "Shipping price" }).refine((v) => typeof v === "string", "Shipping price is required"),
});

const addressInput = z.object({
  name: z.string().trim().min(1, "Name is required").max(200),
  address: z.string().trim().min(1, "Address is required").max(500),
  city: z.string().trim().min(1, "City is required").max(100),
  state: nullableText(100),
  zipCode: z.string().trim().max(20).default(""),
  country: offeredCountryField,
  phone: optionalPhoneField,
});

const fields = {
  customerId: z.uuid("Invalid customer").nullish(),
  email: emailField().optional(),
  customerName: z.string().trim().max(200).optional(),
  phone: optionalPhoneField,
  shippingAddress: addressInput.nullish(),
  lines: z.array(lineInput).min(1, "Add at least one line").max(100, "At most 100 lines"),
  discount: discountInput.nullish(),
  shippingLine: shippingInput.nullish(),
  note: nullableText(2000),
};

/** POST /api/draft-orders: a customer (a customer's id, or an e-mail), the lines, and what the owner agreed. */
export const createDraftSchema = z
  .object(fields)
  .refine((d) => !!d.customerId || !!d.email, { path: ["email"], message: "Choose a customer or enter an e-mail" });
export type CreateDraftInput = z.output<typeof createDraftSchema>;

/** PATCH /api/draft-orders/{id}: any of the same fields; lines, when sent, replace the draft's lines. */
export const updateDraftSchema = z.object({ ...fields, lines: fields.lines.optional() });
export type UpdateDraftInput = z.output<typeof updateDraftSchema>;

export const draftListQuery = z.object({
  page: z.coerce.number("Page must be a number").int("Page must be a whole number").min(1, "Page starts at 1").max(100_000).optional(),
  status: z.enum(["open", "invoice_sent", "completed", ""], "Unknown status").optional(),
});
export type DraftListQuery = z.output<typeof draftListQuery>;
export const DRAFTS_PAGE_SIZE = 25;

/** POST /api/draft-orders/{id}/complete: cash taken in the shop (paid) or to be collected (pending, COD). */
export const completeDraftSchema = z.object({ paymentStatus: z.enum(["paid", "pending"], "paymentStatus is paid or pending") });

/** The invoice link's token (in the path of /checkout/pay/{token}). */
export const payTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, "Invalid link") });
/** POST /api/draft-orders/pay/{token}: the shopper picks one of the store's online methods. */
export const payDraftSchema = z.object({ paymentMethod: z.enum(["razorpay", "stripe", "paypal"], "Choose a payment method") });

export type DraftQuote = { currency: string; subtotal: string; discount: string; shipping: string; tax: string; taxInclusive: boolean; total: string };

export type DraftLineDto = {
  variantId: string | null;
  productId: string | null;
  /** A custom line (no product behind it). */
  custom: boolean;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  image: string | null;
  price: string;
  quantity: number;
  taxable: boolean;
  /** The line's tax rule: a variant's product's; a custom line's when the owner chose one (null: the store's standard rule). */
  taxRuleId: string | null;
  lineTotal: string;
};

export type DraftOrderDto = {
  id: string;
  status: DraftOrderStatus;
  customerId: string | null;
  email: string;
  customerName: string;
  phone: string | null;
  shippingAddress: DraftAddress | null;
  lines: DraftLineDto[];
  discount: DraftDiscount | null;
  shippingLine: DraftShippingLine | null;
  note: string | null;
  quote: DraftQuote;
  invoiceSentAt: string | null;
  orderId: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type DraftOrderPage = { items: DraftOrderDto[]; total: number; page: number; pageSize: number };

/** What the shopper's pay page shows of the draft: no customer id, no note. */
export type DraftInvoiceDto = Pick<DraftOrderDto, "lines" | "quote" | "shippingLine" | "discount" | "email" | "customerName" | "status"> & {
  storeName: string;
  methods: ("razorpay" | "stripe" | "paypal")[];
  /** The order made from the draft, once the shopper started paying (or the owner completed it). */
  orderId: string | null;
  paid: boolean;
};

export function toDraftLineDto(l: DraftLine): DraftLineDto {
  return {
    variantId: l.variantId,
    productId: l.productId,
    custom: l.variantId === null,
    title: l.title,
    variantTitle: l.variantTitle,
    sku: l.sku,
    image: l.image,
    price: l.price,
    quantity: l.quantity,
    taxable: l.taxable,
    taxRuleId: l.taxRuleId,
    lineTotal: fromMinor(toMinor(l.price) * l.quantity),
  };
}

export function toDraftDto(d: DraftOrderRow, quote: DraftQuote): DraftOrderDto {
  return {
    id: d.id,
    status: d.status,
    customerId: d.customerId,
    email: d.email,
    customerName: d.customerName,
    phone: d.phone,
    shippingAddress: d.shippingAddress ?? null,
    lines: d.lines.map(toDraftLineDto),
    discount: d.discount ?? null,
    shippingLine: d.shippingLine ?? null,
    note: d.note,
    quote,
    invoiceSentAt: d.invoiceSentAt?.toISOString() ?? null,
    orderId: d.orderId,
    completedAt: d.completedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
