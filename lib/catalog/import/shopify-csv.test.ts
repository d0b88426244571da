import { describe, expect, it } from "vitest";
import { csvCell, csvLines } from "@/lib/http/csv";
import { CsvFileError, decodeCsv, draftProduct, gramsTo, groupByHandle, readRecords, toGrams, type Column } from "./shopify-csv";

async function drafts(text: string) {
  let present = new Set<Column>();
  const { groups, rows, problems } = await groupByHandle(readRecords(text, (c) => (present = c)));
  return { rows, problems, drafts: groups.map((g) => draftProduct(g, (c) => present.has(c))) };
}

describe("reading Shopify's product CSV", () => {
  it("takes columns in any order and case, a BOM, quoted commas and newlines, and ignores unknown columns", async () => {
    const text = '\uFEFFvariant price,  TITLE ,handle,Mystery,body (html)\r\n10.00,Mug,mug,x,"<p>a, b</p>\n<p>c</p>"\r\n';
    const { drafts: [d] } = await drafts(text);
    expect(d).toMatchObject({ handle: "mug", name: "Mug", description: "<p>a, b</p>\n<p>c</p>", options: [] });
    expect(d.variants).toMatchObject([{ row: 2, options: [], price: "10.00" }]);
  });

  it("groups a handle's rows wherever they are, and collects option values in order", async () => {
    const text = ["Handle,Title,Option1 Name,Option1 Value,Variant Price,Image Src,Image Position", "tee,Tee,Size,S,5,https://x.test/2.png,2", "mug,Mug,Title,Default Title,3,,", "tee,,,M,6,https://x.test/1.png,1", "tee,,,,,https://x.test/3.png,"].join("\n");
    const { drafts: [tee, mug] } = await drafts(text);
    expect(tee.options).toEqual([{ name: "Size", values: ["S", "M"] }]);
    expect(tee.variants.map((v) => [v.row, v.options, v.price])).toEqual([[2, ["S"], "5.00"], [4, ["M"], "6.00"]]);
    expect(tee.images!.map((i) => i.src)).toEqual(["https://x.test/1.png", "https://x.test/2.png", "https://x.test/3.png"]);
    expect(mug.options).toEqual([]);
  });

  it("reads TRUE/FALSE in any case and refuses other words", async () => {
    const text = ["Handle,Title,Published,Variant Requires Shipping,Variant Taxable,Variant Price", "a,A,true,FALSE,Yes,1", "b,B,maybe,,,1"].join("\n");
    const { drafts: [a, b] } = await drafts(text);
    expect(a).toMatchObject({ status: "active", requiresShipping: false, taxable: true, errors: [] });
    expect(b.errors[0]).toMatchObject({ row: 3, column: "Published" });
  });

  it("reads back what the export writes, guarded or not: formulas, phone numbers, signed numbers", async () => {
    const values = ["=SUM(A1)", "+A1", "-x", "@cmd", "+91 98765 43210", "-12", "+5", "plain"];
    const text = csvLines([["Handle", "Title", "Variant SKU", "Variant Price"], ...values.map((v, i) => [`h${i}`, csvCell(v), csvCell(v), "1"])]);
    const { drafts: read } = await drafts(text);
    expect(read.map((d) => d.name)).toEqual(values);
    expect(read.map((d) => d.variants[0].sku)).toEqual(values);
  });

  it("takes off the export's formula guard", async () => {
    const { drafts: [d] } = await drafts("Handle,Title,Variant SKU,Variant Price\nx,'=SUM(A1),'-12,1\n");
    expect(d.name).toBe("=SUM(A1)");
    expect(d.variants[0].sku).toBe("-12");
  });

  it("names the delimiter of a file saved with semicolons or tabs", async () => {
    await expect(drafts("Handle;Title\nx;y\n")).rejects.toThrow(/semicolons/);
    await expect(drafts("Handle\tTitle\nx\ty\n")).rejects.toThrow(/tabs/);
    await expect(drafts("Handle,Title\n")).rejects.toBeInstanceOf(CsvFileError);
  });

  it("decodes UTF-8, else Windows-1252; refuses binary", () => {
    expect(decodeCsv(new TextEncoder().encode("Handle,Title\ncafé,Café\n"))).toContain("Café");
    expect(decodeCsv(new Uint8Array([0x43, 0x61, 0x66, 0xe9]))).toBe("Café");
    expect(() => decodeCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toThrow(/not a CSV/);
  });

  it("turns grams into the product's unit and back", () => {
    for (const unit of ["kg", "g", "lb", "oz"] as const) {
      for (const w of ["0.25", "1.00", "2.50", "12.75"]) expect(gramsTo(toGrams(w, unit), unit)).toBe(w);
    }
    expect(gramsTo(1250, "kg")).toBe("1.25");
    expect(toGrams("1.25", "kg")).toBe(1250);
  });
});
