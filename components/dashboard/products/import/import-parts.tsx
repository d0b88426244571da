"use client";
import { FileSpreadsheet, UploadCloud } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { BadgeVariant } from "@/components/ui/button-classes";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { ISSUES_FIRST, PRODUCTS_FIRST, plural, progressPercent, type ImportAction, type ImportIssue, type ImportPreview } from "./import-model";

/* The pieces of the import screen: the drop zone, the count tiles, the product and issue lists, the bar. */

/**
 * The file picker: a drop zone around a real file input (so Tab reaches it and Enter or Space opens the
 * system picker); a file dropped on the zone is taken like a chosen one.
 */
export function FileDropZone({
  file,
  onFile,
  disabled,
  error,
}: {
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  error?: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div>
      <label
        htmlFor={id}
        data-testid="import-drop-zone"
        data-dragging={over ? "true" : undefined}
        onDragOver={(e) => {
          if (disabled) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const dropped = e.dataTransfer.files?.[0];
          if (dropped && !disabled) onFile(dropped);
        }}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed bg-background px-4 py-8 text-center transition-colors",
          "hover:bg-accent/50 has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring/50",
          over && "border-primary bg-primary/5",
          error && "border-destructive/60",
          disabled && "pointer-events-none opacity-60",
        )}
      >
        {file ? <FileSpreadsheet className="size-8 text-primary-text" aria-hidden /> : <UploadCloud className="size-8 text-muted-foreground" aria-hidden />}
        {file ? (
          <span className="max-w-full text-sm font-medium break-all" data-testid="import-file-name">
            {file.name} <span className="font-normal text-muted-foreground">({formatBytes(file.size)})</span>
          </span>
        ) : (
          <span className="text-sm font-medium">Drop a CSV file here</span>
        )}
        <span className="text-sm text-primary-text underline underline-offset-4">{file ? "Choose another file" : "or choose a file"}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="Product CSV file"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) onFile(chosen);
            // The same file chosen again (after a fix in the spreadsheet) fires change again.
            e.target.value = "";
          }}
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-destructive" data-testid="import-file-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export type CountTile = { label: string; value: number; tone?: "success" | "destructive" | "muted" };

