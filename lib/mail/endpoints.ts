import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { MailDto, mailListQuerySchema, MailSummaryDto } from "./schemas";

/**
 * The outboxes' /api calls (docs/decisions/0137): the owner's (their store's messages; the admin reads) and the
 * platform admin's (every store's and the platform's). Newest first, `limit` at a time, `before` a message id.
 */

export const list = endpoint<{ query: typeof mailListQuerySchema; response: MailSummaryDto[] }>()({
  method: "GET",
  path: "/api/mail",
  auth: "owner", permission: "settings",
  summary: "The store's outbox: every message it sent or kept, newest first",
});
export const message = endpoint<{ params: typeof idParams; response: MailDto }>()({ method: "GET", path: "/api/mail/{id}", auth: "owner", permission: "settings", summary: "One message with its HTML and text" });
export const resend = endpoint<{ params: typeof idParams; response: MailSummaryDto }>()({
  method: "POST",
  path: "/api/mail/{id}/resend",
  auth: "owner", permission: "settings",
  invalidates: ["/api/mail"],
  summary: "Send a message of the store's outbox again",
});

export const adminList = endpoint<{ query: typeof mailListQuerySchema; response: MailSummaryDto[] }>()({
  method: "GET",
  path: "/api/admin/mail",
  auth: "admin",
  summary: "Every store's and the platform's messages, newest first",
});
export const adminMessage = endpoint<{ params: typeof idParams; response: MailDto }>()({ method: "GET", path: "/api/admin/mail/{id}", auth: "admin" });
export const adminResend = endpoint<{ params: typeof idParams; response: MailSummaryDto }>()({
  method: "POST",
  path: "/api/admin/mail/{id}/resend",
  auth: "admin",
  invalidates: ["/api/admin/mail"],
  summary: "The admin sends any message again",
});
