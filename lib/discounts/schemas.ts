import { z } from "zod";
import type { discounts, DiscountTargets, DiscountType } from "@/db/schema";
import { intField, isStorableText, moneyField, optionalText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/validation";

/**
 * Discounts on the wire: GET/POST /api/discounts, PATCH/DELETE /api/discounts/{id} (owner only). Field names
 * as issue 27 documents them. Client-safe (the dashboard's form uses the same schema).
 */
export const DISCOUNT_TYPES = ["percentage", "fixed", "free_shipping"] as const satisfies readonly DiscountType[];

export type DiscountRow = typeof discounts.$inferSelect;

/** Active / Scheduled / Expired / Used up / Inactive: what the owner's list shows. */
export type DiscountStatus = "active" | "scheduled" | "expired" | "used_up" | "inactive";

export type DiscountDto = {
  id: string;
  code: string | null;
  title: string | null;
  type: DiscountType;
  /** Percent or amount, a decimal string ("10.00"). */
  value: string;
  appliesTo: DiscountTargets;
  minSubtotal: string | null;
  minQuantity: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  /** Customer segments whose members alone may use it (issue 45); empty: everyone. */
  customerSegmentIds: string[];
  automatic: boolean;
  combinesWithCode: boolean;
  isActive: boolean;
  timesUsed: number;
  status: DiscountStatus;
  createdAt: string;
  updatedAt: string;
};

export function discountStatus(d: Pick<DiscountRow, "isActive" | "startsAt" | "endsAt" | "usageLimit" | "timesUsed">, now = new Date()): DiscountStatus {
  if (!d.isActive) return "inactive";
  if (d.usageLimit !== null && d.timesUsed >= d.usageLimit) return "used_up";
  if (d.endsAt && d.endsAt <= now) return "expired";
  if (d.startsAt && d.startsAt > now) return "scheduled";
  return "active";
}

export function toDiscountDto(d: DiscountRow, now = new Date()): DiscountDto {
  return {
    id: d.id,
    code: d.code,
    title: d.title,
    type: d.type,
    value: d.value,
    appliesTo: d.appliesTo,
    minSubtotal: d.minSubtotal,
    minQuantity: d.minQuantity,
    startsAt: d.startsAt ? d.startsAt.toISOString() : null,
    endsAt: d.endsAt ? d.endsAt.toISOString() : null,
    usageLimit: d.usageLimit,
    oncePerCustomer: d.oncePerCustomer,
    firstOrderOnly: d.firstOrderOnly,
    customerSegmentIds: d.customerSegmentIds,
    automatic: d.automatic,
    combinesWithCode: d.combinesWithCode,
    isActive: d.isActive,
    timesUsed: d.timesUsed,
    status: discountStatus(d, now),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** A code: letters, digits, dash and underscore (what a shopper can type from a poster), 3–40 characters. */
export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,39}$/;
const codeField = z
  .string("Code must be text")
  .trim()
  .max(40, "A code is at most 40 characters")
  .regex(CODE_PATTERN, "Use 3 to 40 letters, digits, dashes or underscores");

/** A code as a shopper types it: anything within reason, matched case-insensitively; unknown ones are 'not valid'. */
export const discountCodeInput = z
  .string("Discount code must be text")
  .trim()
  .max(100, "This code is not valid")
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
  .nullish()
  .transform((v) => v || null);

const idList = (label: string) => z.array(z.uuid(`${label} is invalid`), `${label} must be a list`).max(500, `At most 500 ${label.toLowerCase()}`);

const dateField = (label: string) =>
  z
    .union([z.iso.datetime({ offset: true, message: `${label} must be a date and time` }), z.iso.date({ message: `${label} must be a date and time` }), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? new Date(v) : null));

/** 1 or more; "" or null clears it (no minimum, no limit). 0 is refused: "0 uses" would read as none allowed. */
const positiveInt = (label: string) =>
  z.unknown().transform((v, ctx): number | null | undefined => {
    if (v === undefined) return undefined;
    if (v === null || v === "") return null;
    const r = intField(label, 1).safeParse(v);
    if (!r.success) {
      ctx.addIssue({ code: "custom", message: r.error.issues[0]?.message ?? `${label} must be 1 or more` });
      return z.NEVER;
    }
    return r.data ?? null;
  })
  .optional();

const fields = z.object({
  code: z.union([codeField, z.literal(""), z.null()]).optional().transform((v) => (v === undefined ? undefined : v || null)),
  title: optionalText(100, "Title"),
  type: z.enum(DISCOUNT_TYPES, "Type must be percentage, fixed or free_shipping"),
  // 0 is refused too (discountProblems), so "−5" must not read "must be 0 or more".
  value: moneyField({ label: "Value", positive: true }),
  appliesTo: z
    .object({ productIds: idList("Products").default([]), collectionIds: idList("Collections").default([]), categoryIds: idList("Categories").default([]) }, "appliesTo must be an object")
    .optional(),
  minSubtotal: moneyField({ label: "Minimum subtotal" }),
  minQuantity: positiveInt("Minimum quantity"),
  startsAt: dateField("Start"),
  endsAt: dateField("End"),
  usageLimit: positiveInt("Usage limit"),
  oncePerCustomer: z.boolean("oncePerCustomer must be true or false").optional(),
  firstOrderOnly: z.boolean("firstOrderOnly must be true or false").optional(),
  customerSegmentIds: z
    .array(z.uuid("A customer segment is invalid"), "customerSegmentIds must be a list")
    .max(20, "At most 20 customer segments")
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v)])),
  automatic: z.boolean("automatic must be true or false").optional(),
  combinesWithCode: z.boolean("combinesWithCode must be true or false").optional(),
  isActive: z.boolean("isActive must be true or false").optional(),
});

type Fields = z.output<typeof fields>;

/** Rules across fields, for a create (all given) and for an update merged over the stored row. */
export function discountProblems(v: Partial<Fields>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.automatic && v.code) errors.code = "An automatic discount has no code";
  if (!v.automatic && !v.code) errors.code = "Enter a code, or make the discount automatic";
  if (v.automatic && !v.title) errors.title = "Give the automatic discount a title shoppers will see";
  if (v.type === "percentage") {
    if (v.value == null || Number(v.value) <= 0 || Number(v.value) > 100) errors.value = "A percentage is more than 0 and at most 100";
  } else if (v.type === "fixed") {
    if (v.value == null || Number(v.value) <= 0) errors.value = "Enter an amount more than 0";
  }
  if (v.startsAt && v.endsAt && v.endsAt <= v.startsAt) errors.endsAt = "The end must be after the start";
  return errors;
}

export const discountInputSchema = fields.superRefine((v, ctx) => {
  for (const [path, message] of Object.entries(discountProblems(v))) ctx.addIssue({ code: "custom", path: [path], message });
});
export const discountUpdateSchema = fields.partial();

export type DiscountInput = z.output<typeof discountInputSchema>;
export type DiscountUpdate = z.output<typeof discountUpdateSchema>;
