// POST /api/admin/mail/{id}/resend — the admin sends any message again.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { resendAnyMail } from "@/lib/mail/service";

export const POST = route({ auth: "admin", params: z.object({ id: z.uuid("Invalid id") }) }, ({ params }) => resendAnyMail(params.id));
