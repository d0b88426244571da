import { parse } from "csv-parse/sync";
import { and, eq, inArray, sql } from "drizzle-orm";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "@/db/client";
import { POST as customerRegister } from "@/app/api/customers/register/route";
import { GET as exportProducts } from "@/app/api/products/export/route";
import { GET as getImport } from "@/app/api/products/import/[jobId]/route";
import { GET as listImports, POST as importProducts } from "@/app/api/products/import/route";
import { GET as listProducts } from "@/app/api/products/route";
import { categories, productImports, products, tenants } from "@/db/schema";
import { runImportJob } from "@/lib/catalog/import/service";
import { resetEnvCache } from "@/lib/env";
import { stopQueue } from "@/lib/queue/queue";
import { setupTestDatabase } from "./helpers/db";
import { signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

/**
 * Product CSV import and export in Shopify's format (issue 29): the preview's counts and problems by row,
 * the job writing products with their variants, a second import changing nothing, the export read back into
 * another store giving the same catalogue, bad files and bad rows refused clearly, one import per store at a
 * time, and another store's owner or a shopper reaching none of it.
 */
const ctx = setupTestDatabase();
afterAll(async () => {
  await stopQueue();
  await closeDb();
  await new Promise((r) => setTimeout(r, 300));
});

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
let owner: TestClient;
let gadgetsOwner: TestClient;

function form(csv: string | Uint8Array, name = "products.csv") {
  const f = new FormData();
  f.append("file", new File([csv as BlobPart], name, { type: "text/csv" }));
  return f;
}

type Preview = {
  counts: { rows: number; products: number; new: number; updated: number; unchanged: number; errors: number };
  errors: { row: number; column: string; handle: string; message: string }[];
  warnings: { row: number; column: string; handle: string; message: string }[];
  newCategories: string[];
  products: { handle: string; title: string; action: string; variants: number; images: number }[];
};
type Job = { id: string; status: string; progress: { processed: number; total: number }; result: { counts: Record<string, number>; errors: Preview["errors"]; warnings: Preview["warnings"] } | null; error: string | null };

const preview = async (c: TestClient, csv: string | Uint8Array) => c.call(importProducts, { path: "/api/products/import?dryRun=true", form: form(csv) });
/** Commit an import and run its job here (the worker is not started in this file). */
async function commit(c: TestClient, csv: string): Promise<Job> {
  const r = await c.call(importProducts, { path: "/api/products/import", form: form(csv) });
  expect(r.status, JSON.stringify(r.json)).toBe(202);
  const id = String(r.json.jobId);
  await runImportJob(id);
  const job = await c.call(getImport, { path: `/api/products/import/${id}`, params: { jobId: id } });
  expect(job.status).toBe(200);
  return job.json as unknown as Job;
}

const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Grams,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Variant Taxable,Variant Barcode,SEO Title,SEO Description,Variant Weight Unit,Cost per item,Status,Google Shopping / Gender";
/** A real-format file: BOM, a quoted description with commas and a newline, lower-case booleans, an unknown column. */
const SHOP = [
  `\uFEFF${HEADER}`,
  `imp-tee,Import Tee,"<p>Soft, heavy cotton.</p>\n<p>Second line</p>",Acme,Import Shirts,"summer, cotton",true,Size,S,Colour,Navy,IMP-TEE-S-NAVY,200,shopify,5,799.00,999.00,TRUE,true,,Tee SEO,Tee description,kg,300.00,active,Unisex`,
  `imp-tee,,,,,,,,M,,Navy,IMP-TEE-M-NAVY,210,shopify,0,799.00,999.00,TRUE,TRUE,,,,kg,300.00,,`,
  `imp-tee,,,,,,,,L,,Navy,IMP-TEE-L-NAVY,220,shopify,3,849.00,,TRUE,TRUE,8901234567890,,,kg,,,`,
  `imp-mug,Import Mug,<b>Mug</b>,Acme,Import Kitchen,,FALSE,Title,Default Title,,,IMP-MUG,350,,12,249.50,,true,false,,,,g,,,`,
].join("\r\n");

beforeAll(async () => {
  owner = await signInStaff(DEMO, "owner@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
});

describe("preview (dry run)", () => {
  it("answers counts, products and nothing written", async () => {
    const r = await preview(owner, SHOP);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const p = r.json as unknown as Preview;
    expect(p.counts).toEqual({ rows: 4, products: 2, new: 2, updated: 0, unchanged: 0, errors: 0 });
    expect(p.errors).toEqual([]);
    expect(p.products).toEqual([
      { handle: "imp-tee", title: "Import Tee", action: "new", variants: 3, images: 0 },
      { handle: "imp-mug", title: "Import Mug", action: "new", variants: 1, images: 0 },
    ]);
    expect(p.newCategories.sort()).toEqual(["Import Kitchen", "Import Shirts"]);
    expect(await ctx.db.select().from(products).where(eq(products.slug, "imp-tee"))).toHaveLength(0);
    expect(await ctx.db.select().from(categories).where(eq(categories.name, "Import Shirts"))).toHaveLength(0);
  });

  it("names each bad row by row, column and handle; good products still count", async () => {
    const bad = [
      HEADER + ",Option4 Name",
      `ok-one,OK One,,,,,TRUE,Title,Default Title,,,,,,1,10.00,,,,,,,,,active,,`,
      `bad-price,Bad Price,,,,,TRUE,Title,Default Title,,,,,,1,"1,299.00",,,,,,,,,active,,`,
      `bad-abc,Bad Abc,,,,,TRUE,Title,Default Title,,,,,,1,abc,,,,,,,,,active,,`,
      `bad-stock,Bad Stock,,,,,TRUE,Title,Default Title,,,,,,-4,10.00,,,,,,,,,active,,`,
      `bad-opts,Bad Opts,,,,,TRUE,Size,S,,,,,,1,10.00,,,,,,,,,active,,Flavour`,
      `twice,First Title,,,,,TRUE,Size,S,,,,,,1,10.00,,,,,,,,,active,,`,
      `twice,Other Title,,,,,TRUE,,M,,,,,,1,10.00,,,,,,,,,active,,`,
      `,,,,,,,,,,,,,,,,,,,,,,,,,,`,
      `,,,,,,,,,,,SKU-ORPHAN,,,1,10.00,,,,,,,,,,,`,
      `no-title,,,,,,TRUE,Title,Default Title,,,,,,1,10.00,,,,,,,,,active,,`,
      `bad-status,Bad Status,,,,,TRUE,Title,Default Title,,,,,,1,10.00,,,,,,,,,published,,`,
      `bad-bool,Bad Bool,,,,,maybe,Title,Default Title,,,,,,1,10.00,,,,,,,,,,,`,
    ].join("\n");
    const r = await preview(owner, bad);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const p = r.json as unknown as Preview;
    const at = (handle: string) => p.errors.filter((e) => e.handle === handle);
    expect(p.counts).toMatchObject({ rows: 11, products: 9, new: 1, errors: 8 });
    expect(at("bad-price")[0]).toMatchObject({ row: 3, column: "Variant Price" });
    expect(at("bad-price")[0].message).toMatch(/1,299\.00.*without thousands separators/);
    expect(at("bad-abc")[0]).toMatchObject({ row: 4, column: "Variant Price", message: 'Variant Price "abc" is not a number' });
    expect(at("bad-stock")[0]).toMatchObject({ row: 5, column: "Variant Inventory Qty", message: "Variant Inventory Qty must be 0 or more" });
    expect(at("bad-opts")[0]).toMatchObject({ row: 6, column: "Option4 Name" });
    expect(at("bad-opts")[0].message).toMatch(/at most 3 options/);
    expect(at("twice")[0]).toMatchObject({ row: 8, column: "Title" });
    expect(at("twice")[0].message).toMatch(/differs from "First Title" on row 7/);
    // Row 9 is blank (skipped, still counted as a spreadsheet row); row 10 has neither Handle nor Title.
    expect(p.errors.find((e) => e.row === 10)).toMatchObject({ column: "Handle", handle: "" });
    expect(at("no-title")[0]).toMatchObject({ row: 11, column: "Title", message: "Title is required for a new product" });
    expect(at("bad-status")[0]).toMatchObject({ row: 12, column: "Status" });
    expect(at("bad-bool")[0]).toMatchObject({ row: 13, column: "Published" });
  });

  it("refuses files that are not a product CSV with a clear message", async () => {
    const cases: [string | Uint8Array, RegExp][] = [
      ["Handle;Title;Variant Price\nmug;Mug;10.00\n", /semicolons/],
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), /not a CSV file/],
      [`${HEADER}\n`, /only the header/],
      ["name,price\nmug,10\n", /Handle and Title/],
      ['Handle,Title\n"unterminated,Mug\n', /not valid CSV/],
      ["", /empty/],
    ];
    for (const [body, message] of cases) {
      const r = await preview(owner, body);
      expect(r.status, String(body).slice(0, 30)).toBe(400);
      expect(r.json.message).toMatch(message);
      expect(r.json.errors?.file).toBeTruthy();
    }
  });

  it("refuses a 200 MB upload by its length before reading it", async () => {
    const r = await owner.call(importProducts, {
      path: "/api/products/import?dryRun=true",
      rawBody: "x",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(200 * 1024 * 1024) },
    });
    expect(r.status).toBe(413);
    expect(r.json.message).toMatch(/15 MB/);
  });
});

