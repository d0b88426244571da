"use client";
import { Gift, Plus, Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import * as giftCardsApi from "@/lib/gift-cards/endpoints";
import type { GiftCardDto, GiftCardStatus } from "@/lib/gift-cards/schemas";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { NativeSelect } from "../native-select";
import { Pager } from "../pager";
import { SectionHeader } from "../section-header";
import { useDashboardStore } from "../use-dashboard";
import { GiftCardDetailDialog } from "./gift-card-detail";
import { IssueGiftCardDialog } from "./issue-gift-card";
import { STATUS_LABELS, StatusBadge } from "./status-badge";

/**
 * Discounts → Gift cards (issue 43, record 0155): the store's cards, 25 a page, searched by last 4 characters,
 * recipient or note and filtered by status; issue one (its code shown once); open one for its ledger; disable it.
 */
export function GiftCardsSection() {
  const { slug } = useDashboardStore();
  const [search, setSearchText] = useState("");
  const [status, setStatusValue] = useState<GiftCardStatus | "">("");
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const q = useApiQuery(slug, giftCardsApi.list, { query: { search: search.trim(), status, page } });
  const items = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  const limit = q.data?.limit ?? 25;
  const filtered = !!search.trim() || !!status;

  const issueButton = (
    <Button onClick={() => setIssuing(true)} data-testid="issue-gift-card">
      <Plus aria-hidden /> Issue gift card
    </Button>
  );
  const balance = (c: GiftCardDto) => `${formatMoney(c.balance, c.currency)} of ${formatMoney(c.initialValue, c.currency)}`;

  return (
    <div>
      <SectionHeader title="Gift cards" description="Stored value shoppers spend at checkout. Each code is shown once, when the card is issued." action={issueButton} />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <div className="relative sm:max-w-sm sm:flex-1">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            className="pl-9"
            placeholder="Last 4 characters, e-mail or note"
            aria-label="Search gift cards"
            value={search}
            onChange={(e) => {
              setSearchText(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="sm:w-44">
          <NativeSelect
            aria-label="Status"
            value={status}
            onChange={(e) => {
              setStatusValue(e.target.value as GiftCardStatus | "");
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
        <LoadError error={q.error} fallback="The gift cards could not be loaded" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Gift className="size-10" aria-hidden />}
          title={filtered ? "No gift cards match" : "No gift cards yet"}
          description={filtered ? "Try another search or status." : "Issue a card to give store credit, or to send a present to someone by e-mail."}
          action={filtered ? undefined : issueButton}
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Gift cards">
            {items.map((c) => (
              <li key={c.id}>
                <button type="button" className="w-full rounded-lg border bg-background p-3 text-left" onClick={() => setOpen(c.id)} data-testid="gift-card-row">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-mono font-medium">{c.maskedCode}</span>
                    <StatusBadge status={c.status} />
                  </div>
                  <p className="mt-1 text-sm">{balance(c)}</p>
                  <p className="text-xs break-all text-muted-foreground">{c.recipientEmail ?? c.note ?? "No recipient"}</p>
                </button>
              </li>
            ))}
          </ul>
          <div className="hidden rounded-md border bg-background md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Code</TableHead>
                  <TableHead>Balance</TableHead>
                  <TableHead>Recipient</TableHead>
                  <TableHead>Expires</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((c) => (
                  <TableRow key={c.id} data-testid="gift-card-row">
                    <TableCell>
                      <button type="button" className="font-mono font-medium hover:underline" onClick={() => setOpen(c.id)}>
                        {c.maskedCode}
                      </button>
                      {c.note ? <p className="max-w-56 truncate text-xs text-muted-foreground">{c.note}</p> : null}
                    </TableCell>
                    <TableCell data-testid="gift-card-balance">{balance(c)}</TableCell>
                    <TableCell className="max-w-56 truncate">{c.recipientEmail ?? "—"}</TableCell>
                    <TableCell>{c.expiresOn ?? "Never"}</TableCell>
                    <TableCell>
                      <StatusBadge status={c.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {total > limit ? <Pager page={page} pages={Math.ceil(total / limit)} limit={limit} total={total} onPage={setPage} /> : null}
        </>
      )}
      <IssueGiftCardDialog open={issuing} onOpenChange={setIssuing} onIssued={() => undefined} />
      {open ? <GiftCardDetailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
