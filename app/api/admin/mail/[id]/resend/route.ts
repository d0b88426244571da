// POST /api/admin/mail/{id}/resend — the admin sends any message again.
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { resendAnyMail } from "@/lib/mail/service";

export const POST = route({ auth: "admin", params: idParams }, ({ params }) => resendAnyMail(params.id));
