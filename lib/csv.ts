import { stringify } from "csv-stringify/sync";

/**
 * CSV downloads (orders, customers): streamed batch by batch so a large store never sits in memory, with a
 * byte-order mark so spreadsheet programs read UTF-8 names correctly, and text cells a spreadsheet would
 * run as a formula defused.
 */

/** A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe. */
export function csvCell(v: string | null | undefined): string {
  const s = v ?? "";
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/**
 * The header, then each batch's rows as the generator yields them (one batch read per pull, so a slow
 * reader holds the database back instead of filling memory). A cancelled download ends the generator.
 */
export function csvStream<T>(header: readonly string[], batches: AsyncGenerator<T>, rowsOf: (batch: T) => string[][]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(enc.encode(`\uFEFF${stringify([[...header]])}`));
          return;
        }
        // A pull must enqueue something or close: a batch without rows is skipped, not answered empty.
        for (;;) {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            return;
          }
          const rows = rowsOf(next.value);
          if (rows.length) {
            controller.enqueue(enc.encode(stringify(rows)));
            return;
          }
        }
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}

/** The download's response: `{name}-{store slug}-{YYYY-MM-DD}.csv`, never cached. */
export function csvResponse(body: ReadableStream<Uint8Array>, name: string, storeSlug: string, now = new Date()): Response {
  const day = now.toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${storeSlug}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
