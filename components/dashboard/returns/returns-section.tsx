"use client";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { SectionHeader } from "@/components/dashboard/section-header";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as returns from "@/lib/orders/returns/endpoints";
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from "@/lib/orders/returns/labels";
import { RETURNS_PAGE_SIZE } from "@/lib/orders/returns/schemas";
import { NativeSelect } from "../native-select";
import { Pager } from "../pager";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { ReturnCard } from "./return-card";

/** /tenant-dashboard/returns (record 0154): every return of the store, newest first, by status; each with its next step. */
export function ReturnsSection() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const [status, setStatus] = useState<ReturnStatus | "">("");
  const [page, setPage] = useState(1);
  const q = useApiQuery(slug, returns.list, { query: { ...(status ? { status } : {}), page } });
  const openOrder = (orderId: string) => window.location.assign(href(`/tenant-dashboard/orders?order=${orderId}`));
  return (
    <div>
      <SectionHeader title="Returns" description="Returns your customers asked for: approve or decline, receive the goods (back in stock), refund." />
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor="returns-status" className="text-sm text-muted-foreground">
          Status
        </label>
        <NativeSelect
          id="returns-status"
          className="w-44"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ReturnStatus | "");
            setPage(1);
          }}
        >
          <option value="">All</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {RETURN_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {q.isPending ? (
        <div className="space-y-3" aria-label="Loading returns">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : q.isError ? (
        <LoadError error={q.error} fallback="Could not load returns." />
      ) : q.data.items.length === 0 ? (
        <EmptyState icon={<Undo2 aria-hidden />} title={status ? `No ${RETURN_STATUS_LABELS[status].toLowerCase()} returns` : "No returns yet"} description="Customers ask for returns of delivered items from their order page." />
      ) : (
        <div className="space-y-4" data-testid="returns-list">
          {q.data.items.map((r) => (
            <ReturnCard key={r.id} r={r} onOpenOrder={openOrder} />
          ))}
          {q.data.total > RETURNS_PAGE_SIZE ? <Pager page={page} pages={q.data.pages} limit={RETURNS_PAGE_SIZE} total={q.data.total} onPage={setPage} /> : null}
        </div>
      )}
    </div>
  );
}
