import { describe, expect, it } from "vitest";
import { groupByHandle, MAX_HANDLE_ROWS, MAX_RECORD_CHARS, readRecords, timeSlicer, type Column } from "./csv-read";
import { draftProduct } from "./shopify-csv";

async function read(text: string) {
  let present = new Set<Column>();
  const { groups, rows, problems } = await groupByHandle(readRecords(text, (c) => (present = c)));
  return { rows, problems, groups, drafts: groups.map((g) => draftProduct(g, (c) => present.has(c))) };
}

/** `n` variant rows under one handle, each with its own option value (the quadratic case), then one small product. */
function oneHandle(n: number): string {
  const lines = ["Handle,Title,Option1 Name,Option1 Value,Variant Price"];
  for (let i = 0; i < n; i++) lines.push(i === 0 ? `big,Big,Size,V${i},10.00` : `big,,,V${i},10.00`);
  lines.push("small,Small,,,5.00");
  return lines.join("\n");
}

/** Median-free, load-tolerant timing: the best of three runs. */
async function bestMs(fn: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

describe("reading a file in linear time (record 0121)", () => {
  it("refuses a handle with more rows than a product can have, with one error naming the rows; the rest is read", async () => {
    const { rows, drafts } = await read(oneHandle(MAX_HANDLE_ROWS + 5));
    expect(rows).toBe(MAX_HANDLE_ROWS + 6);
    const [big, small] = drafts;
    expect(big.errors).toEqual([
      { row: 2, column: "Handle", handle: "big", message: `This handle has 1,005 rows (rows 2 to ${MAX_HANDLE_ROWS + 6}): a product has at most 100 variants, so at most 1,000 rows. Check the Handle column` },
    ]);
    expect(big.variants).toEqual([]);
    expect(small).toMatchObject({ handle: "small", errors: [] });
  });

  it("a handle within the row limit still gets the variant limit's message", async () => {
    const { drafts } = await read(oneHandle(150));
    expect(drafts[0].errors.map((e) => e.message)).toEqual(["A product has at most 100 variants; this one has 150"]);
    expect(drafts[0].options[0].values).toHaveLength(150);
  });

  it("grows linearly: 10× the rows of one handle take about 10× the time, not 100×", async () => {
    // 900 rows stay under the row limit, so every row is drafted (the option values' check runs on each).
    const small = await bestMs(() => read(oneHandle(90)));
    const large = await bestMs(() => read(oneHandle(900)));
    // Quadratic would be ~100×; allow a wide margin for a shared machine.
    expect(large / Math.max(small, 1)).toBeLessThan(40);
  });

  it("a row longer than MAX_RECORD_CHARS is refused at that length, with or without line breaks", async () => {
    for (const text of ["Handle,Title," + "a".repeat(MAX_RECORD_CHARS + 10), 'Handle,Title\nx,"' + "a".repeat(MAX_RECORD_CHARS + 10)]) {
      await expect(read(text)).rejects.toThrow(/longer than 1,000,000 characters/);
    }
  });

  it("reads Windows, Unix and old Mac line ends, and a last row without one", async () => {
    for (const eol of ["\r\n", "\n", "\r"]) {
      const { rows, drafts } = await read(["Handle,Title,Variant Price", "a,A,1.00", "b,B,2.00"].join(eol));
      expect(rows).toBe(2);
      expect(drafts.map((d) => [d.handle, d.variants[0].price])).toEqual([["a", "1.00"], ["b", "2.00"]]);
    }
  });

  it("reads a file longer than one parser chunk with a quoted field across the chunk's edge", async () => {
    const body = "<p>" + "x, ".repeat(10_000) + '""quoted""\nnext line</p>';
    const lines = ["Handle,Title,Body (HTML),Variant Price"];
    for (let i = 0; i < 50; i++) lines.push(`p${i},P ${i},"${body}",${i}.00`);
    const { rows, drafts } = await read(lines.join("\n"));
    expect(rows).toBe(50);
    expect(drafts[49]).toMatchObject({ handle: "p49", description: body.replace(/""/g, '"') });
    expect(drafts[49].variants[0].row).toBe(51);
  });
});

describe("timeSlicer", () => {
  it("lets timers run during a long loop of synchronous steps", async () => {
    const pause = timeSlicer(5);
    let ticks = 0;
    let turns = 0;
    const timer = setInterval(() => ticks++, 1);
    // 200 steps of at least 0.5 ms each: at least 100 ms of work, so at least 20 turns of the loop.
    for (let step = 0; step < 200; step++) {
      const busyUntil = performance.now() + 0.5;
      while (performance.now() < busyUntil);
      const p = pause();
      if (p) {
        turns++;
        await p;
      }
    }
    clearInterval(timer);
    expect(turns).toBeGreaterThanOrEqual(19);
    expect(ticks).toBeGreaterThanOrEqual(10);
  });
});
