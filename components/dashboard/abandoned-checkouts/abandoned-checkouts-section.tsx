"use client";
import { Search, ShoppingCart } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import * as checkoutsApi from "@/lib/checkouts/endpoints";
import type { AbandonedCheckoutDto, CheckoutStatus } from "@/lib/checkouts/schemas";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { NativeSelect } from "../native-select";
import { Pager } from "../pager";
import { SectionHeader } from "../section-header";
import { useTenant } from "../store-gate";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { RecoverySettingsCard } from "./recovery-settings";

const STATUS_LABELS: Record<CheckoutStatus, string> = { open: "Open", abandoned: "Abandoned", recovered: "Recovered" };

function StatusBadge({ status }: { status: CheckoutStatus }) {
  return (
    <Badge variant={status === "recovered" ? "default" : status === "abandoned" ? "secondary" : "outline"} data-testid="checkout-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * Orders → Abandoned checkouts (issue 43 part 1, record 0156): every checkout with an e-mail and no order (open until
 * the store's delay has passed, abandoned after) and the ones an order recovered after their mail, 25 a page,
 * searched by e-mail and filtered by status; the recovery setting above them.
 */
export function AbandonedCheckoutsSection() {
  const { slug } = useDashboardStore();
  const { currency } = useTenant();
  const href = useStoreHref();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<CheckoutStatus | "">("");
  const [page, setPage] = useState(1);
  const q = useApiQuery(slug, checkoutsApi.abandoned, { query: { search: search.trim(), status, page } });
  const items = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  const limit = q.data?.limit ?? 25;
  const filtered = !!search.trim() || !!status;
  const orderLink = (c: AbandonedCheckoutDto) =>
    c.recoveredOrderId ? (
      <Link className="font-medium text-primary-text hover:underline" href={href(`/tenant-dashboard/orders?order=${c.recoveredOrderId}`)}>
        View order
      </Link>
    ) : null;
  const mailed = (c: AbandonedCheckoutDto) => (c.recoveryEmailSentAt ? when(c.recoveryEmailSentAt) : "Not sent");

  return (
    <div>
      <SectionHeader title="Abandoned checkouts" description="Shoppers who gave their e-mail at checkout and left without ordering. One recovery e-mail brings each back to their cart." />
      <RecoverySettingsCard />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <div className="relative sm:max-w-sm sm:flex-1">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            className="pl-9"
            placeholder="E-mail"
            aria-label="Search abandoned checkouts"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="sm:w-44">
          <NativeSelect
            aria-label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as CheckoutStatus | "");
              setPage(1);
            }}
          >
            <option value="">All statuses</option>
            {Object.entries(STATUS_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {q.isPending ? (
        <SkeletonRows count={4} className="h-12" />
      ) : q.isError ? (
        <LoadError error={q.error} fallback="The abandoned checkouts could not be loaded" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ShoppingCart className="size-10" aria-hidden />}
          title={filtered ? "No checkouts match" : "No abandoned checkouts"}
          description={filtered ? "Try another e-mail or status." : "When a shopper gives their e-mail at checkout and leaves without ordering, they are listed here."}
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Abandoned checkouts">
            {items.map((c) => (
              <li key={c.id} className="rounded-lg border bg-background p-3" data-testid="checkout-row" data-status={c.status}>
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium break-all">{c.email}</span>
                  <StatusBadge status={c.status} />
                </div>
                <p className="mt-1 text-sm">
                  {formatMoney(c.total, currency)} · {c.itemsCount} {c.itemsCount === 1 ? "item" : "items"}
                </p>
                <p className="text-xs text-muted-foreground">
                  Started {when(c.createdAt)} · Recovery e-mail: {mailed(c)}
                </p>
                {orderLink(c) ? <p className="mt-1 text-sm">{orderLink(c)}</p> : null}
              </li>
            ))}
          </ul>
          <div className="hidden rounded-md border bg-background md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Started</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead className="text-right">Items</TableHead>
                  <TableHead>Recovery e-mail</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Order</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((c) => (
                  <TableRow key={c.id} data-testid="checkout-row" data-status={c.status}>
                    <TableCell className="max-w-64 truncate font-medium">{c.email}</TableCell>
                    <TableCell className="whitespace-nowrap">{when(c.createdAt)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(c.total, currency)}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.itemsCount}</TableCell>
                    <TableCell className="whitespace-nowrap">{mailed(c)}</TableCell>
                    <TableCell>
                      <StatusBadge status={c.status} />
                    </TableCell>
                    <TableCell>{orderLink(c) ?? "—"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {total > limit ? <Pager page={page} pages={Math.ceil(total / limit)} limit={limit} total={total} onPage={setPage} /> : null}
        </>
      )}
    </div>
  );
}
