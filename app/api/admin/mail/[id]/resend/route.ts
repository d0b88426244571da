// POST /api/admin/mail/{id}/resend — the admin sends any message again.
import { route } from "@/lib/http/route";
import * as mail from "@/lib/mail/endpoints";
import { idParams } from "@/lib/validation";
import { resendAnyMail } from "@/lib/mail/service";

export const POST = route(mail.adminResend, { params: idParams }, ({ params }) => resendAnyMail(params.id));
