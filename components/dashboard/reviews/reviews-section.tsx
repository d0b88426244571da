"use client";
import { MessageSquareText } from "lucide-react";
import { useState } from "react";
import { Stars } from "@/components/storefront/stars";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as reviewsApi from "@/lib/reviews/endpoints";
import type { ReviewDto } from "@/lib/reviews/schemas";
import { NativeSelect } from "../native-select";
import { Pager } from "../pager";
import { SectionHeader } from "../section-header";
import { useDashboardStore } from "../use-dashboard";
import { ReviewSettingsForm } from "./review-settings";

type Status = ReviewDto["status"];
const STATUS_LABELS: Record<Status, string> = { pending: "Pending", published: "Published", rejected: "Rejected" };
const STATUS_VARIANT = { pending: "secondary", published: "default", rejected: "destructive" } as const;

/**
 * Products → Reviews (issue 43 part 3, record 0157): the store's reviews by status (pending first), approve or
 * reject one or many at once, reply in public under a review; the review settings above.
 */
export function ReviewsSection() {
  const { slug } = useDashboardStore();
  const [status, setStatus] = useState<Status | "">("pending");
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [replying, setReplying] = useState<string | null>(null);
  const [reply, setReply] = useState("");
  const q = useApiQuery(slug, reviewsApi.list, { query: { status, page } });
  const settings = useApiQuery(slug, reviewsApi.settings);
  const items = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  const limit = q.data?.limit ?? 25;
  const moderate = useApiMutation(reviewsApi.moderate, {
    input: (v: { id: string; status?: Status; reply?: string | null }) => ({ params: { id: v.id }, body: { status: v.status, reply: v.reply } }),
  });

  async function apply(ids: string[], body: { status?: Status; reply?: string | null }, done: string) {
    const results = await Promise.allSettled(ids.map((id) => moderate.mutateAsync({ id, ...body })));
    const failed = results.filter((r) => r.status === "rejected");
    if (failed.length) toast({ title: `${failed.length} not changed`, description: errorMessage((failed[0] as PromiseRejectedResult).reason, "Try again"), variant: "destructive" });
    else toast({ title: done, variant: "success" });
    setPicked(new Set());
  }
  const toggle = (id: string) => {
    const next = new Set(picked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };
  const allPicked = items.length > 0 && items.every((r) => picked.has(r.id));

  return (
    <div>
      <SectionHeader title="Reviews" description="What shoppers say about your products. Approve a review to show it on the product page, with your reply under it." />
      <details className="mb-4">
        <summary className="cursor-pointer text-sm font-medium">Review settings</summary>
        <div className="mt-2">{settings.data ? <ReviewSettingsForm settings={settings.data} /> : <SkeletonRows count={1} className="h-24" />}</div>
      </details>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="sm:w-44">
          <NativeSelect
            aria-label="Status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | "");
              setPage(1);
              setPicked(new Set());
            }}
            data-testid="review-status-filter"
          >
            <option value="">All reviews</option>
            {Object.entries(STATUS_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </NativeSelect>
        </div>
        {picked.size > 0 ? (
          <div className="flex flex-wrap items-center gap-2" data-testid="review-bulk">
            <span className="text-sm text-muted-foreground">{picked.size} selected</span>
            <Button size="sm" disabled={moderate.isPending} onClick={() => apply([...picked], { status: "published" }, "Reviews published")} data-testid="bulk-approve">
              Approve
            </Button>
            <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => apply([...picked], { status: "rejected" }, "Reviews rejected")} data-testid="bulk-reject">
              Reject
            </Button>
          </div>
        ) : null}
      </div>
      {q.isPending ? (
        <SkeletonRows count={4} className="h-24" />
      ) : q.isError ? (
        <LoadError error={q.error} fallback="The reviews could not be loaded" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<MessageSquareText className="size-10" aria-hidden />}
          title={status ? `No ${STATUS_LABELS[status].toLowerCase()} reviews` : "No reviews yet"}
          description={status === "pending" ? "New reviews wait here for your approval." : "Reviews appear here as buyers write them."}
        />
      ) : (
        <>
          <label className="mb-2 flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={allPicked} onChange={() => setPicked(allPicked ? new Set() : new Set(items.map((r) => r.id)))} data-testid="review-pick-all" />
            Select all on this page
          </label>
          <ul className="space-y-3" aria-label="Reviews">
            {items.map((r) => (
              <li key={r.id} className="rounded-lg border bg-background p-3" data-testid="review-row">
                <div className="flex items-start gap-3">
                  <input type="checkbox" className="mt-1 size-4 shrink-0 accent-primary" aria-label={`Select the review "${r.title}"`} checked={picked.has(r.id)} onChange={() => toggle(r.id)} />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Stars rating={r.rating} />
                      <span className="font-medium break-words">{r.title}</span>
                      <Badge variant={STATUS_VARIANT[r.status]}>{STATUS_LABELS[r.status]}</Badge>
                      {r.verified ? <Badge variant="outline">Verified buyer</Badge> : null}
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground">
                      {r.name} on {r.productName ?? "a deleted product"} · {r.createdAt.slice(0, 10)}
                    </p>
                    <p className="mt-2 text-sm break-words whitespace-pre-line">{r.body}</p>
                    {r.reply && replying !== r.id ? (
                      <p className="mt-2 rounded-md border-l-4 bg-muted/40 p-2 text-sm whitespace-pre-line" data-testid="review-owner-reply">
                        {r.reply}
                      </p>
                    ) : null}
                    {replying === r.id ? (
                      <div className="mt-2 space-y-2">
                        <Textarea value={reply} onChange={(e) => setReply(e.target.value)} maxLength={2000} aria-label="Your public reply" data-testid="review-reply-input" />
                        <div className="flex gap-2">
                          <Button
                            size="sm"
                            disabled={moderate.isPending}
                            onClick={() => void apply([r.id], { reply: reply.trim() || null }, "Reply saved").then(() => setReplying(null))}
                            data-testid="review-reply-save"
                          >
                            Save reply
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => setReplying(null)}>
                            Cancel
                          </Button>
                        </div>
                      </div>
                    ) : null}
                    <div className="mt-2 flex flex-wrap gap-2">
                      {r.status !== "published" ? (
                        <Button size="sm" disabled={moderate.isPending} onClick={() => apply([r.id], { status: "published" }, "Review published")} data-testid="review-approve">
                          Approve
                        </Button>
                      ) : null}
                      {r.status !== "rejected" ? (
                        <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => apply([r.id], { status: "rejected" }, "Review rejected")} data-testid="review-reject">
                          Reject
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setReplying(r.id);
                          setReply(r.reply ?? "");
                        }}
                        data-testid="review-reply"
                      >
                        {r.reply ? "Edit reply" : "Reply"}
                      </Button>
                    </div>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {total > limit ? <Pager page={page} pages={Math.ceil(total / limit)} limit={limit} total={total} onPage={setPage} /> : null}
        </>
      )}
    </div>
  );
}
