// GET /api/mail — the store's outbox: every message it sent or kept, newest first (owner; the admin reads).
import { route } from "@/lib/http/route";
import { listStoreMail } from "@/lib/mail/service";

export const GET = route({ auth: "owner" }, ({ store }) => listStoreMail(store));
