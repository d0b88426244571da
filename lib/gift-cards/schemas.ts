import { z } from "zod";
import type { giftCardEntries, giftCards, GiftCardEntryType } from "@/db/schema";
import { fromMinor, parseMinor } from "@/lib/money";
import { emailField, moneyField } from "@/lib/validation";
import { isValidCode, maskedCode, normaliseCode } from "./code";

/** Gift cards' inputs and answers (issue 43, record 0155). Amounts are decimal strings in the store's currency. */

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardEntryRow = typeof giftCardEntries.$inferSelect;

export const GIFT_CARD_STATUSES = ["active", "disabled", "expired", "used"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

const CODE_FORMAT = "A code is 16 letters or digits";
/** A code as typed: any case, with spaces or dashes; normalised, and 16 letters or digits. */
export const giftCardCodeField = z
  .string(CODE_FORMAT)
  .max(40, CODE_FORMAT)
  .transform(normaliseCode)
  .refine(isValidCode, CODE_FORMAT);

const expiresOnField = z
  .union([z.iso.date({ message: "Expiry must be a date (YYYY-MM-DD)" }), z.literal(""), z.null()])
  .transform((v) => v || null)
  .optional();

const noteField = z
  .string()
  .trim()
  .max(500, "A note is at most 500 characters")
  .nullish()
  .transform((v) => v || null);

export const giftCardInputSchema = z.object({
  initialValue: moneyField({ label: "Value", positive: true }).transform((v, ctx) => {
    if (!v || v === "0.00") {
      ctx.addIssue({ code: "custom", message: "Value must be more than 0" });
      return z.NEVER;
    }
    return v;
  }),
  code: z.union([giftCardCodeField, z.literal(""), z.null()]).optional().transform((v) => v || null),
  expiresOn: expiresOnField,
  recipientEmail: z.union([emailField("Enter a valid e-mail address"), z.literal(""), z.null()]).optional().transform((v) => v || null),
  note: noteField,
});
export type GiftCardInput = z.output<typeof giftCardInputSchema>;

export const giftCardUpdateSchema = z
  .object({
    disabled: z.boolean("disabled is true or false").optional(),
    expiresOn: expiresOnField,
    note: noteField.optional(),
  })
  .refine((v) => v.disabled !== undefined || v.expiresOn !== undefined || v.note !== undefined, "Nothing to change");
export type GiftCardUpdate = z.output<typeof giftCardUpdateSchema>;

export const giftCardListQuerySchema = z.object({
  /** The last 4 characters, a recipient's e-mail or words of the note. */
  search: z.string().trim().max(100).optional().default(""),
  status: z.union([z.enum(GIFT_CARD_STATUSES, "Unknown status"), z.literal("")]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type GiftCardListQuery = z.output<typeof giftCardListQuerySchema>;

/** POST /api/gift-cards/{id}/adjustments (record 0158): a signed amount (never 0) and why. */
export const giftCardAdjustmentSchema = z.object({
  amount: z.union([z.string(), z.number()], "Amount must be a number").transform((v, ctx) => {
    const text = String(v).trim().replace(/^\+/, "");
    const minor = parseMinor(text.replace(/^(-?)\./, "$10."));
    if (minor === null || Math.abs(minor) > 9_999_999_999) {
      ctx.addIssue({ code: "custom", message: "Amount must be a number with at most 2 decimals, e.g. 25.00 or -10.50" });
      return z.NEVER;
    }
    if (minor === 0) {
      ctx.addIssue({ code: "custom", message: "Amount must not be 0" });
      return z.NEVER;
    }
    return fromMinor(minor);
  }),
  note: z.string("Say why the balance changes").trim().min(1, "Say why the balance changes").max(500, "A note is at most 500 characters"),
});
export type GiftCardAdjustment = z.output<typeof giftCardAdjustmentSchema>;

/** The codes an order or a quote names: at most 5, kept as typed (normalised and checked where they are spent). */
export const giftCardCodesInput = z
  .array(z.string("Enter a gift card code").trim().min(1, "Enter a gift card code").max(40, CODE_FORMAT), "giftCardCodes is a list of codes")
  .max(5, "At most 5 gift cards on one order")
  .optional()
  .default([]);

/** At checkout, for gift-card products (record 0158): who gets the cards (absent or empty: the buyer) and a message. */
export const giftCardRecipientInput = z
  .object({
    email: z.union([emailField("Enter the recipient's e-mail address"), z.literal(""), z.null()]).optional().transform((v) => v || null),
    message: z.string().trim().max(500, "A message is at most 500 characters").nullish().transform((v) => v || null),
  })
  .optional();

/** POST /api/gift-cards/balance: a shopper's code. */
export const giftCardBalanceSchema = z.object({ code: z.string("Enter your gift card code").trim().min(1, "Enter your gift card code").max(40, CODE_FORMAT) });

export type GiftCardEntryDto = { type: GiftCardEntryType; amount: string; orderId: string | null; note: string | null; createdAt: string };

export type GiftCardDto = {
  id: string;
  last4: string;
  /** "•••• HB2R": how the card is named once its code has been shown. */
  maskedCode: string;
  initialValue: string;
  balance: string;
  currency: string;
  status: GiftCardStatus;
  expiresOn: string | null;
  recipientEmail: string | null;
  note: string | null;
  createdAt: string;
};

export type GiftCardDetailDto = GiftCardDto & { ledger: GiftCardEntryDto[] };
/** The answer of POST /api/gift-cards: the only time the whole code is shown ("K7QM-3XWD-P9TA-HB2R"). */
export type IssuedGiftCardDto = GiftCardDetailDto & { code: string };
export type GiftCardPage = { items: GiftCardDto[]; total: number; page: number; limit: number };

/** What a shopper learns from a code: its balance and whether it can be spent. */
export type GiftCardBalanceDto = { last4: string; balance: string; currency: string; status: GiftCardStatus; expiresOn: string | null };

/** A card's state on `today` (YYYY-MM-DD, the store's day): disabled first, then expired, then spent. */
export function statusOf(c: Pick<GiftCardRow, "disabledAt" | "expiresOn" | "balance">, today: string): GiftCardStatus {
  if (c.disabledAt) return "disabled";
  if (c.expiresOn && c.expiresOn < today) return "expired";
  if (Number(c.balance) <= 0) return "used";
  return "active";
}

export function toGiftCardDto(c: GiftCardRow, today: string): GiftCardDto {
  return {
    id: c.id,
    last4: c.last4,
    maskedCode: maskedCode(c.last4),
    initialValue: c.initialValue,
    balance: c.balance,
    currency: c.currency,
    status: statusOf(c, today),
    expiresOn: c.expiresOn,
    recipientEmail: c.recipientEmail,
    note: c.note,
    createdAt: c.createdAt.toISOString(),
  };
}

export const toEntryDto = (e: GiftCardEntryRow): GiftCardEntryDto => ({ type: e.type, amount: e.amount, orderId: e.orderId, note: e.note, createdAt: e.createdAt.toISOString() });
