/*
 * The product import's wire shapes as the dashboard reads them (issue 29's contract, /api/products/import*),
 * and the pure rules the import screen follows: which import is still going, what its bar shows, what the
 * "Import N products" button counts, and how an upload's failure is told to the owner.
 */
import { HttpError } from "@/lib/http/fetch";

export type ImportIssue = { row: number; column: string | null; handle: string | null; message: string };
export type ImportAction = "new" | "updated" | "unchanged" | "error";

export type ImportPreview = {
  dryRun: true;
  counts: { rows: number; products: number; new: number; updated: number; unchanged: number; errors: number };
  errors: ImportIssue[];
  warnings: ImportIssue[];
  /** Categories the import will create for Type values the store does not have yet. */
  newCategories?: string[];
  /** The first 200 products of the file. */
  products: { handle: string; title: string; action: ImportAction; variants: number; images: number }[];
};

export type ImportStatus = "queued" | "running" | "done" | "failed";
export type ImportCounts = { rows: number; products: number; created: number; updated: number; unchanged: number; failed: number };

export type ImportJob = {
  id: string;
  status: ImportStatus;
  fileName: string;
  progress: { processed: number; total: number };
  result: null | { counts: ImportCounts; errors?: ImportIssue[]; warnings?: ImportIssue[] };
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

/** An entry of GET /api/products/import: a job without its errors and warnings (the counts may sit at the top). */
export type ImportJobSummary = Omit<ImportJob, "result"> & { result?: ImportJob["result"]; counts?: ImportCounts | null };

/** The page polls a job while it is queued or running, ~1 s apart. */
export const POLL_MS = 1000;
/** Long lists show their first lines, the rest behind "Show all" (a phone would scroll through hundreds of cards). */
export const ISSUES_FIRST = 50;
export const PRODUCTS_FIRST = 20;

export const isActive = (status: ImportStatus | undefined) => status === "queued" || status === "running";

/** The store's import still going (the list is newest first), which the page resumes after a reload. */
export function activeImport(list: readonly ImportJobSummary[] | undefined): ImportJobSummary | undefined {
  return list?.find((j) => isActive(j.status));
}

/** The store's last finished import, for the summary under the picker. */
export function lastFinishedImport(list: readonly ImportJobSummary[] | undefined): ImportJobSummary | undefined {
  return list?.find((j) => !isActive(j.status));
}

export function summaryCounts(job: ImportJobSummary): ImportCounts | null {
  return job.result?.counts ?? job.counts ?? null;
}

/** 0–100, whole; an empty or unknown total reads 0 (queued) rather than dividing by zero. */
export function progressPercent(progress: { processed: number; total: number } | undefined): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress.processed / progress.total) * 100)));
}

/** The products an import of the previewed file will write or keep: every product of the file without errors. */
export function importableProducts(counts: ImportPreview["counts"]): number {
  return counts.new + counts.updated + counts.unchanged;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 created, 1 updated, 0 unchanged, 1 failed" — the one line a toast and the summary share. */
export function countsLine(c: ImportCounts): string {
  return `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.failed} failed`;
}

/** The file chosen is refused before it is sent: only .csv files up to the server's 15 MB. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

export function checkFile(file: File): string | null {
  if (!/\.csv$/i.test(file.name)) return `“${file.name}” is not a CSV file. Choose a .csv file exported from Shopify or a spreadsheet.`;
  if (file.size > MAX_FILE_BYTES) return `“${file.name}” is larger than 15 MB. Split it into smaller files.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  return null;
}

/**
 * What an upload's failure says near the picker: the server's message (400, 409, 413), else its short
 * message for the file field, else a generic line.
 */
export function uploadErrorMessage(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.serverMessage) return err.serverMessage;
    const file = err.fieldErrors?.file;
    if (typeof file === "string" && file) return file;
    if (err.status === 413) return "The file is too large (15 MB at most).";
  }
  return "The file could not be read. Please try again.";
}

/** An upload sent as multipart/form-data with the file in `file`. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
}
