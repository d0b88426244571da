// GET /api/admin/mail/{id} — one message with its HTML and text (admin).
import { route } from "@/lib/http/route";
import * as mail from "@/lib/mail/endpoints";
import { idParams } from "@/lib/validation";
import { getAnyMail } from "@/lib/mail/service";

export const GET = route(mail.adminMessage, { params: idParams }, ({ params }) => getAnyMail(params.id));
