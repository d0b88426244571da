"use client";
import Link from "next/link";
import { FilePen, Plus } from "lucide-react";
import { useState } from "react";
import { SectionHeader } from "@/components/dashboard/section-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import * as draftsApi from "@/lib/draft-orders/endpoints";
import type { DraftOrderDto } from "@/lib/draft-orders/schemas";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { Pager } from "../pager";
import { useDashboardStore, useStoreHref } from "../use-dashboard";

const STATUS_LABEL: Record<DraftOrderDto["status"], string> = { open: "Open", invoice_sent: "Invoice sent", completed: "Completed" };

export function DraftStatusBadge({ status }: { status: DraftOrderDto["status"] }) {
  return (
    <Badge variant={status === "completed" ? "secondary" : status === "invoice_sent" ? "default" : "outline"} data-testid="draft-status">
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/**
 * Orders → Drafts (issue 45, record 0153): orders built by hand (phone, WhatsApp, the shop's counter), newest first,
 * 25 a page. "New order" builds one; a row opens it.
 */
export function DraftsSection() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const [page, setPage] = useState(1);
  const q = useApiQuery(slug, draftsApi.list, { query: { page } });
  const items = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  const size = q.data?.pageSize ?? 25;
  const open = (d: DraftOrderDto) => href(`/tenant-dashboard/drafts/${d.id}`);
  const who = (d: DraftOrderDto) => d.customerName || d.email;
  return (
    <div>
      <SectionHeader
        title="Draft orders"
        description="Orders you build by hand: send the customer an invoice to pay online, or mark them paid."
        action={
          <Button asChild>
            <Link href={href("/tenant-dashboard/drafts/new")} data-testid="new-draft-order">
              <Plus aria-hidden /> New order
            </Link>
          </Button>
        }
      />
      {q.isPending ? (
        <SkeletonRows count={4} className="h-12" />
      ) : q.isError ? (
        <LoadError error={q.error} fallback="The draft orders could not be loaded" />
      ) : items.length === 0 ? (
        <EmptyState icon={<FilePen className="size-10" aria-hidden />} title="No draft orders yet" description="Take an order by phone or WhatsApp: add products or custom items, then send an invoice." />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Draft orders">
            {items.map((d) => (
              <li key={d.id} className="rounded-lg border bg-background p-3" data-testid="draft-row">
                <Link href={open(d)} className="block">
                  <div className="flex items-start justify-between gap-2">
                    <p className="min-w-0 truncate font-medium">{who(d)}</p>
                    <DraftStatusBadge status={d.status} />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {d.lines.length} {d.lines.length === 1 ? "line" : "lines"} · {formatMoney(d.quote.total, d.quote.currency)}
                  </p>
                  <p className="text-xs text-muted-foreground">{new Date(d.createdAt).toLocaleString()}</p>
                </Link>
              </li>
            ))}
          </ul>
          <div className="hidden rounded-md border md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Customer</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((d) => (
                  <TableRow key={d.id} data-testid="draft-row">
                    <TableCell>
                      <Link href={open(d)} className="font-medium hover:underline">
                        {who(d)}
                      </Link>
                      {d.customerName ? <p className="text-xs text-muted-foreground">{d.email}</p> : null}
                    </TableCell>
                    <TableCell className="text-sm text-muted-foreground">{new Date(d.createdAt).toLocaleString()}</TableCell>
                    <TableCell>
                      <DraftStatusBadge status={d.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(d.quote.total, d.quote.currency)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {total > size ? <Pager page={page} pages={Math.ceil(total / size)} limit={size} total={total} onPage={setPage} /> : null}
        </>
      )}
    </div>
  );
}
