import { z } from "zod";
import { optionalPhoneField } from "@/lib/validation";

/**
 * The owner's customers (issue 45): the list's query, the rows and the profile that leave the server, the edit,
 * and segments (saved filters). Money is decimal strings, dates ISO strings (YYYY-MM-DD in segment rules).
 */
export const CUSTOMER_SORTS = ["createdAt", "totalSpent", "ordersCount", "lastOrderAt"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const PAGE_SIZE = 25;

const sortField = z
  .string()
  .trim()
  .regex(new RegExp(`^-?(${CUSTOMER_SORTS.join("|")})$`), `sort must be one of ${CUSTOMER_SORTS.join(", ")}, with - for descending`)
  .default("-createdAt");

export const customerListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(50).optional(),
  segment: z.uuid("segment must be an id").optional(),
  sort: sortField,
  page: z.coerce.number("page must be a number").int("page must be a whole number").min(1, "page starts at 1").max(10_000).default(1),
  limit: z.coerce.number("limit must be a number").int().min(1).max(100).default(PAGE_SIZE),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export function sortOf(sort: string): { field: CustomerSort; desc: boolean } {
  const desc = sort.startsWith("-");
  return { field: (desc ? sort.slice(1) : sort) as CustomerSort, desc };
}

export type CustomerListItem = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  tags: string[];
  ordersCount: number;
  totalSpent: string;
  lastOrderAt: string | null;
  acceptsMarketing: boolean;
  createdAt: string;
};
export type CustomerList = { items: CustomerListItem[]; total: number };

export type CustomerOrderSummary = {
  id: string;
  invoiceNumber: string | null;
  status: string;
  total: string;
  refundedAmount: string;
  paid: boolean;
  createdAt: string;
};
export type CustomerAddressSummary = {
  id: string;
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  phone: string | null;
  isDefault: boolean;
};
export type CustomerActivity = { id: string; action: string; summary: string; actorName: string | null; actorEmail: string | null; createdAt: string };

export type CustomerDetail = CustomerListItem & {
  note: string | null;
  erased: boolean;
  /** When the customer asked, from their account, for their data to be erased (waiting for the owner), else null. */
  erasureRequestedAt: string | null;
  addresses: CustomerAddressSummary[];
  orders: CustomerOrderSummary[];
  activity: CustomerActivity[];
};

const tagField = z.string().trim().min(1, "A tag cannot be empty").max(50, "A tag is at most 50 characters");
export const tagsField = z
  .array(tagField)
  .max(50, "At most 50 tags")
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))].sort());

export const customerPatchSchema = z
  .object({
    firstName: z.string().trim().min(1, "First name is required").max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
    phone: optionalPhoneField.optional(),
    tags: tagsField.optional(),
    note: z.string().trim().max(5000).nullish(),
    acceptsMarketing: z.boolean("acceptsMarketing must be true or false").optional(),
  })
  .strict();
export type CustomerPatch = z.output<typeof customerPatchSchema>;

// ---- segments

export const SEGMENT_FIELDS = ["totalSpent", "ordersCount", "lastOrderAt", "tag", "acceptsMarketing", "createdAt"] as const;
export const SEGMENT_OPERATORS = ["eq", "neq", "gt", "gte", "lt", "lte", "contains", "before", "after"] as const;
export type SegmentField = (typeof SEGMENT_FIELDS)[number];
export type SegmentOperator = (typeof SEGMENT_OPERATORS)[number];

/** Which operators each field takes (anything else is a 400 on the rule). */
export const OPERATORS_OF: Record<SegmentField, readonly SegmentOperator[]> = {
  totalSpent: ["eq", "neq", "gt", "gte", "lt", "lte"],
  ordersCount: ["eq", "neq", "gt", "gte", "lt", "lte"],
  lastOrderAt: ["eq", "before", "after"],
  createdAt: ["eq", "before", "after"],
  tag: ["eq", "neq", "contains"],
  acceptsMarketing: ["eq", "neq"],
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function valueProblem(field: SegmentField, value: unknown): string | null {
  switch (field) {
    case "totalSpent":
      return typeof value === "string" && /^\d{1,12}(\.\d{1,2})?$/.test(value) ? null : "Money is a decimal string such as \"100.00\"";
    case "ordersCount":
      return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 1_000_000_000 ? null : "A count is a whole number";
    case "lastOrderAt":
    case "createdAt":
      return typeof value === "string" && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : "A date is YYYY-MM-DD";
    case "tag":
      return typeof value === "string" && value.trim().length > 0 && value.length <= 50 ? null : "A tag is 1 to 50 characters";
    case "acceptsMarketing":
      return typeof value === "boolean" ? null : "acceptsMarketing is true or false";
  }
}

export const segmentRuleSchema = z
  .object({
    field: z.enum(SEGMENT_FIELDS, `field must be one of ${SEGMENT_FIELDS.join(", ")}`),
    operator: z.enum(SEGMENT_OPERATORS, `operator must be one of ${SEGMENT_OPERATORS.join(", ")}`),
    value: z.union([z.string().max(100), z.number(), z.boolean()], "value is a string, number or boolean"),
  })
  .superRefine((r, ctx) => {
    if (!OPERATORS_OF[r.field].includes(r.operator)) {
      ctx.addIssue({ code: "custom", path: ["operator"], message: `${r.field} takes ${OPERATORS_OF[r.field].join(", ")}` });
    }
    const problem = valueProblem(r.field, r.value);
    if (problem) ctx.addIssue({ code: "custom", path: ["value"], message: problem });
  });
export type SegmentRuleInput = z.output<typeof segmentRuleSchema>;

export const segmentSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100),
  match: z.enum(["all", "any"], "match is all or any").default("all"),
  rules: z.array(segmentRuleSchema).min(1, "Add at least one rule").max(20, "At most 20 rules"),
});
export type SegmentInput = z.output<typeof segmentSchema>;

export type SegmentDto = { id: string; name: string; match: "all" | "any"; rules: SegmentRuleInput[]; createdAt: string };

export const segmentCustomersQuerySchema = customerListQuerySchema.omit({ segment: true });
