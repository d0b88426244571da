import { endpoint } from "@/lib/endpoint";
import type { activityExportQuerySchema, activityQuerySchema, ActivityEntryDto, ActivityPage, adminActivityQuerySchema, AdminActivityEntryDto } from "./schemas";

/**
 * The activity log's /api calls (issue 40, record 0143). The store's list lets in a member holding any of staff,
 * orders or products, and the handler narrows it (lib/activity/access.ts): the whole log needs `staff`; a member
 * with `orders` reads one order's entries (resourceType=order&resourceId=…), one with `products` one product's,
 * for those pages' Activity lists. One endpoint, not two, so the pages and the section read the same answer.
 */
export const list = endpoint<{ query: typeof activityQuerySchema; response: ActivityPage<ActivityEntryDto> }>()({
  method: "GET",
  path: "/api/activity",
  auth: "owner",
  permission: ["staff", "orders", "products"],
  summary: "The store's activity log, newest first (permission staff; one order's or product's entries with orders or products)",
});
export const exportCsv = endpoint<{ query: typeof activityExportQuerySchema }>()({
  method: "GET",
  path: "/api/activity/export",
  auth: "owner",
  permission: "staff",
  answerKind: "file",
  summary: "The store's activity log under the same filters, as CSV (streamed, newest first)",
});
export const adminList = endpoint<{ query: typeof adminActivityQuerySchema; response: ActivityPage<AdminActivityEntryDto> }>()({
  method: "GET",
  path: "/api/admin/activity",
  auth: "admin",
  summary: "Every store's activity entries and the platform's own (store created, suspended, plan changed), newest first",
});
