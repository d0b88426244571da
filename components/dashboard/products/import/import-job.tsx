"use client";
import Link from "next/link";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/http/client";
import { countsLine, isActive, plural, summaryCounts, type ImportJob, type ImportJobSummary } from "./import-model";
import { CountTiles, ImportProgress, IssueList } from "./import-parts";

/* An import job as the owner follows it: running, finished, or the last one in a line. */

/** The import running or finished: its bar while it runs, then its counts, errors and warnings. */
export function JobPanel({ job, loadError, onDone, doneHref }: { job: ImportJob | undefined; loadError: unknown; onDone: () => void; doneHref: string }) {
  if (!job) {
    return (
      <section className="rounded-xl border bg-card p-4 sm:p-6" data-testid="import-job">
        {loadError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(loadError, "Could not load the import.")}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading the import…
          </p>
        )}
      </section>
    );
  }
  const counts = job.result?.counts;
  return (
    <section className="space-y-4 rounded-xl border bg-card p-4 sm:p-6" aria-labelledby="import-job-heading" data-testid="import-job" data-status={job.status}>
      <div>
        <h3 id="import-job-heading" className="font-semibold break-all">
          {isActive(job.status) ? `Importing ${job.fileName}` : job.status === "done" ? `Imported ${job.fileName}` : `Import of ${job.fileName} failed`}
        </h3>
        <p className="text-sm text-muted-foreground">
          {isActive(job.status)
            ? "You can leave this page: the import goes on, and this page shows it again when you come back."
            : `Finished ${formatWhen(job.finishedAt ?? job.createdAt)}.`}
        </p>
      </div>
      {isActive(job.status) ? <ImportProgress progress={job.progress} queued={job.status === "queued"} label={`Importing ${job.fileName}`} /> : null}
      {job.status === "failed" ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {job.error ?? "The import stopped."}
          {job.progress.processed > 0 ? ` ${plural(job.progress.processed, "product")} of ${job.progress.total} had been imported.` : ""}
        </p>
      ) : null}
      {counts ? (
        <CountTiles
          testId="import-result-counts"
          tiles={[
            { label: "Created", value: counts.created, tone: "success" },
            { label: "Updated", value: counts.updated },
            { label: "Unchanged", value: counts.unchanged, tone: "muted" },
            { label: "Failed", value: counts.failed, tone: "destructive" },
          ]}
        />
      ) : null}
      <IssueList title="Errors" issues={job.result?.errors ?? []} note={isActive(job.status) ? "These rows are skipped; the others are imported." : "These rows were skipped; everything else was imported."} tone="destructive" testId="import-result-errors" />
      <IssueList title="Warnings" issues={job.result?.warnings ?? []} tone="warning" testId="import-result-warnings" />
      {!isActive(job.status) ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button asChild>
            <Link href={doneHref}>View products</Link>
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Close
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/** The store's last finished import, one line, with its details a click away. */
export function LastImport({ job, onOpen }: { job: ImportJobSummary; onOpen: () => void }) {
  const counts = summaryCounts(job);
  return (
    <section className="rounded-xl border bg-card p-4 text-sm" aria-labelledby="last-import-heading" data-testid="import-last">
      <h3 id="last-import-heading" className="font-semibold">
        Last import
      </h3>
      <p className="break-all text-muted-foreground">
        {job.fileName} · {formatWhen(job.finishedAt ?? job.createdAt)}
      </p>
      <p className="mt-1">{job.status === "failed" ? (job.error ?? "Failed") : counts ? countsLine(counts) : "Finished"}</p>
      <Button type="button" variant="link" className="h-auto px-0" onClick={onOpen}>
        View details
      </Button>
    </section>
  );
}
