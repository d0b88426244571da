// POST /api/draft-orders/{id}/send-invoice (owner, orders) — mails the customer a link to pay the draft online.
import * as drafts from "@/lib/draft-orders/endpoints";
import { sendInvoice } from "@/lib/draft-orders/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const POST = route(drafts.sendInvoice, { params: idParams }, ({ store, params }) => sendInvoice(store, params.id));
