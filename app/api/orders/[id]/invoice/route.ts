// GET /api/orders/{id}/invoice — the order's invoice (JSON) for the store's owner or the customer who
// placed it; anyone else 404 (401 signed out).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { invoiceFor } from "@/lib/orders/invoice";

const params = z.object({ id: z.uuid("Order not found") });

export const GET = route({ auth: "public", tenant: "required", params }, ({ store, params, staff, customer }) =>
  invoiceFor(store, params.id, { staff, customer }),
);
