// GET /api/admin/mail — every store's and the platform's messages, newest first (admin).
// Query: limit (1–200, default 200), before={message id} for the ones older than it.
import { route } from "@/lib/http/route";
import * as mail from "@/lib/mail/endpoints";
import { mailListQuerySchema } from "@/lib/mail/schemas";
import { listAllMail } from "@/lib/mail/service";

export const GET = route(mail.adminList, { query: mailListQuerySchema }, ({ query }) => listAllMail(query));
