import { parse } from "csv-parse";
import type { ImportProblem } from "@/db/schema";
import { slugify } from "@/lib/slug";
import { MAX_VARIANTS } from "../products/variants";

/**
 * Reading a product CSV into records grouped by handle (record 0110), in bounded time and memory and without
 * holding the event loop (record 0121): the preview runs on the request's thread and the import job on the
 * server's, so every other store's requests wait for any stretch of work done here without a break.
 *   - Linear: csv-parse is given the record delimiters (its discovery of them is quadratic on a file without
 *     a line break: a 14 MB single line took 19.6 s), a record is at most MAX_RECORD_CHARS, a file at most
 *     MAX_ROWS rows, and a handle keeps at most MAX_HANDLE_ROWS rows (the rest are only counted).
 *   - In slices: the text goes to the parser 16 KB at a time and the reader gives the event loop a turn
 *     (setImmediate) whenever it has worked SLICE_MS without one.
 */

/** The columns, in Shopify's export order (the export writes them all). */
export const SHOPIFY_COLUMNS = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "SEO Title",
  "SEO Description",
  "Variant Image",
  "Variant Weight Unit",
  "Cost per item",
  "Status",
] as const;
export type Column = (typeof SHOPIFY_COLUMNS)[number];

/**
 * Rows in a file (blank ones not counted). A 15 MB Shopify export is 30,000–125,000 rows; a record costs
 * ~1 KB of memory while the file is read, so this bounds a file of tiny rows ("a1,1") that would otherwise
 * be millions of records.
 */
export const MAX_ROWS = 150_000;
/**
 * Rows one handle may have: a product has at most MAX_VARIANTS variants and 20 images, so ten times that is
 * no real product (a Handle column filled down by a spreadsheet is the usual cause). Its further rows are
 * counted, not kept, and the product is refused with one error naming them.
 */
export const MAX_HANDLE_ROWS = MAX_VARIANTS * 10;
/** Characters in one row: a description holds at most 100,000, so a longer row is a broken quote. */
export const MAX_RECORD_CHARS = 1_000_000;
/** Longest stretch of work between two turns of the event loop (record 0121's budget is 100 ms). */
export const SLICE_MS = 10;
const CHUNK_CHARS = 16 * 1024;

/**
 * A function to await often in a long loop: it answers at once until `sliceMs` have passed since the last
 * turn, then lets the event loop run (timers, I/O, other requests) before going on.
 */
export function timeSlicer(sliceMs = SLICE_MS): () => Promise<void> | void {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
const KNOWN = new Map<string, Column>(SHOPIFY_COLUMNS.map((c) => [norm(c), c]));
// Names other tools write for the same columns.
KNOWN.set("variant inventory quantity", "Variant Inventory Qty");
KNOWN.set("cost per item (variant)", "Cost per item");
KNOWN.set("body html", "Body (HTML)");

/** Options beyond Shopify's three: refused on the rows that fill them. */
const EXTRA_OPTION = /^option([4-9]|\d{2,}) (name|value)$/;

export type CsvRecord = {
  row: number;
  values: Map<Column, string>;
  extraOptions: string | null;
};

export class CsvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvFileError";
  }
}

/**
 * `decodeCsv` a megabyte at a time with a turn of the event loop between (a 15 MB file decoded at once held it ~70 ms,
 * on top of reading the body: issue 35's 100 ms bound). The same text as decodeCsv, in pieces (readRecords takes them).
 */
export async function decodeCsvInTurns(
  bytes: Uint8Array,
  step = 1 << 20,
): Promise<string[]> {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0))
    throw new CsvFileError(
      "This is not a CSV file: save the spreadsheet as CSV (comma-separated) and try again",
    );
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const inTurns = async (decoder: TextDecoder) => {
    const out: string[] = [];
    for (let i = 0; i < bytes.length; i += step) {
      out.push(
        decoder.decode(bytes.subarray(i, i + step), {
          stream: i + step < bytes.length,
        }),
      );
      await turn();
    }
    // Kept as pieces: joining (or flattening) 15 MB of text into one string is a ~100 ms block of its own.
    return out;
  };
  try {
    return await inTurns(new TextDecoder("utf-8", { fatal: true }));
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    return inTurns(new TextDecoder("windows-1252"));
  }
}

