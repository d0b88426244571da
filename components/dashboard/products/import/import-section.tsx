"use client";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Download, Eye, LoaderCircle, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SectionHeader } from "@/components/dashboard/section-header";
import { toast } from "@/components/ui/use-toast";
import * as importsApi from "@/lib/catalog/import/endpoints";
import * as products from "@/lib/catalog/products/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { queryKeys } from "@/lib/http/query-keys";
import { useDashboardStore, useInvalidate, useStoreHref } from "../../use-dashboard";
import {
  activeImport,
  checkFile,
  countsLine,
  fileForm,
  importableProducts,
  isActive,
  lastFinishedImport,
  plural,
  POLL_MS,
  uploadErrorMessage,
  type ImportJob,
  type ImportJobSummary,
  type ImportPreview,
} from "./import-model";
import { JobPanel, LastImport } from "./import-job";
import { CountTiles, FileDropZone, IssueList, PreviewProducts } from "./import-parts";

export const SAMPLE_CSV_PATH = "/assets/samples/products-sample.csv";

const ERRORS_NOTE = "Rows with errors are skipped: fix them in the file and import it again. The other rows are imported.";

/**
 * Import products (/tenant-dashboard/import): choose a Shopify product CSV, preview what it would do (a dry run), then
 * import it as a job whose progress is polled. The job is the server's, so a reload finds it again: the
 * store's newest import is resumed while it is queued or running (decision 0111).
 */
