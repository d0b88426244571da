import { z } from "zod";
import type { ReturnItemRow, ReturnReason, ReturnRow, ReturnStatus } from "@/db/schema";
import { moneyField } from "@/lib/validation";
import { RETURN_REASONS, RETURN_STATUSES } from "./labels";

/** Returns' inputs and answers (issue 45, record 0154). Plain data: the dashboard's and storefront's forms read it. */

const quantity = z.number("Enter a quantity").int("Enter a whole number").min(1, "Enter at least 1").max(100_000, "Too many");
const note = z.string("A note is text").trim().max(1000, "A note is at most 1000 characters");

/** POST /api/orders/{id}/returns: delivered lines to send back, each with why. */
export const requestReturnSchema = z
  .object({
    lines: z
      .array(z.object({ orderItemId: z.uuid("Invalid order item"), quantity, reason: z.enum(RETURN_REASONS, "Choose a reason") }).strict(), "lines must be a list")
      .min(1, "Choose what to return")
      .max(100, "Too many lines"),
    note: note.nullish().transform((v) => v || null),
  })
  .strict();
export type RequestReturnInput = z.output<typeof requestReturnSchema>;

/** POST /api/returns/{id}/decline. */
export const declineReturnSchema = z.object({ reason: z.string("Give a reason").trim().min(1, "Give a reason").max(500, "A reason is at most 500 characters") }).strict();

/** POST /api/returns/{id}/receive: what came back per line, and whether it goes back on sale. */
export const receiveReturnSchema = z
  .object({
    lines: z
      .array(z.object({ orderItemId: z.uuid("Invalid order item"), quantity: z.number("Enter a quantity").int("Enter a whole number").min(0, "Enter 0 or more").max(100_000, "Too many"), restock: z.boolean("restock must be true or false") }).strict(), "lines must be a list")
      .min(1, "Say what came back")
      .max(100, "Too many lines"),
  })
  .strict();
export type ReceiveReturnInput = z.output<typeof receiveReturnSchema>;

/** POST /api/returns/{id}/refund: the returned lines' value (with their tax) unless an amount is given; `shipping` adds the shipping paid. */
export const refundReturnSchema = z
  .object({
    amount: moneyField({ message: "Enter an amount like 12.50" }).transform((v) => v ?? undefined),
    shipping: z.boolean("shipping must be true or false").optional(),
  })
  .strict();
export type RefundReturnInput = z.output<typeof refundReturnSchema>;

export const RETURNS_PAGE_SIZE = 25;

/** GET /api/returns. */
export const returnListQuery = z.object({
  status: z.enum(RETURN_STATUSES, "Unknown status").optional(),
  orderId: z.uuid("Invalid order").optional(),
  page: z.coerce.number("page is a number").int("page is a whole number").min(1, "page starts at 1").max(100_000, "page is too large").optional().default(1),
});
export type ReturnListQuery = z.output<typeof returnListQuery>;

export type ReturnLineDto = {
  orderItemId: string;
  name: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  reason: ReturnReason;
  receivedQuantity: number;
  restockedQuantity: number;
  /** One unit's price as sold (decimal string). */
  price: string;
};

export type ReturnDto = {
  id: string;
  orderId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  currency: string;
  status: ReturnStatus;
  requestedBy: "customer" | "owner";
  note: string | null;
  declineReason: string | null;
  refundAmount: string | null;
  lines: ReturnLineDto[];
  createdAt: string;
  approvedAt: string | null;
  declinedAt: string | null;
  receivedAt: string | null;
  refundedAt: string | null;
};

export type ReturnPage = { items: ReturnDto[]; total: number; page: number; pages: number };

/** What a customer may still return of an order (their order page's form). */
export type ReturnableDto = {
  /** Open until then (ISO), or null when nothing is delivered yet; `open` false after it or with nothing left. */
  windowEndsAt: string | null;
  open: boolean;
  lines: { orderItemId: string; name: string; variantTitle: string | null; delivered: number; returnable: number }[];
  returns: ReturnDto[];
};

type OrderFacts = { id: string; number: string; customerName: string; customerEmail: string; currency: string };
type ItemFacts = { id: string; productName: string; variantTitle: string | null; sku: string | null; price: string };

export function toReturnDto(r: ReturnRow, lines: ReturnItemRow[], order: OrderFacts, items: ItemFacts[]): ReturnDto {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: r.id,
    orderId: r.orderId,
    orderNumber: order.number,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    currency: order.currency,
    status: r.status,
    requestedBy: r.requestedBy,
    note: r.note,
    declineReason: r.declineReason,
    refundAmount: r.refundAmount,
    lines: lines.map((l) => {
      const i = items.find((x) => x.id === l.orderItemId);
      return {
        orderItemId: l.orderItemId,
        name: i?.productName ?? "Item",
        variantTitle: i?.variantTitle ?? null,
        sku: i?.sku ?? null,
        quantity: l.quantity,
        reason: l.reason,
        receivedQuantity: l.receivedQuantity,
        restockedQuantity: l.restockedQuantity,
        price: i?.price ?? "0.00",
      };
    }),
    createdAt: r.createdAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    declinedAt: iso(r.declinedAt),
    receivedAt: iso(r.receivedAt),
    refundedAt: iso(r.refundedAt),
  };
}

/** POST /api/orders/{id}/fulfillments/{fulfillmentId}/delivered. */
export const parcelParams = z.object({ id: z.uuid("Invalid id"), fulfillmentId: z.uuid("Invalid shipment") });
