import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { PrintButton } from "./print-button";

/**
 * A printable paper (the invoice, the packing slip): a toolbar that printing hides — back, print, and the
 * same paper as a PDF — above the sheet itself, which prints without its border and shadow.
 */
export function PrintPage({ backHref, pdfHref, pdfTestId, testId, children }: { backHref: string; pdfHref: string; pdfTestId: string; testId: string; children: ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={backHref} className="text-sm text-muted-foreground hover:underline">
          ← Back
        </a>
        <div className="flex gap-2">
          <PrintButton />
          <a
            href={pdfHref}
            className="inline-flex h-9 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:opacity-90"
            data-testid={pdfTestId}
          >
            <Download className="size-4" aria-hidden />
            Download PDF
          </a>
        </div>
      </div>
      <article className="rounded-lg border bg-white p-6 text-sm text-neutral-900 shadow-sm sm:p-10 print:border-0 print:shadow-none" data-testid={testId}>
        {children}
      </article>
    </main>
  );
}
