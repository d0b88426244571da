import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { rowId, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants, users } from "./platform";

export const PRODUCT_IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/** A row problem of an import: the spreadsheet row (header = 1), the column, the product's handle. */
export type ImportProblem = { row: number; column: string; handle: string; message: string };
export type ProductImportCounts = { rows: number; products: number; created: number; updated: number; unchanged: number; failed: number };
export type ProductImportResult = { counts: ProductImportCounts; errors: ImportProblem[]; warnings: ImportProblem[] };

/**
 * Product CSV imports (lib/catalog/import, record 0110): one row per committed import, run as a job
 * ("products.import"). The file's text is kept here until the job ends (every instance's worker can read
 * it; at most IMPORT_MAX_BYTES), then dropped. `processed` counts products (handles) done, in file order, so a
 * job that is retried after a crash resumes there; `result` holds the counts and problems so far.
 * At most one import per store is queued or running (the partial unique index).
 */
export const productImports = pgTable(
  "product_imports",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    status: text("status").$type<ProductImportStatus>().notNull().default("queued"),
    fileName: text("file_name").notNull(),
    source: text("source"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    result: jsonb("result").$type<ProductImportResult>(),
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The lease of the run working on it (record 0121): a random token, null while no run holds it. The run
     * renews `heartbeat_at` every 10 s; one whose heartbeat is 30 s old is dead, and the sweep hands the
     * import to a new job, which resumes at the checkpoint. `takeovers` counts those hand-overs.
     */
    runner: text("runner"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    takeovers: integer("takeovers").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("product_imports", t),
    index("product_imports_tenant_idx").on(t.tenantId, t.createdAt),
    uniqueIndex("product_imports_one_active_uq").on(t.tenantId).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Images an import fetched, by the URL the file named: a second import of the same file reuses the copy
 * instead of fetching it again (and the product reads as unchanged).
 */
export const productImportImages = pgTable(
  "product_import_images",
  {
    tenantId: tenantId(() => tenants.id),
    sourceUrl: text("source_url").notNull(),
    url: text("url").notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.sourceUrl] })],
);
