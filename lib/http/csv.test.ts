import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvLines, csvResponse, csvStream } from "./csv";

const tricky = [
  ["plain", "", "with, comma", 'a "quote"', "line\nbreak", "carriage\rreturn", "crlf\r\nend"],
  ["ünïcødé ₹", "'=SUM(A1)", " spaces ", '"', ",", "\t tab"],
  [],
  [""],
];

async function text(stream: ReadableStream<Uint8Array>): Promise<{ text: string; chunks: number }> {
  const reader = stream.getReader();
  const dec = new TextDecoder("utf-8", { ignoreBOM: true });
  let out = "";
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: out, chunks };
    chunks++;
    out += dec.decode(value, { stream: true });
  }
}

async function* gen(batches: string[][][]): AsyncGenerator<string[][], void, unknown> {
  for (const b of batches) yield b;
}

describe("csvLines", () => {
  it("writes what csv-stringify wrote (the export's format before it streamed without it)", () => {
    expect(csvLines(tricky)).toBe(stringify(tricky));
  });

  it("writes null and undefined as empty fields", () => {
    expect(csvLines([["a", null, undefined, "b"]])).toBe("a,,,b\n");
  });

  it("reads back as the same cells", () => {
    const rows = tricky.filter((r) => r.length > 1);
    expect(parse(csvLines(rows), { relax_column_count: true })).toEqual(rows);
  });
});

describe("csvStream", () => {
  it("sends a byte-order mark and the header first, then the rows of every yield in order", async () => {
    const batches = Array.from({ length: 50 }, (_, b) => Array.from({ length: b % 3 }, (_, k) => [`order ${b}`, `line ${k}`, "x,y"]));
    const { text: csv } = await text(csvStream(["Order", "Line", "Note"], gen(batches)));
    expect(csv).toBe(`\uFEFF${stringify([["Order", "Line", "Note"], ...batches.flat()])}`);
  });

  it("gathers small yields into chunks of about 128 KB rather than a write each", async () => {
    const row = ["x".repeat(99)]; // 100 characters with its newline
    const { text: csv, chunks } = await text(csvStream(["h"], gen(Array.from({ length: 2000 }, () => [row]))));
    expect(csv.length).toBe(3 + 2000 * 100);
    // The header, then 200,000 characters: a chunk of 131,100 (1,311 rows, the first past 128 KB) and the rest.
    expect(chunks).toBe(3);
  });

  it("an empty export is the header alone", async () => {
    expect((await text(csvStream(["a", "b"], gen([])))).text).toBe("\uFEFFa,b\n");
  });

  it("ends the generator when the reader cancels", async () => {
    let finished = false;
    async function* endless(): AsyncGenerator<string[][], void, unknown> {
      try {
        for (;;) yield [["row"]];
      } finally {
        finished = true;
      }
    }
    const reader = csvStream(["h"], endless()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});

async function* batchesOf(batches: string[][][], ended: { done: boolean }) {
  try {
    for (const b of batches) yield b;
  } finally {
    ended.done = true;
  }
}
const bytesOfStream = async (s: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(s).arrayBuffer());

describe("csvCell", () => {
  it("defuses what a spreadsheet would run as a formula, and nothing else", () => {
    for (const v of ["=1+1", "@SUM(A1)", "\tx", "\rx", "=HYPERLINK(\"http://x.test\",\"click\")"]) expect(csvCell(v), v).toBe(`'${v}`);
    // + or - followed by anything but a number is a formula too.
    for (const v of ["+A1", "-A1+B2", "+SUM(A1:A9)", "-2+cmd|' /C calc'!A0", "+91 98765 43210x", "+", "-", "+ ", "-12abc", "+1 (555) 0100"]) expect(csvCell(v), v).toBe(`'${v}`);
    for (const v of ["Asha", "a=b", "", "1299.00"]) expect(csvCell(v), v).toBe(v);
    expect(csvCell(null)).toBe("");
  });

  it("leaves a phone number (+, digits and spaces) and a signed number as they are", () => {
    for (const v of ["+91 98765 43210", "+919876543210", "+49 30 1234", "+44 20 7946 0958 ", "-2", "-12", "+5", "-1299.50"]) expect(csvCell(v), v).toBe(v);
  });
});

describe("csvStream downloads", () => {
  it("sends a byte-order mark and the header, then each batch's rows; an empty batch does not stall the download", async () => {
    const ended = { done: false };
    const s = csvStream(["Name", "Note"], batchesOf([[["a", "x,y"]], [], [], [["b", 'say "hi"\nthere']]], ended));
    const bytes = await Promise.race([bytesOfStream(s), new Promise<never>((_, no) => setTimeout(() => no(new Error("the stream stalled")), 2000))]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFFName,Note\na,"x,y"\nb,"say ""hi""\nthere"\n`);
    expect(ended.done).toBe(true);
  });

  it("a cancelled download ends the batches (the database reads stop)", async () => {
    const ended = { done: false };
    const reader = csvStream(["A"], batchesOf([[["1"]], [["2"]], [["3"]]], ended)).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(ended.done).toBe(true);
  });

  it("answers the download as an attachment, never cached", () => {
    const r = csvResponse(new ReadableStream(), "customers-demo-2026-03-04.csv");
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toBe('attachment; filename="customers-demo-2026-03-04.csv"');
    expect(r.headers.get("cache-control")).toBe("no-store");
  });
});
