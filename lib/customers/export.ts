import "server-only";
import { csvCell, csvStream } from "@/lib/http/csv";
import { fromMinor, toMinor } from "@/lib/money";
import type { Store } from "@/lib/tenancy/store";
import { customerBatches, type CustomerFiguresRow } from "./repository";

/**
 * GET /api/customers/export: the store's registered customers as CSV, one row each, in e-mail order.
 * Orders: the customer's orders (signed in, or as a guest with the same e-mail), cancelled and failed ones not counted. Total Spent: their paid orders'
 * totals less refunds, a decimal string as everywhere (lib/money.ts). Streamed 500 customers at a time
 * (./repository.ts customerBatches): memory stays flat however many customers the store has.
 */
export const CUSTOMER_EXPORT_COLUMNS = ["Name", "Email", "Orders", "Total Spent", "Created"] as const;

export function customerRow(c: CustomerFiguresRow): string[] {
  const name = [c.firstName, c.lastName].map((s) => s?.trim()).filter(Boolean).join(" ");
  return [csvCell(name), csvCell(c.email), String(c.orders), fromMinor(toMinor(c.spent)), c.createdAt.toISOString()];
}

async function* rowsOf(store: Store): AsyncGenerator<string[][], void, unknown> {
  for await (const batch of customerBatches(store.id)) yield batch.map(customerRow);
}

export function exportCustomersCsv(store: Store): ReadableStream<Uint8Array> {
  return csvStream(CUSTOMER_EXPORT_COLUMNS, rowsOf(store));
}