/** A row of numbers (new, updated, unchanged, errors): two columns on a phone, four from `sm`. */
export function CountTiles({ tiles, testId }: { tiles: CountTile[]; testId?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid={testId}>
      {tiles.map((t) => (
        <div key={t.label} className="rounded-lg border bg-background p-3">
          <dt className="text-xs text-muted-foreground">{t.label}</dt>
          <dd
            className={cn(
              "text-2xl font-semibold tabular-nums",
              t.tone === "success" && t.value > 0 && "text-emerald-700",
              t.tone === "destructive" && t.value > 0 && "text-destructive",
              t.tone === "muted" && "text-muted-foreground",
            )}
          >
            {t.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const ACTION: Record<ImportAction, { label: string; tone: BadgeVariant }> = {
  new: { label: "New", tone: "success" },
  updated: { label: "Update", tone: "warning" },
  unchanged: { label: "Unchanged", tone: "outline" },
  error: { label: "Error", tone: "destructive" },
};

/** The previewed products: what each handle becomes (cards on a phone, a table from `md`). */
export function PreviewProducts({ products, total }: { products: ImportPreview["products"]; total: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? products : products.slice(0, PRODUCTS_FIRST);
  const counts = (p: ImportPreview["products"][number]) => `${plural(p.variants, "variant")} · ${plural(p.images, "image")}`;
  return (
    <section className="space-y-2" aria-labelledby="import-products-heading">
      <h3 id="import-products-heading" className="font-semibold">
        Products in the file ({total})
      </h3>
      <ul className="space-y-2 md:hidden" aria-labelledby="import-products-heading">
        {shown.map((p) => (
          <li key={p.handle} className="rounded-lg border bg-background p-3" data-testid="import-product">
            <div className="flex items-start justify-between gap-2">
              <span className="min-w-0 font-medium break-words">{p.title || "—"}</span>
              <Badge variant={ACTION[p.action].tone}>{ACTION[p.action].label}</Badge>
            </div>
            <p className="font-mono text-xs break-all text-muted-foreground">{p.handle}</p>
            <p className="text-xs text-muted-foreground">{counts(p)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border bg-background md:block">
        <Table aria-labelledby="import-products-heading">
          <TableHeader>
            <TableRow>
              <TableHead>Handle</TableHead>
              <TableHead>Title</TableHead>
              <TableHead>Action</TableHead>
              <TableHead className="text-right">Variants</TableHead>
              <TableHead className="text-right">Images</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((p) => (
              <TableRow key={p.handle} data-testid="import-product-row">
                <TableCell className="max-w-56 truncate font-mono text-xs">{p.handle}</TableCell>
                <TableCell className="max-w-72 truncate font-medium">{p.title || "—"}</TableCell>
                <TableCell>
                  <Badge variant={ACTION[p.action].tone}>{ACTION[p.action].label}</Badge>
                </TableCell>
                <TableCell className="text-right tabular-nums">{p.variants}</TableCell>
                <TableCell className="text-right tabular-nums">{p.images}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {shown.length < products.length ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {products.length} listed products
        </Button>
      ) : null}
      {total > products.length ? (
        <p className="text-xs text-muted-foreground">
          The preview lists the first {products.length} of {total} products.
        </p>
      ) : null}
    </section>
  );
}

/**
 * Errors or warnings by row: row, column, handle and message (cards on a phone, a table from `md`). `row`
 * is the spreadsheet's line number, so an owner finds it where they edit the file.
 */
export function IssueList({
  title,
  issues,
  note,
  tone,
  testId,
}: {
  title: string;
  issues: readonly ImportIssue[];
  note?: string;
  tone: "destructive" | "warning";
  testId: string;
}) {
  const [all, setAll] = useState(false);
  if (issues.length === 0) return null;
  const shown = all ? issues : issues.slice(0, ISSUES_FIRST);
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid={testId}>
      <div>
        <h3 id={headingId} className={cn("font-semibold", tone === "destructive" ? "text-destructive" : "text-amber-800")}>
          {title} ({issues.length})
        </h3>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      <ul className="space-y-2 md:hidden">
        {shown.map((i, n) => (
          <li key={n} className={cn("rounded-lg border bg-background p-3 text-sm", tone === "destructive" ? "border-destructive/30" : "border-amber-300")}>
            <p className="text-xs text-muted-foreground">
              Row {i.row}
              {i.column ? ` · ${i.column}` : ""}
              {i.handle ? <span className="font-mono break-all"> · {i.handle}</span> : null}
            </p>
            <p className="[overflow-wrap:anywhere]">{i.message}</p>
          </li>
        ))}
      </ul>
      <div className="hidden rounded-lg border bg-background md:block">
        <Table aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">Row</TableHead>
              <TableHead>Column</TableHead>
              <TableHead>Handle</TableHead>
              <TableHead>Message</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((i, n) => (
              <TableRow key={n}>
                <TableCell className="tabular-nums">{i.row}</TableCell>
                <TableCell className="whitespace-nowrap">{i.column || "—"}</TableCell>
                <TableCell className="max-w-48 truncate font-mono text-xs">{i.handle || "—"}</TableCell>
                <TableCell className="min-w-64 whitespace-normal [overflow-wrap:anywhere]">{i.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {issues.length > shown.length ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setAll(true)}>
          Show all {issues.length} {title.toLowerCase()}
        </Button>
      ) : null}
    </section>
  );
}

/** The import's bar: products processed of the file's total (indeterminate while queued). */
export function ImportProgress({ progress, label, queued }: { progress: { processed: number; total: number }; label: string; queued?: boolean }) {
  const pct = progressPercent(progress);
  const known = progress.total > 0 && !queued;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? progress.total : undefined}
        aria-valuenow={known ? progress.processed : undefined}
        aria-valuetext={known ? `${progress.processed} of ${progress.total} products` : "Waiting to start"}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        data-testid="import-progress"
      >
        <div className={cn("h-full rounded-full bg-primary transition-[width] duration-500", !known && "w-1/4 animate-pulse")} style={known ? { width: `${pct}%` } : undefined} />
      </div>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {known ? `${progress.processed} of ${plural(progress.total, "product")} · ${pct}%` : "Waiting to start…"}
      </p>
    </div>
  );
}
