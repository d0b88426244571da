import type { ReturnReason, ReturnStatus } from "@/db/schema";

/** Returns' states and reasons as plain data (no zod): the storefront's return form and the dashboard read them. */

export const RETURN_STATUSES = ["requested", "approved", "declined", "received", "refunded"] as const satisfies readonly ReturnStatus[];
export const RETURN_REASONS = ["size", "damaged", "not_as_described", "changed_mind", "other"] as const satisfies readonly ReturnReason[];
export type { ReturnReason, ReturnStatus };

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size: "Wrong size",
  damaged: "Arrived damaged",
  not_as_described: "Not as described",
  changed_mind: "Changed my mind",
  other: "Other",
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = { requested: "Requested", approved: "Approved", declined: "Declined", received: "Received", refunded: "Refunded" };
