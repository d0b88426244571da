"use client";
import dynamic from "next/dynamic";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { apiPath } from "@/lib/http/call";
import { apiUrl } from "@/lib/http/client";
import * as reports from "@/lib/reports/endpoints";
import type { ReportName } from "@/lib/reports/schemas";
import { cn } from "@/lib/utils";

/** The chart, in a chunk of its own (recharts is ~100 KB): only the reports screens load it, after their numbers. */
export const PeriodChart = dynamic(() => import("./period-chart"), { ssr: false, loading: () => <Skeleton className="h-64 w-full sm:h-72" /> });

/** The CSV of a report under the same query (GET /api/reports/{name}/export?…), with the page's cookies. */
export function csvHref(name: ReportName, query: Record<string, string | undefined>): string {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v) q[k] = v;
  return apiUrl(apiPath(reports.exportCsv, { params: { name }, query: q }));
}

export function CsvLink({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={href} download data-testid={`${name}-csv`}>
        <Download aria-hidden /> CSV
      </a>
    </Button>
  );
}

/** A report's card: title, what it counts, its CSV link and its body (or its loading, error and empty states). */
export function ReportCard({
  id,
  title,
  description,
  action,
  state,
  error,
  errorText,
  empty,
  skeleton,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  state: "pending" | "error" | "empty" | "ready";
  error?: unknown;
  errorText: string;
  empty?: { icon: ReactNode; title: string; description: string };
  skeleton?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card id={`report-${id}`} className={cn("min-w-0 scroll-mt-20", className)} data-testid={`report-${id}`} aria-labelledby={`report-${id}-title`} role="region">
      <CardHeader>
        <CardTitle id={`report-${id}-title`}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className="min-w-0">
        {state === "pending" ? (
          (skeleton ?? <Skeleton className="h-40 w-full" />)
        ) : state === "error" ? (
          <LoadError error={error} fallback={errorText} />
        ) : state === "empty" && empty ? (
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

/** A table that scrolls sideways inside its card on a phone rather than widening the page. */
export function ScrollTable({ children, label, testId, wide }: { children: ReactNode; label: string; testId?: string; wide?: boolean }) {
  return (
    <div>
      <div className="-mx-6 overflow-x-auto px-6" role="group" aria-label={label} tabIndex={0} data-testid={testId}>
        <table className="w-full min-w-max text-sm tabular-nums">{children}</table>
      </div>
      {wide ? <p className="mt-2 text-xs text-muted-foreground 2xl:hidden">Scroll the table sideways for more columns.</p> : null}
    </div>
  );
}

const sticky = "first:sticky first:left-0 first:z-10 first:bg-card";
export const th = `h-9 px-2 text-right align-middle text-xs font-medium whitespace-nowrap text-muted-foreground first:pl-0 first:text-left last:pr-0 ${sticky}`;
export const td = `px-2 py-2 text-right align-middle whitespace-nowrap first:pl-0 first:text-left last:pr-0 ${sticky}`;
/** A name column that wraps instead of pushing the figures out of a half-width card. */
export const nameCell = "min-w-[9rem] max-w-[16rem] font-normal whitespace-normal break-words";

/** 0.4567 → "45.7%". */
export function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toLocaleString("en-US")}%`;
}
