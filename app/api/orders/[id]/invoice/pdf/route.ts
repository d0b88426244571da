// GET /api/orders/{id}/invoice/pdf — the same invoice as a PDF download (owner or the ordering customer).
import * as orders from "@/lib/orders/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { invoiceFileName, invoiceFor } from "@/lib/orders/invoice";
import { invoicePdf } from "@/lib/orders/invoice-pdf";

const params = idParams;

export const GET = route(orders.invoicePdf, { params }, async ({ store, params, staff, customer }) => {
  const inv = await invoiceFor(store, params.id, { staff, customer });
  const pdf = await invoicePdf(inv);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFileName(inv)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
