"use client";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { toast } from "@/components/ui/use-toast";
import * as giftCardsApi from "@/lib/gift-cards/endpoints";
import type { GiftCardEntryDto } from "@/lib/gift-cards/schemas";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { AdjustBalance } from "./adjust-balance";
import { StatusBadge } from "./status-badge";

const ENTRY_LABELS: Record<GiftCardEntryDto["type"], string> = { issue: "Issued", redeem: "Paid an order", refund: "Given back", adjust: "Adjusted" };

/** One card: its balance, status, expiry and recipient, its ledger (each line with its order), and disable / enable. */
export function GiftCardDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const q = useApiQuery(slug, giftCardsApi.one, { params: { id } });
  const c = q.data;
  const toggle = useApiMutation(giftCardsApi.update, {
    input: (disabled: boolean) => ({ params: { id }, body: { disabled } }),
    onSuccess: (saved) => {
      toast({ title: saved.status === "disabled" ? "Gift card disabled" : "Gift card enabled", description: `${saved.maskedCode} is now ${saved.status === "disabled" ? "disabled" : "usable again"}.`, variant: "success" });
      void q.refetch();
    },
    onError: (err) => toast({ title: "The gift card was not changed", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  return (
    <Dialog open onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg" data-testid="gift-card-detail">
        <DialogHeader>
          <DialogTitle className="font-mono">{c ? c.maskedCode : "Gift card"}</DialogTitle>
          <DialogDescription>{c ? `Issued ${new Date(c.createdAt).toLocaleDateString()}${c.note ? ` · ${c.note}` : ""}` : "Loading…"}</DialogDescription>
        </DialogHeader>
        {q.isPending ? (
          <SkeletonRows count={3} className="h-8" />
        ) : q.isError || !c ? (
          <LoadError error={q.error} fallback="The gift card could not be loaded" />
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Balance</dt>
                <dd className="text-lg font-semibold" data-testid="gift-card-detail-balance">
                  {formatMoney(c.balance, c.currency)}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <StatusBadge status={c.status} />
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Initial value</dt>
                <dd>{formatMoney(c.initialValue, c.currency)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Expires</dt>
                <dd>{c.expiresOn ?? "Never"}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-muted-foreground">Recipient</dt>
                <dd className="break-all">{c.recipientEmail ?? "—"}</dd>
              </div>
            </dl>
            <AdjustBalance card={c} onAdjusted={() => void q.refetch()} />
            <div>
              <h3 className="mb-2 text-sm font-medium">History</h3>
              <ul className="divide-y rounded-md border text-sm" data-testid="gift-card-ledger">
                {c.ledger.map((e, i) => (
                  <li key={i} className="flex items-center justify-between gap-2 px-3 py-2">
                    <div>
                      <p>{ENTRY_LABELS[e.type]}</p>
                      {e.note ? <p className="text-xs break-words">{e.note}</p> : null}
                      <p className="text-xs text-muted-foreground">
                        {new Date(e.createdAt).toLocaleString()}
                        {e.orderId ? (
                          <>
                            {" · "}
                            <a className="underline" href={href(`/tenant-dashboard/orders?order=${e.orderId}`)}>
                              order
                            </a>
                          </>
                        ) : null}
                      </p>
                    </div>
                    <span className={e.amount.startsWith("-") ? "text-destructive" : "text-emerald-700"}>
                      {e.amount.startsWith("-") ? "−" : "+"}
                      {formatMoney(e.amount.replace(/^-/, ""), c.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}
        <DialogFooter>
          {c ? (
            <Button type="button" variant={c.status === "disabled" ? "outline" : "destructive"} disabled={toggle.isPending} onClick={() => toggle.mutate(c.status !== "disabled")} data-testid="gift-card-toggle">
              {c.status === "disabled" ? "Enable" : "Disable"}
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
