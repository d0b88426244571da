import { z } from "zod";
import type { Actor, ActorType } from "./context";
import type { Changes } from "./diff";

/** The activity log's filters and answers (issue 40, record 0143). */

const ACTOR_TYPES = ["owner", "staff", "admin", "token", "system"] as const satisfies readonly ActorType[];

const day = /^\d{4}-\d{2}-\d{2}$/;
/** A date ("2026-11-28": the whole day, in UTC) or an instant (ISO 8601, "2026-11-28T10:00:00Z"). */
const when = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, `${label} must be a date (YYYY-MM-DD) or an ISO 8601 time`)
    .refine((v) => !Number.isNaN(Date.parse(day.test(v) ? `${v}T00:00:00Z` : v)), `${label} must be a date (YYYY-MM-DD) or an ISO 8601 time`)
    .optional();

const name = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} is too long`)
    .regex(/^[a-z][a-z0-9_.-]*$/i, `${label} is not a valid name`)
    .optional();

export const MAX_LIMIT = 100;
/** Offset paging stops here: past it, narrow the filters (a deep OFFSET reads every row before it). */
export const MAX_OFFSET = 10_000;

export const activityQuerySchema = z
  .object({
    actorId: z.uuid("actorId must be an id").optional(),
    actorType: z.enum(ACTOR_TYPES, "actorType must be owner, staff, admin, token or system").optional(),
    action: name("action"),
    resourceType: name("resourceType"),
    resourceId: z.string().trim().min(1).max(100, "resourceId is too long").optional(),
    from: when("from"),
    to: when("to"),
    page: z.coerce.number("page must be a number").int("page must be a whole number").min(1, "page starts at 1").max(100_000).default(1),
    limit: z.coerce.number("limit must be a number").int("limit must be a whole number").min(1, "limit is at least 1").max(MAX_LIMIT, `limit is at most ${MAX_LIMIT}`).default(50),
  })
  .superRefine((q, ctx) => {
    const range = rangeOf(q);
    if (range.from && range.to && range.from >= range.to) ctx.addIssue({ code: "custom", path: ["to"], message: "to must be after from" });
    if ((q.page - 1) * q.limit >= MAX_OFFSET) ctx.addIssue({ code: "custom", path: ["page"], message: `Only the first ${MAX_OFFSET} entries are paged: narrow the filters or the dates` });
  });

export type ActivityQuery = z.output<typeof activityQuerySchema>;

/** The admin's filters: the same, plus one store. */
export const adminActivityQuerySchema = activityQuerySchema.and(z.object({ tenantId: z.uuid("tenantId must be an id").optional() }));
export type AdminActivityQuery = z.output<typeof adminActivityQuerySchema>;

/** The CSV export: the same filters, no paging (every matching entry, newest first). */
export const activityExportQuerySchema = z
  .object({
    actorId: z.uuid("actorId must be an id").optional(),
    actorType: z.enum(ACTOR_TYPES).optional(),
    action: name("action"),
    resourceType: name("resourceType"),
    resourceId: z.string().trim().min(1).max(100).optional(),
    from: when("from"),
    to: when("to"),
  })
  .superRefine((q, ctx) => {
    const range = rangeOf(q);
    if (range.from && range.to && range.from >= range.to) ctx.addIssue({ code: "custom", path: ["to"], message: "to must be after from" });
  });
export type ActivityExportQuery = z.output<typeof activityExportQuerySchema>;

/** `from` at its start; `to` a date: through the end of that day (exclusive bound the next midnight). */
export function rangeOf(q: { from?: string; to?: string }): { from?: Date; to?: Date } {
  const from = q.from ? new Date(day.test(q.from) ? `${q.from}T00:00:00Z` : q.from) : undefined;
  let to: Date | undefined;
  if (q.to) {
    to = new Date(day.test(q.to) ? `${q.to}T00:00:00Z` : q.to);
    if (day.test(q.to)) to = new Date(to.getTime() + 86_400_000);
  }
  return { from, to };
}

export type ActivityEntryDto = {
  id: string;
  createdAt: string;
  actor: Actor;
  action: string;
  resourceType: string;
  resourceId: string | null;
  summary: string;
  changes: Changes;
  ip: string | null;
  userAgent: string | null;
};

/** The admin's entries say which store, if any (null: the platform's own, about no store). */
export type AdminActivityEntryDto = ActivityEntryDto & { tenantId: string | null; scope: "store" | "platform" };

export type ActivityPage<T = ActivityEntryDto> = {
  items: T[];
  /** Matching entries, counted up to 10,000; `totalCapped` when there are more. */
  total: number;
  totalCapped?: boolean;
  page: number;
  limit: number;
};
