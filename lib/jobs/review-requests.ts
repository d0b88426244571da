import "server-only";
import { kickMail, queueMails } from "@/lib/mail/service";
import { ordersDueReviewRequest } from "@/lib/reviews/service";

/**
 * Hourly (record 0157): every delivered order of a store that asks for reviews gets one review request mail,
 * `daysAfterDelivery` days after delivery; the dedupe key keeps a second run, or a second instance, from writing
 * another. The mail (lib/jobs/mail-render.ts, "review-request") links each product's review form.
 */
export async function sendReviewRequests(now = new Date()): Promise<number> {
  const due = await ordersDueReviewRequest(now);
  if (!due.length) return 0;
  const ids = await queueMails(due.map((d) => ({ tenantId: d.tenantId, kind: "review-request", payload: { orderId: d.orderId }, dedupeKey: `review-request:${d.orderId}` })));
  kickMail(ids);
  return ids.length;
}
