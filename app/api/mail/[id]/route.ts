// GET /api/mail/{id} — one message of the store's outbox with its HTML and text (owner; the admin reads).
import { route } from "@/lib/http/route";
import * as mail from "@/lib/mail/endpoints";
import { idParams } from "@/lib/validation";
import { getStoreMail } from "@/lib/mail/service";

export const GET = route(mail.message, { params: idParams }, ({ store, params }) => getStoreMail(store, params.id));
