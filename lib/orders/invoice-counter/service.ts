import "server-only";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";
import { takeInvoiceNumber, takePaidInvoiceNumber } from "./repository";

/** The store's invoice numbers, taken inside an order's transaction (unique and without gaps: ./repository.ts). */

/** The next invoice number of a placed order (null when the store has none). */
export function nextInvoiceNumber(tx: Tx, tenantId: TenantId): Promise<string | null> {
  return takeInvoiceNumber(tx, tenantId);
}

/** The next paid invoice number, when the store numbers paid invoices separately; otherwise null. */
export function nextPaidInvoiceNumber(tx: Tx, tenantId: TenantId): Promise<string | null> {
  return takePaidInvoiceNumber(tx, tenantId);
}
