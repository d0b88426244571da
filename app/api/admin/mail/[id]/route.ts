// GET /api/admin/mail/{id} — one message with its HTML and text (admin).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getAnyMail } from "@/lib/mail/service";

export const GET = route({ auth: "admin", params: z.object({ id: z.uuid("Invalid id") }) }, ({ params }) => getAnyMail(params.id));
