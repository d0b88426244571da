// GET /api/admin/mail — every store's and the platform's messages, newest first (admin).
import { route } from "@/lib/http/route";
import { listAllMail } from "@/lib/mail/service";

export const GET = route({ auth: "admin" }, () => listAllMail());
