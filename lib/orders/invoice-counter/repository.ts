import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { tenants } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import { formatInvoiceNumber, orderInvoiceFormat } from "../invoice-number";

/**
 * The store's invoice counters. They live on the store's row, where its tax settings edit the next number;
 * only these two functions move them, always inside an order's transaction. The UPDATE locks the store's
 * row until commit, so concurrent orders of one store take consecutive numbers, and an order rolled back
 * (out of stock) gives its number back: unique and without gaps.
 */
export async function takeInvoiceNumber(tx: Tx, tenantId: TenantId, now = new Date()): Promise<string | null> {
  const [t] = await tx
    .update(tenants)
    .set({ nextInvoiceNumber: sql`${tenants.nextInvoiceNumber} + 1` })
    .where(eq(tenants.id, tenantId))
    .returning({
      n: sql<number>`${tenants.nextInvoiceNumber} - 1`.mapWith(Number),
      custom: tenants.customInvoiceNumbering,
      format: tenants.invoiceNumberFormat,
    });
  if (!t) return null;
  return formatInvoiceNumber(orderInvoiceFormat({ customInvoiceNumbering: t.custom, invoiceNumberFormat: t.format }), t.n, now);
}

/** The paid invoice number, when the store numbers paid invoices separately (custom numbering with a paid format). */
export async function takePaidInvoiceNumber(tx: Tx, tenantId: TenantId, now = new Date()): Promise<string | null> {
  const [t] = await tx
    .update(tenants)
    .set({ nextPaidInvoiceNumber: sql`${tenants.nextPaidInvoiceNumber} + 1` })
    .where(and(eq(tenants.id, tenantId), eq(tenants.customInvoiceNumbering, true), isNotNull(tenants.paidInvoiceNumberFormat)))
    .returning({ n: sql<number>`${tenants.nextPaidInvoiceNumber} - 1`.mapWith(Number), format: tenants.paidInvoiceNumberFormat });
  return t?.format ? formatInvoiceNumber(t.format, t.n, now) : null;
}
