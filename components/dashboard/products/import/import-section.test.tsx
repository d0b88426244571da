import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.fn();
vi.mock("@/components/ui/use-toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }), usePathname: () => "/tenant-dashboard" }));

import { StoreProvider } from "@/components/storefront/store-context";
import { getQueryFn } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import { ImportSection } from "./import-section";
import type { ImportJob, ImportJobSummary, ImportPreview } from "./import-model";

/*
 * The import screen against the contract of issue 29, with only `fetch` replaced: the page's own fetcher,
 * query client wiring, polling and invalidation run for real.
 */

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;
let handler: Handler;
const calls: { method: string; url: URL; body: unknown }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  toast.mockReset();
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      calls.push({ method: init?.method ?? "GET", url, body: init?.body });
      const res = await handler(url, init);
      if (!res) throw new Error(`unexpected ${init?.method ?? "GET"} ${url.pathname}${url.search}`);
      return res;
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Stands for the product list elsewhere on the dashboard: counts how often it is fetched. */
function ProductsProbe() {
  useQuery({ queryKey: queryKeys.catalog.products("demo") });
  return null;
}

function renderImport() {
  const qc = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: "throw" }), retry: false, staleTime: 30_000 } } });
  return render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "USD", basePath: "" }}>
        <ProductsProbe />
        <ImportSection />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

const csv = () => new File(["Handle,Title\nred-shirt,Red Shirt\n"], "products.csv", { type: "text/csv" });

const PREVIEW: ImportPreview = {
  dryRun: true,
  counts: { rows: 12, products: 4, new: 2, updated: 1, unchanged: 0, errors: 1 },
  newCategories: ["Caps"],
  errors: [{ row: 7, column: "Variant Price", handle: "red-shirt", message: 'Variant Price "abc" is not a number' }],
  warnings: [{ row: 3, column: "Image Src", handle: "mug", message: "The image could not be downloaded (timeout)" }],
  products: [
    { handle: "tee", title: "Tee", action: "new", variants: 3, images: 2 },
    { handle: "mug", title: "Mug", action: "new", variants: 1, images: 1 },
    { handle: "cap", title: "Cap", action: "updated", variants: 1, images: 0 },
    { handle: "red-shirt", title: "Red Shirt", action: "error", variants: 2, images: 0 },
  ],
};

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: "job-1",
  status: "queued",
  fileName: "products.csv",
  progress: { processed: 0, total: 3 },
  result: null,
  error: null,
  createdAt: "2025-01-02T10:00:00.000Z",
  finishedAt: null,
  ...over,
});

const DONE = job({
  status: "done",
  progress: { processed: 3, total: 3 },
  finishedAt: "2025-01-02T10:00:05.000Z",
  result: { counts: { rows: 12, products: 4, created: 2, updated: 1, unchanged: 0, failed: 1 }, errors: PREVIEW.errors, warnings: [] },
});

