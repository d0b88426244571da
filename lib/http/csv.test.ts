import { describe, expect, it } from "vitest";
import { csvCell, csvResponse, csvStream } from "./csv";

async function* gen(batches: string[][][], ended: { done: boolean }) {
  try {
    for (const b of batches) yield b;
  } finally {
    ended.done = true;
  }
}
const bytesOf = async (s: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(s).arrayBuffer());

describe("csvCell", () => {
  it("defuses what a spreadsheet would run as a formula, and nothing else", () => {
    for (const v of ["=1+1", "+49 30 1234", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(csvCell(v), v).toBe(`'${v}`);
    for (const v of ["Asha", "a=b", "", "1299.00"]) expect(csvCell(v), v).toBe(v);
    expect(csvCell(null)).toBe("");
  });
});

describe("csvStream", () => {
  it("sends a byte-order mark and the header, then each batch's rows; an empty batch does not stall the download", async () => {
    const ended = { done: false };
    const s = csvStream(["Name", "Note"], gen([[["a", "x,y"]], [], [], [["b", 'say "hi"\nthere']]], ended));
    const bytes = await Promise.race([bytesOf(s), new Promise<never>((_, no) => setTimeout(() => no(new Error("the stream stalled")), 2000))]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFFName,Note\na,"x,y"\nb,"say ""hi""\nthere"\n`);
    expect(ended.done).toBe(true);
  });

  it("a cancelled download ends the batches (the database reads stop)", async () => {
    const ended = { done: false };
    const reader = csvStream(["A"], gen([[["1"]], [["2"]], [["3"]]], ended)).getReader();
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
