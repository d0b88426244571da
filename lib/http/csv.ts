import "server-only";

/**
 * CSV downloads (orders, products, customers): a header and rows produced batch by batch, streamed so
 * memory stays flat however many rows there are. A byte-order mark first, so spreadsheet programs read
 * UTF-8 names correctly. The header goes out at once; after it, what the generator yields is gathered
 * into chunks of about 128 KB, so a producer may yield as little as one order's rows (the orders
 * export does: see lib/orders/export.ts for why) without a write per yield.
 *
 * Written here rather than with csv-stringify, whose sync API allocated ~6 MB of short-lived objects per
 * 250-order batch (2.4 GB for 100,000 orders, for 48 MB of CSV; docs/decisions/0066-orders-at-scale.md,
 * "Export memory"). The output is the same: RFC 4180, "\n" after every record, a field quoted when it
 * holds a comma, a quote, CR or LF. The generator is only read when the response has taken the previous
 * chunk (the default high-water mark of one chunk; Next waits for the socket to drain), so a slow client
 * holds the reads back.
 */
export function csvStream(header: readonly string[], batches: AsyncGenerator<string[][], void, unknown>): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(enc.encode(`\uFEFF${csvLines([header])}`));
          return;
        }
        let text = "";
        let done = false;
        while (text.length < CHUNK_CHARS) {
          const next = await batches.next();
          if (next.done) {
            done = true;
            break;
          }
          text += csvLines(next.value);
        }
        if (text) controller.enqueue(enc.encode(text));
        if (done) controller.close();
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

// About what a 250-order batch made before; Next's gzip flushes after every chunk, so much smaller chunks
// would compress worse (64 KB: 4.0 MB instead of 3.6 MB for the 100,000-order bench).
const CHUNK_CHARS = 128 * 1024;

const NEEDS_QUOTES = /[",\r\n]/;

/** One field as CSV: quoted (inner quotes doubled) when it holds a comma, a quote, CR or LF. */
function csvField(v: string | null | undefined): string {
  if (v == null) return "";
  return NEEDS_QUOTES.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

/**
 * Records as CSV text, each ended by "\n" (what csv-stringify writes with its defaults). Joined rather than
 * concatenated field by field: `+=` leaves two string objects per field for the collector.
 */
export function csvLines(rows: readonly (readonly (string | null | undefined)[])[]): string {
  const lines = new Array<string>(rows.length + 1);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k];
    // join writes null and undefined as "", as csvField does.
    lines[k] = row.some((v) => v != null && NEEDS_QUOTES.test(v)) ? row.map(csvField).join(",") : row.join(",");
  }
  lines[rows.length] = "";
  return lines.join("\n");
}

/** A phone number as people write it: "+" then digits and spaces ("+91 98765 43210"). */
const PHONE = /^\+[\d ]*\d[\d ]*$/;
/** A signed number ("-12", "+5", "-1299.50"): a spreadsheet reads it as the number it is. */
const SIGNED_NUMBER = /^[+-]\d+(\.\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe: one starting with =, @, tab or CR,
 * and one starting with + or - unless what follows is a number. A phone number or a signed number stays
 * as it is: neither can name a cell or call a function, and "'+91 98765 43210" in a customer export was
 * noise. The product import takes the apostrophe off again (lib/catalog/import/shopify-csv.ts).
 */
export function csvCell(v: string | null | undefined): string {
  const s = v ?? "";
  if (/^[=@\t\r]/.test(s)) return `'${s}`;
  if (/^[+-]/.test(s) && !PHONE.test(s) && !SIGNED_NUMBER.test(s)) return `'${s}`;
  return s;
}

/** The download's answer: CSV, attachment, never cached. */
export function csvResponse(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