describe("import", () => {
  it("creates the products with their variants, categories and stock; a second run changes nothing", async () => {
    const job = await commit(owner, SHOP);
    expect(job.status).toBe("done");
    expect(job.progress).toEqual({ processed: 2, total: 2 });
    expect(job.result!.counts).toEqual({ rows: 4, products: 2, created: 2, updated: 0, unchanged: 0, failed: 0 });

    const list = (await owner.call(listProducts, { path: "/api/products?search=Import" })).json as unknown as {
      slug: string; name: string; status: string; description: string; tags: string[]; seoTitle: string | null; weightUnit: string; categoryId: string | null; requiresShipping: boolean;
      options: { name: string; values: string[] }[];
      variants: { title: string; sku: string; price: string; compareAtPrice: string | null; costPrice: string | null; quantity: number; trackQuantity: boolean; weight: string | null; barcode: string | null }[];
    }[];
    const tee = list.find((p) => p.slug === "imp-tee")!;
    expect(tee).toMatchObject({ name: "Import Tee", status: "active", tags: ["summer", "cotton"], seoTitle: "Tee SEO", weightUnit: "kg" });
    expect(tee.description).toBe("<p>Soft, heavy cotton.</p>\n<p>Second line</p>");
    expect(tee.options).toEqual([{ name: "Size", values: ["S", "M", "L"] }, { name: "Colour", values: ["Navy"] }]);
    expect(tee.variants.map((v) => [v.title, v.sku, v.price, v.compareAtPrice, v.costPrice, v.quantity, v.weight, v.barcode])).toEqual([
      ["S / Navy", "IMP-TEE-S-NAVY", "799.00", "999.00", "300.00", 5, "0.20", null],
      ["M / Navy", "IMP-TEE-M-NAVY", "799.00", "999.00", "300.00", 0, "0.21", null],
      ["L / Navy", "IMP-TEE-L-NAVY", "849.00", null, null, 3, "0.22", "8901234567890"],
    ]);
    const mug = list.find((p) => p.slug === "imp-mug")!;
    expect(mug).toMatchObject({ status: "draft", options: [], weightUnit: "g" });
    expect(mug.variants).toMatchObject([{ title: "Default Title", sku: "IMP-MUG", price: "249.50", quantity: 12, trackQuantity: false, weight: "350.00" }]);
    const [cat] = await ctx.db.select().from(categories).where(eq(categories.name, "Import Shirts"));
    expect(tee.categoryId).toBe(cat.id);
    const [mugRow] = await ctx.db.select().from(products).where(eq(products.slug, "imp-mug"));
    expect(mugRow.taxable).toBe(false);

    const again = (await preview(owner, SHOP)).json as unknown as Preview;
    expect(again.counts).toMatchObject({ new: 0, updated: 0, unchanged: 2, errors: 0 });
    const second = await commit(owner, SHOP);
    expect(second.result!.counts).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it("updates by handle: variants matched by option values or SKU keep their ids; stock is set, not added", async () => {
    const before = (await owner.call(listProducts, { path: "/api/products?search=Import Tee" })).json as unknown as { slug: string; variants: { id: string; sku: string }[] }[];
    const tee = before.find((p) => p.slug === "imp-tee")!;
    const idOf = (sku: string) => tee.variants.find((v) => v.sku === sku)!.id;
    // Only the columns given change: S's stock, L renamed to XL (same SKU), M dropped.
    const csv = [
      "Handle,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price",
      "imp-tee,Size,S,Colour,Navy,IMP-TEE-S-NAVY,7,799.00",
      "imp-tee,,XL,,Navy,IMP-TEE-L-NAVY,3,849.00",
    ].join("\n");
    const p = (await preview(owner, csv)).json as unknown as Preview;
    expect(p.counts).toMatchObject({ updated: 1, errors: 0 });
    const job = await commit(owner, csv);
    expect(job.result!.counts).toMatchObject({ updated: 1, failed: 0 });
    const after = ((await owner.call(listProducts, { path: "/api/products?search=Import Tee" })).json as unknown as { slug: string; name: string; seoTitle: string; variants: { id: string; title: string; sku: string; quantity: number }[] }[]).find((x) => x.slug === "imp-tee")!;
    expect(after.name).toBe("Import Tee");
    expect(after.seoTitle).toBe("Tee SEO");
    expect(after.variants.map((v) => [v.id, v.title, v.quantity])).toEqual([
      [idOf("IMP-TEE-S-NAVY"), "S / Navy", 7],
      [idOf("IMP-TEE-L-NAVY"), "XL / Navy", 3],
    ]);
  });

  it("a failed product is skipped whole and listed; the others are imported", async () => {
    const csv = [HEADER, `imp-good,Good One,,,,,TRUE,Title,Default Title,,,,,,1,10.00,,,,,,,,,active,`, `imp-bad,Bad One,,,,,TRUE,Size,S,,,,,,1,10.00,,,,,,,,,active,`, `imp-bad,,,,,,,,S,,,,,,1,12.00,,,,,,,,,,`].join("\n");
    const job = await commit(owner, csv);
    expect(job.result!.counts).toMatchObject({ created: 1, failed: 1 });
    expect(job.result!.errors[0]).toMatchObject({ row: 4, handle: "imp-bad" });
    expect(job.result!.errors[0].message).toMatch(/listed twice/);
    expect(await ctx.db.select().from(products).where(eq(products.slug, "imp-bad"))).toHaveLength(0);
  });

  it("sanitises Body (HTML) as the editor does and says so", async () => {
    const csv = ["Handle,Title,Body (HTML),Variant Price", `imp-xss,XSS,"<p onclick=""x()"">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>",5.00`].join("\n");
    const p = (await preview(owner, csv)).json as unknown as Preview;
    expect(p.warnings[0]).toMatchObject({ row: 2, column: "Body (HTML)", handle: "imp-xss" });
    await commit(owner, csv);
    const [row] = await ctx.db.select().from(products).where(eq(products.slug, "imp-xss"));
    expect(row.description).not.toMatch(/script|onclick|onerror/);
    expect(row.description).toContain("<p>Hi</p>");
  });

  it("runs one import per store at a time: of 5 at once, exactly one is queued", async () => {
    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
    await ctx.db.delete(productImports).where(eq(productImports.tenantId, t.id));
    const answers = await Promise.all(Array.from({ length: 5 }, () => owner.call(importProducts, { path: "/api/products/import", form: form(SHOP) })));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message).toMatch(/already running/);
    const id = String(answers.find((a) => a.status === 202)!.json.jobId);
    // Another store is not held up.
    expect((await gadgetsOwner.call(importProducts, { path: "/api/products/import?dryRun=true", form: form(SHOP) })).status).toBe(200);
    await runImportJob(id);
    await runImportJob(id); // a second delivery of the job does nothing
    const listed = (await owner.call(listImports, { path: "/api/products/import" })).json as unknown as Job[];
    expect(listed[0]).toMatchObject({ id, status: "done" });
    expect(await ctx.db.select().from(productImports).where(and(eq(productImports.tenantId, t.id), eq(productImports.status, "done")))).toHaveLength(1);
    // The kept file is dropped once done.
    const [row] = await ctx.db.select().from(productImports).where(eq(productImports.id, id));
    expect(row.source).toBeNull();
  });

  it("runs on the real queue: the worker takes the job and it ends done", async () => {
    const { startJobWorker, stopJobWorker } = await import("@/lib/jobs/worker");
    const csv = ["Handle,Title,Option1 Name,Option1 Value,Variant Price,Variant Inventory Qty,Status", "imp-queue,Queued,Size,S,10.00,4,active", "imp-queue,,,M,11.00,2,"].join("\n");
    await startJobWorker();
    try {
      const r = await owner.call(importProducts, { path: "/api/products/import", form: form(csv) });
      expect(r.status).toBe(202);
      const id = String(r.json.jobId);
      let job: Job | null = null;
      for (let i = 0; i < 150; i++) {
        job = (await owner.call(getImport, { path: `/api/products/import/${id}`, params: { jobId: id } })).json as unknown as Job;
        if (job.status === "done" || job.status === "failed") break;
        await new Promise((res) => setTimeout(res, 200));
      }
      expect(job).toMatchObject({ status: "done", progress: { processed: 1, total: 1 } });
      expect(job!.result!.counts).toMatchObject({ created: 1 });
    } finally {
      await stopJobWorker();
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.slug, "imp-queue"));
    expect(row).toMatchObject({ status: "active", quantity: 6 });
  });

  it("a job run again after a crash resumes at its checkpoint and counts nothing twice", async () => {
    const csv = ["Handle,Title,Variant Price,Variant Inventory Qty,Status", "imp-r1,R1,1.00,1,active", "imp-r2,R2,2.00,2,active", "imp-r3,R3,3.00,3,active"].join("\n");
    const r = await owner.call(importProducts, { path: "/api/products/import", form: form(csv) });
    expect(r.status).toBe(202);
    const id = String(r.json.jobId);
    // The first run got through imp-r1, saved its checkpoint and died (its process killed).
    await runImportJob(id).catch(() => {});
    await ctx.db.delete(products).where(inArray(products.slug, ["imp-r2", "imp-r3"]));
    await ctx.db
      .update(productImports)
      .set({ status: "running", processed: 1, result: { counts: { rows: 3, products: 3, created: 1, updated: 0, unchanged: 0, failed: 0 }, errors: [], warnings: [] }, finishedAt: null, source: csv })
      .where(eq(productImports.id, id));
    await runImportJob(id);
    const job = (await owner.call(getImport, { path: `/api/products/import/${id}`, params: { jobId: id } })).json as unknown as Job;
    expect(job.status).toBe("done");
    expect(job.result!.counts).toEqual({ rows: 3, products: 3, created: 3, updated: 0, unchanged: 0, failed: 0 });
    const rows = await ctx.db.select().from(products).where(inArray(products.slug, ["imp-r1", "imp-r2", "imp-r3"]));
    expect(rows.map((x) => [x.slug, x.quantity]).sort()).toEqual([["imp-r1", 1], ["imp-r2", 2], ["imp-r3", 3]]);
  });

  it("another store's owner and a shopper reach none of it", async () => {
    const listed = (await owner.call(listImports, { path: "/api/products/import" })).json as unknown as Job[];
    const id = listed[0].id;
    expect((await gadgetsOwner.call(getImport, { path: `/api/products/import/${id}`, params: { jobId: id } })).status).toBe(404);
    expect(((await gadgetsOwner.call(listImports, { path: "/api/products/import" })).json as unknown as Job[]).some((j) => j.id === id)).toBe(false);
    // The gadgets owner cannot import into (or read) the demo store.
    expect((await gadgetsOwner.call(importProducts, { path: "/api/products/import?dryRun=true", host: DEMO, form: form(SHOP) })).status).toBe(401);
    const shopper = new TestClient(DEMO);
    expect((await shopper.call(customerRegister, { path: "/api/customers/register", body: { firstName: "S", lastName: "P", email: "imp-shopper@example.com", password: "secret123" } })).status).toBe(201);
    for (const r of [
      await shopper.call(importProducts, { path: "/api/products/import?dryRun=true", form: form(SHOP) }),
      await shopper.call(exportProducts, { path: "/api/products/export" }),
      await shopper.call(getImport, { path: `/api/products/import/${id}`, params: { jobId: id } }),
    ]) expect([401, 403]).toContain(r.status);
    // The gadgets store's export has none of the demo store's products.
    const csv = (await gadgetsOwner.call(exportProducts, { path: "/api/products/export" })).text;
    expect(csv).not.toContain("imp-tee");
  });
});

