// GET /api/orders/{id}/invoice — the order's invoice (JSON) for the store's owner or the customer who
// placed it; anyone else 404 (401 signed out).
import * as orders from "@/lib/orders/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { invoiceFor } from "@/lib/orders/invoice";

const params = idParams;

export const GET = route(orders.invoice, { params }, ({ store, params, staff, customer }) =>
  invoiceFor(store, params.id, { staff, customer }),
);
