// POST /api/mail/{id}/resend — the owner sends a message of their store's outbox again.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { resendStoreMail } from "@/lib/mail/service";

export const POST = route({ auth: "owner", params: z.object({ id: z.uuid("Invalid id") }) }, ({ store, params }) => resendStoreMail(store, params.id));