describe("images", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]);
  let server: Server;
  let base = "";
  const hits = new Map<string, number>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
      if (req.url === "/a.png" || req.url === "/b.png") res.writeHead(200, { "content-type": "image/png" }).end(PNG);
      else if (req.url === "/page.html") res.writeHead(200, { "content-type": "text/html" }).end("<html>not an image</html>");
      else if (req.url === "/slow.png") setTimeout(() => res.writeHead(200).end(PNG), 15_000).unref();
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    delete process.env.IMAGE_FETCH_ALLOW_PRIVATE;
    resetEnvCache();
  });
  const csv = () =>
    [
      "Handle,Title,Option1 Name,Option1 Value,Variant Price,Image Src,Image Position,Variant Image,Status",
      `imp-img,Pictured,Size,S,10.00,${base}/a.png,1,${base}/b.png,active`,
      `imp-img,,,M,10.00,${base}/missing.png,2,,`,
      `imp-img,,,,,${base}/page.html,3,,`,
      `imp-img,,,,,ftp://example.com/x.png,4,,`,
    ].join("\n");

  it("are fetched into the store's storage; failures are warnings on their rows and the product still imports", async () => {
    process.env.IMAGE_FETCH_ALLOW_PRIVATE = "true";
    resetEnvCache();
    const job = await commit(owner, csv());
    expect(job.result!.counts).toMatchObject({ created: 1, failed: 0 });
    const w = job.result!.warnings.filter((x) => x.handle === "imp-img");
    expect(w.map((x) => [x.row, x.column])).toEqual([[5, "Image Src"], [3, "Image Src"], [4, "Image Src"]]);
    expect(w.find((x) => x.row === 3)!.message).toMatch(/404/);
    expect(w.find((x) => x.row === 4)!.message).toMatch(/did not answer with an image/);
    const [row] = await ctx.db.select().from(products).where(eq(products.slug, "imp-img"));
    expect(row.images).toHaveLength(2);
    expect(row.images.every((u) => u.startsWith("/uploads/"))).toBe(true);
    const product = ((await owner.call(listProducts, { path: "/api/products?search=Pictured" })).json as unknown as { slug: string; variants: { image: string | null }[] }[]).find((p) => p.slug === "imp-img")!;
    expect(product.variants[0].image).toBe(row.images[1]);
    // The same file again: nothing fetched that was fetched before; the product reads as unchanged.
    const before = hits.get("/a.png");
    const again = await commit(owner, csv());
    expect(hits.get("/a.png")).toBe(before);
    expect(again.result!.counts).toMatchObject({ unchanged: 1 });
  });

  it("refuse private addresses unless the test-only switch is on", async () => {
    process.env.IMAGE_FETCH_ALLOW_PRIVATE = "false";
    resetEnvCache();
    const text = ["Handle,Title,Variant Price,Image Src", `imp-private,Private,1.00,${base}/a.png?private`, "imp-private,,,http://169.254.169.254/latest/meta-data"].join("\n");
    const job = await commit(owner, text);
    expect(job.result!.counts).toMatchObject({ created: 1 });
    const w = job.result!.warnings.filter((x) => x.handle === "imp-private");
    expect(w).toHaveLength(2);
    for (const x of w) expect(x.message).toMatch(/private or local address/);
    expect(hits.get("/a.png?private")).toBeUndefined();
  });
});