export function ImportSection() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const invalidate = useInvalidate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // The job shown: one started here, one found running on arrival, or a finished one the owner opened.
  const [jobId, setJobId] = useState<string | null>(null);
  // The job whose end is announced (a toast, the product list refreshed): started or watched here.
  const [following, setFollowing] = useState<string | null>(null);
  // Jobs the owner closed: a list not yet refreshed must not bring one back.
  const [closed, setClosed] = useState<string[]>([]);
  const announced = useRef(new Set<string>());

  const imports = useQuery<ImportJobSummary[]>({ queryKey: queryKeys.catalog.imports(slug) });
  const running = activeImport(imports.data);
  if (!jobId && running && !closed.includes(running.id)) {
    // Arrived (or reloaded) while an import runs: follow it, and keep showing it once it ends.
    setJobId(running.id);
    setFollowing(running.id);
  }
  const lastDone = lastFinishedImport(imports.data);

  const job = useQuery<ImportJob>({
    queryKey: queryKeys.catalog.importJob(slug, jobId ?? ""),
    enabled: !!jobId,
    refetchInterval: (q) => (!q.state.data || isActive(q.state.data.status) ? POLL_MS : false),
  });
  const current = job.data && job.data.id === jobId ? job.data : undefined;
  const busy = isActive(current?.status) || (!!jobId && !current);

  useEffect(() => {
    if (!current || isActive(current.status) || following !== current.id || announced.current.has(current.id)) return;
    announced.current.add(current.id);
    if (current.status === "done" && current.result) {
      toast({ title: "Import finished", description: `${current.fileName}: ${countsLine(current.result.counts)}.`, variant: "success" });
    } else {
      toast({ title: "Import failed", description: current.error ?? "The import stopped. Please try again.", variant: "destructive" });
    }
    // Type creates categories; the product list, the store's counts and this page's list all change.
    void invalidate(...(products.create.invalidates ?? []));
  }, [current, following, invalidate]);

  const choose = (f: File) => {
    setPreview(null);
    const problem = checkFile(f);
    setFileError(problem);
    setFile(problem ? null : f);
  };

  const uploadFailed = (err: unknown, what: string) => {
    const status = (err as { status?: number }).status;
    if (status === 400 || status === 409 || status === 413) {
      setFileError(uploadErrorMessage(err));
      // 409: another import is running; the list finds it and the page follows it.
      if (status === 409) void imports.refetch();
    } else {
      toast({ title: what, description: errorMessage(err, "Please try again."), variant: "destructive" });
    }
  };

  const dryRun = useApiMutation(importsApi.run, {
    input: (f: File) => ({ query: { dryRun: "true" }, body: fileForm(f) }),
    // A retried upload would send the whole file again: one attempt, the owner presses again.
    retry: 0,
    onMutate: () => setFileError(null),
    onSuccess: (p) => {
      if ("dryRun" in p) setPreview(p);
    },
    onError: (err) => uploadFailed(err, "Could not preview the file"),
  });

  const start = useApiMutation(importsApi.run, {
    input: (f: File) => ({ body: fileForm(f) }),
    retry: 0,
    onMutate: () => setFileError(null),
    onSuccess: (r) => {
      if (!("jobId" in r)) return;
      setFollowing(r.jobId);
      setJobId(r.jobId);
      setPreview(null);
      setFile(null);
    },
    onError: (err) => uploadFailed(err, "Could not start the import"),
  });

  const reset = () => {
    if (jobId) setClosed((c) => [...c, jobId]);
    setJobId(null);
    setFile(null);
    setPreview(null);
    setFileError(null);
  };

  const importable = preview ? importableProducts(preview.counts) : 0;

  return (
    <div>
      <SectionHeader
        title="Import products"
        description="Bring a catalogue in from Shopify or a spreadsheet, in Shopify's product CSV format."
        action={
          <Button asChild variant="outline">
            <Link href={href("/tenant-dashboard/products")}>
              <ArrowLeft aria-hidden /> Products
            </Link>
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          {jobId ? <JobPanel job={current} loadError={job.isError ? job.error : null} onDone={reset} doneHref={href("/tenant-dashboard/products")} /> : null}

          {!jobId || (current && !busy) ? (
            <section className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="import-file-heading">
              <div>
                <h3 id="import-file-heading" className="font-semibold">
                  {jobId ? "Import another file" : "1. Choose a CSV file"}
                </h3>
                <p className="text-sm text-muted-foreground">
                  Nothing is changed until you press Import: Preview shows what the file would do first.
                </p>
              </div>
              <FileDropZone file={file} onFile={choose} error={fileError} disabled={dryRun.isPending || start.isPending} />
              <div className="flex flex-wrap items-center gap-2">
                <Button type="button" onClick={() => file && dryRun.mutate(file)} disabled={!file || dryRun.isPending || start.isPending}>
                  {dryRun.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Eye aria-hidden />}
                  {dryRun.isPending ? "Reading the file…" : "Preview"}
                </Button>
                <Button asChild variant="link" className="px-0">
                  <a href={SAMPLE_CSV_PATH} download="products-sample.csv">
                    <Download aria-hidden /> Download a sample CSV
                  </a>
                </Button>
              </div>
            </section>
          ) : null}

          {preview && file ? (
            <section className="space-y-5 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="import-preview-heading" data-testid="import-preview">
              <div>
                <h3 id="import-preview-heading" className="font-semibold">
                  2. Preview of {file.name}
                </h3>
                <p className="text-sm text-muted-foreground">
                  {plural(preview.counts.rows, "row")}, {plural(preview.counts.products, "product")}. Nothing has been saved yet.
                </p>
              </div>
              <CountTiles
                testId="import-preview-counts"
                tiles={[
                  { label: "New", value: preview.counts.new, tone: "success" },
                  { label: "Updated", value: preview.counts.updated },
                  { label: "Unchanged", value: preview.counts.unchanged, tone: "muted" },
                  { label: "Errors", value: preview.counts.errors, tone: "destructive" },
                ]}
              />
              {/* The decision sits under the numbers: the lists below can be hundreds of lines long. */}
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <Button type="button" onClick={() => start.mutate(file)} disabled={importable === 0 || start.isPending} data-testid="import-start">
                  {start.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
                  Import {plural(importable, "product")}
                </Button>
                <p className="text-sm text-muted-foreground">
                  {importable === 0
                    ? "No product of this file can be imported: fix its errors first."
                    : preview.counts.errors > 0
                      ? `${plural(preview.counts.errors, "product")} with errors ${preview.counts.errors === 1 ? "is" : "are"} skipped.`
                      : "Products with an existing handle are updated."}
                </p>
              </div>
              {preview.newCategories?.length ? (
                <p className="text-sm" data-testid="import-new-categories">
                  <span className="font-medium">New {preview.newCategories.length === 1 ? "category" : "categories"}:</span> {preview.newCategories.join(", ")}
                  <span className="text-muted-foreground"> (from the Type column)</span>
                </p>
              ) : null}
              <IssueList title="Errors" issues={preview.errors} note={ERRORS_NOTE} tone="destructive" testId="import-errors" />
              <IssueList title="Warnings" issues={preview.warnings} note="These rows are imported; what the message names is left out." tone="warning" testId="import-warnings" />
              {preview.products.length > 0 ? <PreviewProducts products={preview.products} total={preview.counts.products} /> : null}
            </section>
          ) : null}
        </div>

        <aside className="space-y-4">
          <FormatHelp />
          {lastDone && lastDone.id !== jobId ? <LastImport job={lastDone} onOpen={() => setJobId(lastDone.id)} /> : null}
        </aside>
      </div>
    </div>
  );
}

/** What the file must look like, in a few lines (the sample shows the rest). */
function FormatHelp() {
  return (
    <section className="rounded-xl border bg-card p-4 text-sm" aria-labelledby="import-format-heading">
      <h3 id="import-format-heading" className="font-semibold">
        The file
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-4 text-muted-foreground">
        <li>Shopify&apos;s product CSV: export it from Shopify (Products → Export) or start from the sample.</li>
        <li>
          <span className="font-medium text-foreground">Handle</span> and <span className="font-medium text-foreground">Title</span> are required; a
          product with an existing handle is updated.
        </li>
        <li>One row per variant (Option1 Name “Size”, Option1 Value “M”…); extra rows of the same handle add variants or images.</li>
        <li>Type becomes the category; Image Src URLs are downloaded into your store.</li>
        <li>Comma-separated, UTF-8, up to 15 MB.</li>
      </ul>
      <a href={SAMPLE_CSV_PATH} download="products-sample.csv" className="mt-3 inline-flex items-center gap-1 text-primary-text underline-offset-4 hover:underline">
        <Download className="size-4" aria-hidden /> Sample CSV
      </a>
    </section>
  );
}
