// GET /api/mail — the store's outbox: every message it sent or kept, newest first (owner; the admin reads).
// Query: limit (1–200, default 200), before={message id} for the ones older than it (the outbox's "Load older").
import { route } from "@/lib/http/route";
import * as mail from "@/lib/mail/endpoints";
import { mailListQuerySchema } from "@/lib/mail/schemas";
import { listStoreMail } from "@/lib/mail/service";

export const GET = route(mail.list, { query: mailListQuerySchema }, ({ store, query }) => listStoreMail(store, query));