describe("export", () => {
  it("streams every product once across batches, even many created in the same microsecond", async () => {
    const [g] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
    // One statement: one now() for all 450 rows (the export's batches are 200).
    await ctx.db.execute(sql`insert into products (tenant_id, name, slug, price, status)
      select ${g.id}, 'Batch ' || i, 'batch-' || i, 1.00, 'active' from generate_series(1, 450) i`);
    const text = (await gadgetsOwner.call(exportProducts, { path: "/api/products/export?search=Batch" })).text;
    const handles = (parse(text, { bom: true, columns: true }) as Record<string, string>[]).map((r) => r.Handle).filter((h) => h.startsWith("batch-"));
    expect(handles).toHaveLength(450);
    expect(new Set(handles).size).toBe(450);
    await ctx.db.execute(sql`delete from products where tenant_id = ${g.id} and slug like 'batch-%'`);
  });


  it("streams Shopify's columns and reads back into another store as the same catalogue", async () => {
    const r = await owner.call(exportProducts, { path: "/api/products/export" });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/text\/csv/);
    expect(r.headers.get("content-disposition")).toMatch(/attachment; filename="products-demo-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parse(r.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toContain("Variant Inventory Qty");
    const tee = rows.filter((x) => x.Handle === "imp-tee");
    // As the last import of SHOP left it (L, renamed XL before, is L again: matched by its SKU).
    expect(tee.map((x) => [x["Option1 Value"], x["Variant SKU"], x["Variant Inventory Qty"], x["Variant Grams"], x["Variant Price"]])).toEqual([
      ["S", "IMP-TEE-S-NAVY", "5", "200", "799.00"],
      ["M", "IMP-TEE-M-NAVY", "0", "210", "799.00"],
      ["L", "IMP-TEE-L-NAVY", "3", "220", "849.00"],
    ]);
    expect(tee[0]).toMatchObject({ Title: "Import Tee", Type: "Import Shirts", "Option1 Name": "Size", "Option2 Name": "Colour", Published: "TRUE", Status: "active", "Variant Inventory Tracker": "shopify" });

    // Into an empty store (demo's catalogue into gadgets after deleting its products). The exported image URLs
    // name the demo store's host; a small server stands in for it, serving the files as the platform does.
    const { readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const { uploadsRoot } = await import("@/lib/storage");
    const files = createServer(async (req, res) => {
      const rel = path.normalize(decodeURIComponent(new URL(req.url!, "http://x").pathname));
      try {
        const body = await readFile(rel.startsWith("/uploads/") ? path.join(uploadsRoot(), rel.slice("/uploads/".length)) : path.join(process.cwd(), "public", rel));
        res.writeHead(200).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
    process.env.IMAGE_FETCH_ALLOW_PRIVATE = "true";
    resetEnvCache();
    const [g] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
    await ctx.db.delete(products).where(eq(products.tenantId, g.id));
    await ctx.db.delete(productImports).where(eq(productImports.tenantId, g.id));
    let job: Job;
    try {
      job = await commit(gadgetsOwner, r.text.split("http://demo.localhost:3000/").join(`${origin}/`));
    } finally {
      files.close();
      delete process.env.IMAGE_FETCH_ALLOW_PRIVATE;
      resetEnvCache();
    }
    expect(job.status).toBe("done");
    const source = (await owner.call(listProducts, { path: "/api/products" })).json as unknown as Record<string, unknown>[];
    expect(job.result!.counts).toMatchObject({ products: source.length, created: source.length, failed: 0 });
    expect(job.result!.warnings.filter((w) => w.column === "Image Src").map((w) => w.message)).toEqual([]);
    const copied = (await gadgetsOwner.call(listProducts, { path: "/api/products" })).json as unknown as Record<string, unknown>[];
    type V = Record<string, unknown>;
    // Images: the same number, now copies in the store's own storage; a variant's image the same picture.
    const imageIndex = (p: V, url: unknown) => (url ? (p.images as string[]).indexOf(String(url)) : -1);
    const shape = (p: V) => ({
      slug: p.slug, name: p.name, description: p.description, status: p.status, tags: p.tags, seoTitle: p.seoTitle, seoDescription: p.seoDescription,
      requiresShipping: p.requiresShipping, weightUnit: p.weightUnit, options: p.options, images: (p.images as string[]).length,
      variants: (p.variants as V[]).map((v) => ({ title: v.title, price: v.price, compareAtPrice: v.compareAtPrice, costPrice: v.costPrice, sku: v.sku, barcode: v.barcode, quantity: v.quantity, trackQuantity: v.trackQuantity, weight: v.weight, image: imageIndex(p, v.image) })),
    });
    const bySlug = (list: V[]) => list.map(shape).sort((a, b) => String(a.slug).localeCompare(String(b.slug)));
    expect(bySlug(copied)).toEqual(bySlug(source));
    const copiedImages = copied.flatMap((p) => p.images as string[]);
    expect(copiedImages.length).toBeGreaterThan(0);
    expect(copiedImages.every((u) => u.startsWith(`/uploads/${g.id}/`))).toBe(true);
    // And the copy's export, read back into the copy, changes nothing.
    const again = (await gadgetsOwner.call(exportProducts, { path: "/api/products/export" })).text;
    const p = (await preview(gadgetsOwner, again)).json as unknown as Preview;
    expect(p.counts).toMatchObject({ new: 0, updated: 0, errors: 0, unchanged: source.length });
  });
});