describe("Import products: preview, import, progress, result", () => {
  it("previews the file (a dry run), imports it as a job, shows its progress, then the result, and refreshes the products", async () => {
    const user = userEvent.setup({ delay: null });
    const polls = [job({ status: "queued" }), job({ status: "running", progress: { processed: 1, total: 3 } }), job({ status: "running", progress: { processed: 2, total: 3 } }), DONE];
    let imports: ImportJobSummary[] = [];
    handler = (url, init) => {
      const method = init?.method ?? "GET";
      if (method === "GET" && url.pathname === "/api/products") return json([]);
      if (method === "GET" && url.pathname === "/api/products/import") return json(imports);
      if (method === "POST" && url.pathname === "/api/products/import" && url.searchParams.get("dryRun") === "true") return json(PREVIEW);
      if (method === "POST" && url.pathname === "/api/products/import" && !url.search) {
        imports = [job({ status: "queued" })];
        return json({ jobId: "job-1", status: "queued" }, 202);
      }
      if (method === "GET" && url.pathname === "/api/products/import/job-1") {
        const next = polls.length > 1 ? polls.shift()! : polls[0];
        if (next.status === "done") imports = [{ ...next, result: { counts: next.result!.counts } }];
        return json(next);
      }
    };
    renderImport();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === "/api/products/import")).toBe(true));
    const productFetches = () => calls.filter((c) => c.url.pathname === "/api/products").length;
    const before = productFetches();

    // Nothing to preview before a file is chosen.
    expect((screen.getByRole("button", { name: "Preview" }) as HTMLButtonElement).disabled).toBe(true);
    await user.upload(screen.getByLabelText("Product CSV file"), csv());
    expect(screen.getByTestId("import-file-name").textContent).toMatch(/products\.csv/);
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const preview = await screen.findByTestId("import-preview");
    const dry = calls.find((c) => c.method === "POST")!;
    expect(dry.url.searchParams.get("dryRun")).toBe("true");
    expect(dry.body).toBeInstanceOf(FormData);
    expect(((dry.body as FormData).get("file") as File).name).toBe("products.csv");

    const counts = within(screen.getByTestId("import-preview-counts"));
    expect(counts.getByText("New").nextSibling?.textContent).toBe("2");
    expect(counts.getByText("Updated").nextSibling?.textContent).toBe("1");
    expect(counts.getByText("Errors").nextSibling?.textContent).toBe("1");
    expect(screen.getByTestId("import-new-categories").textContent).toMatch(/New category: Caps/);
    const errors = within(screen.getByTestId("import-errors"));
    expect(errors.getByText(/Rows with errors are skipped/)).toBeTruthy();
    // The error's row, column, handle and message (the table of md+ and the cards of phones both carry it).
    const errorRow = errors.getByRole("table").querySelector("tbody tr")!;
    expect([...errorRow.querySelectorAll("td")].map((td) => td.textContent)).toEqual(["7", "Variant Price", "red-shirt", 'Variant Price "abc" is not a number']);
    expect(within(screen.getByTestId("import-warnings")).getAllByText(/could not be downloaded/).length).toBeGreaterThan(0);
    const rows = within(preview).getAllByTestId("import-product-row");
    expect(rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent))).toEqual([
      ["tee", "Tee", "New", "3", "2"],
      ["mug", "Mug", "New", "1", "1"],
      ["cap", "Cap", "Update", "1", "0"],
      ["red-shirt", "Red Shirt", "Error", "2", "0"],
    ]);
    // The dry run wrote nothing, so nothing is refreshed yet.
    expect(productFetches()).toBe(before);

    // new + updated + unchanged: the product with errors is left out of the count.
    await user.click(screen.getByRole("button", { name: "Import 3 products" }));
    const bar = await screen.findByRole("progressbar", {}, { timeout: 3000 });
    // Queued: the bar waits, with no count yet.
    expect(await screen.findByText("Waiting to start…")).toBeTruthy();
    expect(bar.getAttribute("aria-valuenow")).toBeNull();
    await waitFor(() => expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2"), { timeout: 4000 });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuemax")).toBe("3");
    expect(screen.getByText(/2 of 3 products · 67%/)).toBeTruthy();
    const started = calls.filter((c) => c.method === "POST");
    expect(started.at(-1)!.url.search).toBe("");

    const result = await screen.findByTestId("import-result-counts", {}, { timeout: 4000 });
    expect(within(result).getByText("Created").nextSibling?.textContent).toBe("2");
    expect(within(result).getByText("Failed").nextSibling?.textContent).toBe("1");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(within(screen.getByTestId("import-result-errors")).getAllByText('Variant Price "abc" is not a number').length).toBeGreaterThan(0);
    expect(screen.getByTestId("import-job").getAttribute("data-status")).toBe("done");
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Import finished", variant: "success" })));
    expect(toast.mock.calls[0][0].description).toMatch(/2 created, 1 updated, 0 unchanged, 1 failed/);
    await waitFor(() => expect(productFetches()).toBeGreaterThan(before));
    // Polling stopped with the job: no more GETs of it.
    const jobGets = calls.filter((c) => c.url.pathname === "/api/products/import/job-1").length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.filter((c) => c.url.pathname === "/api/products/import/job-1").length).toBe(jobGets);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("after a reload, finds the import still running, shows its progress, and the last finished import's summary", async () => {
    let polls = 0;
    handler = (url) => {
      if (url.pathname === "/api/products") return json([]);
      if (url.pathname === "/api/products/import")
        return json([
          job({ id: "job-2", status: "running", progress: { processed: 40, total: 100 }, fileName: "big.csv" }),
          { ...job({ id: "job-1", status: "done", finishedAt: "2025-01-01T09:00:00.000Z" }), counts: { rows: 5, products: 2, created: 2, updated: 0, unchanged: 0, failed: 0 } },
        ]);
      if (url.pathname === "/api/products/import/job-2") {
        polls++;
        return json(job({ id: "job-2", status: "running", progress: { processed: 40 + polls, total: 100 }, fileName: "big.csv" }));
      }
    };
    renderImport();
    const bar = await screen.findByRole("progressbar", { name: "Importing big.csv" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(41);
    await waitFor(() => expect(polls).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(within(screen.getByTestId("import-last")).getByText("2 created, 0 updated, 0 unchanged, 0 failed")).toBeTruthy();
    // While it runs, no second file can be sent.
    expect(screen.queryByRole("button", { name: "Preview" })).toBeNull();
  });

  it("shows the server's 409 (an import already running) and a 413 near the picker", async () => {
    const user = userEvent.setup({ delay: null });
    let dryRunStatus = 413;
    handler = (url, init) => {
      if (url.pathname === "/api/products") return json([]);
      if ((init?.method ?? "GET") === "GET" && url.pathname === "/api/products/import") return json([]);
      if (url.searchParams.get("dryRun") === "true") {
        if (dryRunStatus === 413) return json({ message: "The file is too large: the limit is 15 MB", errors: { file: "The file is too large" } }, 413);
        return json(PREVIEW);
      }
      if (init?.method === "POST") return json({ message: "An import is already running for this store", errors: { file: "An import is already running" } }, 409);
    };
    renderImport();
    await user.upload(screen.getByLabelText("Product CSV file"), csv());
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect((await screen.findByTestId("import-file-error")).textContent).toBe("The file is too large: the limit is 15 MB");
    expect(screen.getByLabelText("Product CSV file").getAttribute("aria-invalid")).toBe("true");

    dryRunStatus = 200;
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await screen.findByTestId("import-preview");
    expect(screen.queryByTestId("import-file-error")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Import 3 products" }));
    expect((await screen.findByTestId("import-file-error")).textContent).toBe("An import is already running for this store");
    expect(toast).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a .csv before sending it", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    handler = (url) => (url.pathname.startsWith("/api/products") ? json([]) : undefined);
    renderImport();
    await user.upload(screen.getByLabelText("Product CSV file"), new File(["x"], "catalogue.xlsx"));
    expect((await screen.findByTestId("import-file-error")).textContent).toMatch(/“catalogue.xlsx” is not a CSV file/);
    expect((screen.getByRole("button", { name: "Preview" }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("lists the first 20 products and 50 errors of a long preview, the rest on 'Show all'", async () => {
    const user = userEvent.setup({ delay: null });
    const long: ImportPreview = {
      ...PREVIEW,
      counts: { rows: 400, products: 300, new: 240, updated: 0, unchanged: 0, errors: 60 },
      newCategories: [],
      errors: Array.from({ length: 60 }, (_, i) => ({ row: i + 2, column: "Variant Price", handle: `p-${i}`, message: `Bad price ${i}` })),
      warnings: [],
      products: Array.from({ length: 200 }, (_, i) => ({ handle: `p-${i}`, title: `P ${i}`, action: "new" as const, variants: 1, images: 0 })),
    };
    handler = (url, init) => {
      if ((init?.method ?? "GET") === "GET") return json([]);
      if (url.searchParams.get("dryRun") === "true") return json(long);
    };
    renderImport();
    await user.upload(screen.getByLabelText("Product CSV file"), csv());
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByTestId("import-preview");
    expect(within(preview).getAllByTestId("import-product-row")).toHaveLength(20);
    expect(within(preview).getByText("The preview lists the first 200 of 300 products.")).toBeTruthy();
    await user.click(within(preview).getByRole("button", { name: "Show all 200 listed products" }));
    expect(within(preview).getAllByTestId("import-product-row")).toHaveLength(200);
    const errors = within(screen.getByTestId("import-errors"));
    expect(errors.getByRole("table").querySelectorAll("tbody tr")).toHaveLength(50);
    await user.click(errors.getByRole("button", { name: "Show all 60 errors" }));
    expect(errors.getByRole("table").querySelectorAll("tbody tr")).toHaveLength(60);
  });
});
