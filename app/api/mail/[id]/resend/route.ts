// POST /api/mail/{id}/resend — the owner sends a message of their store's outbox again.
import { route } from "@/lib/http/route";
import * as mail from "@/lib/mail/endpoints";
import { idParams } from "@/lib/validation";
import { resendStoreMail } from "@/lib/mail/service";

export const POST = route(mail.resend, { params: idParams }, ({ store, params }) => resendStoreMail(store, params.id));
