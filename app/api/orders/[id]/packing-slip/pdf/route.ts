// GET /api/orders/{id}/packing-slip/pdf — the order's packing slip as a PDF (the store's owner only: lines,
// quantities, variant titles, SKUs and the shipping address, no prices). Anyone else 404 (401 signed out).
import * as orders from "@/lib/orders/endpoints";
import { unauthorized } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { invoiceFor } from "@/lib/orders/invoice";
import { packingSlipFileName, packingSlipPdf } from "@/lib/orders/packing-slip-pdf";

const params = idParams;

export const GET = route(orders.packingSlipPdf, { params }, async ({ store, params, staff }) => {
  if (!staff) throw unauthorized();
  // The invoice's reading rules with no customer: only a manager of this store gets past (others: 404).
  const inv = await invoiceFor(store, params.id, { staff, customer: null });
  const pdf = await packingSlipPdf(inv);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${packingSlipFileName(inv)}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
