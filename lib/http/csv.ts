import "server-only";
import { stringify } from "csv-stringify/sync";

/**
 * CSV downloads (orders, products, customers): a header and rows produced batch by batch, streamed so
 * memory stays flat however many rows there are. A byte-order mark first, so spreadsheet programs read
 * UTF-8 names correctly.
 */
export function csvStream(header: readonly string[], batches: AsyncGenerator<string[][], void, unknown>): ReadableStream<Uint8Array> {
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
        // A pull must enqueue or close: one that returns with neither is never called again, and the
        // download hangs. A batch without rows is skipped, not answered empty.
        for (;;) {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            return;
          }
          if (next.value.length) {
            controller.enqueue(enc.encode(stringify(next.value)));
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

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe. */
export function csvCell(v: string | null | undefined): string {
  const s = v ?? "";
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
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
