// GET /demo-mail — the embedded demo only (no SMTP_URL, no DATABASE_URL), from this machine only: the demo's
// messages in full, reset links included, since no mail leaves the machine (record 0127). Else 404.
import { route } from "@/lib/http/route";
import { demoMailHtml } from "@/lib/mail/demo-page";
import { listDemoMail } from "@/lib/mail/service";

export const GET = route({ auth: "public" }, async ({ req }) => demoMailHtml(await listDemoMail(req.headers)));