/** Text of an uploaded file: UTF-8 (with or without BOM), else Windows-1252 as spreadsheets save it; binary refused. */
export function decodeCsv(bytes: Uint8Array): string {
  const head = bytes.subarray(0, 8192);
  if (head.includes(0))
    throw new CsvFileError(
      "This is not a CSV file: save the spreadsheet as CSV (comma-separated) and try again",
    );
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

type Parsed = { record: string[]; info: { records: number } };

function csvError(err: unknown): unknown {
  if (err instanceof CsvFileError) return err;
  const e = err as Error & { code?: string; lines?: number };
  if (e.code === "CSV_MAX_RECORD_SIZE") {
    return new CsvFileError(
      `Line ${e.lines ?? "?"} is longer than ${MAX_RECORD_CHARS.toLocaleString("en")} characters (a description holds at most 100,000): check the file for a quote that is never closed`,
    );
  }
  if (e.code?.startsWith("CSV_"))
    return new CsvFileError(
      `The file is not valid CSV near line ${e.lines ?? "?"}: ${e.message.replace(/^Invalid [^:]*: /, "")}`,
    );
  return err;
}

/**
 * The file's records. The header is checked first: a file whose header has one column holding semicolons
 * or tabs was saved with another delimiter; Handle or Title must be there.
 */
/** A file's text: one string (an import's stored source) or the pieces decodeCsvInTurns made. */
export type CsvText = string | readonly string[];

export async function* readRecords(
  file: CsvText,
  onHeader?: (columns: Set<Column>) => void,
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    bom: true,
    relax_column_count: true,
    info: true,
    // "\r\n" first, so a Windows line end is one delimiter; a lone "\r" is an old Mac line end.
    record_delimiter: ["\r\n", "\n", "\r"],
    max_record_size: MAX_RECORD_CHARS,
  });
  // The parser reports a broken file through `errored`, checked after each write; the event would otherwise
  // be unhandled.
  parser.on("error", () => {});
  const pause = timeSlicer();
  let columns: (Column | "extra-option" | null)[] | null = null;
  let extraNames: string[] = [];
  const take = ({ record, info }: Parsed): CsvRecord | null => {
    if (!columns) {
      const header = record.map((h) => h.replace(/^\uFEFF/, ""));
      if (header.length === 1 && /[;\t|]/.test(header[0])) {
        const sep = header[0].includes(";")
          ? "semicolons"
          : header[0].includes("\t")
            ? "tabs"
            : "'|'";
        throw new CsvFileError(
          `This file separates columns with ${sep}: save it as CSV with commas between columns`,
        );
      }
      columns = header.map(
        (h) =>
          KNOWN.get(norm(h)) ??
          (EXTRA_OPTION.test(norm(h)) ? "extra-option" : null),
      );
      extraNames = header;
      onHeader?.(
        new Set(
          columns.filter((c): c is Column => !!c && c !== "extra-option"),
        ),
      );
      if (!columns.includes("Handle") && !columns.includes("Title")) {
        throw new CsvFileError(
          "The first row must name the columns, with at least Handle and Title (Shopify's product CSV format)",
        );
      }
      return null;
    }
    const values = new Map<Column, string>();
    let extraOptions: string | null = null;
    for (let i = 0; i < record.length; i++) {
      const col = columns[i];
      if (!col) continue;
      // The export's guard against spreadsheet formulas ('=…) is taken off again.
      const v = record[i].trim().replace(/^'(?=[=+\-@\t\r])/, "");
      if (!v) continue;
      if (col === "extra-option") extraOptions ??= extraNames[i];
      else if (!values.has(col)) values.set(col, v);
    }
    // A blank row still counts as a row of the spreadsheet, but is no record.
    return values.size === 0 && !extraOptions
      ? null
      : { row: info.records, values, extraOptions };
  };
  try {
    for (const text of typeof file === "string" ? [file] : file)
      for (let at = 0; at < text.length; at += CHUNK_CHARS) {
        parser.write(text.slice(at, at + CHUNK_CHARS));
        for (
          let item = parser.read() as Parsed | null;
          item;
          item = parser.read() as Parsed | null
        ) {
          const rec = take(item);
          if (rec) yield rec;
          await pause();
        }
        if (parser.errored) throw csvError(parser.errored);
        await pause();
      }
    // The last record (a file need not end with a line break) and the errors only the end shows (a quote
    // never closed) come when the parser is ended.
    parser.end();
    try {
      for await (const item of parser as AsyncIterable<Parsed>) {
        const rec = take(item);
        if (rec) yield rec;
      }
    } catch (err) {
      throw csvError(err);
    }
  } finally {
    parser.destroy();
  }
  if (!columns) throw new CsvFileError("The file is empty");
}

/**
 * Records grouped by handle in file order (a handle's rows need not be next to each other). `rows` holds at
 * most MAX_HANDLE_ROWS of them; `extraRows` counts the rest and `lastRow` is the last one's number.
 */
export type HandleGroup = {
  handle: string;
  rows: CsvRecord[];
  extraRows: number;
  lastRow: number;
};

export async function groupByHandle(
  records: AsyncIterable<CsvRecord>,
): Promise<{ groups: HandleGroup[]; rows: number; problems: ImportProblem[] }> {
  const byHandle = new Map<string, HandleGroup>();
  const problems: ImportProblem[] = [];
  let rows = 0;
  try {
    for await (const rec of records) {
      if (++rows > MAX_ROWS) {
        throw new CsvFileError(
          `The file has more than ${MAX_ROWS.toLocaleString("en")} product rows (row ${rec.row}): split it into several files`,
        );
      }
      const raw = rec.values.get("Handle") ?? rec.values.get("Title") ?? "";
      const handle = slugify(raw).slice(0, 200).replace(/-+$/, "");
      if (!handle) {
        problems.push({
          row: rec.row,
          column: "Handle",
          handle: "",
          message: raw
            ? `Handle "${raw}" has no letters or digits`
            : "Handle is required (or a Title to make one from)",
        });
        continue;
      }
      let g = byHandle.get(handle);
      if (!g)
        byHandle.set(
          handle,
          (g = { handle, rows: [], extraRows: 0, lastRow: rec.row }),
        );
      if (g.rows.length < MAX_HANDLE_ROWS) g.rows.push(rec);
      else g.extraRows++;
      g.lastRow = rec.row;
    }
  } catch (err) {
    throw csvError(err);
  }
  if (rows === 0)
    throw new CsvFileError(
      "The file has no product rows: only the header was found",
    );
  return { groups: [...byHandle.values()], rows, problems };
}
