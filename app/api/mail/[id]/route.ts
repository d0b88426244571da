// GET /api/mail/{id} — one message of the store's outbox with its HTML and text (owner; the admin reads).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { getStoreMail } from "@/lib/mail/service";

export const GET = route({ auth: "owner", params: z.object({ id: z.uuid("Invalid id") }) }, ({ store, params }) => getStoreMail(store, params.id));
