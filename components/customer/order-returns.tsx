"use client";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import * as returns from "@/lib/orders/returns/endpoints";
import { RETURN_REASON_LABELS, RETURN_REASONS, RETURN_STATUS_LABELS, type ReturnReason } from "@/lib/orders/returns/labels";
import type { ReturnDto } from "@/lib/orders/returns/schemas";

/**
 * The customer's returns on their order page (record 0154): each return with its steps, and "Request a return"
 * for delivered lines within the store's window (how many of each, why, and a note).
 */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const selectClass = "h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none";

export function OrderReturns({ store, orderId }: { store: string | undefined; orderId: string }) {
  const q = useApiQuery(store, returns.customerReturnable, { params: { id: orderId } }, { retry: false });
  const [open, setOpen] = useState(false);
  if (!q.data || (q.data.lines.length === 0 && q.data.returns.length === 0)) return null;
  const r = q.data;
  return (
    <Card data-testid="order-returns">
      <CardHeader>
        <CardTitle className="text-lg">Returns</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {r.returns.map((x) => (
          <ReturnSteps key={x.id} r={x} />
        ))}
        {r.open ? (
          open ? (
            <RequestForm orderId={orderId} lines={r.lines} onDone={() => setOpen(false)} />
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-muted-foreground">{r.windowEndsAt ? `You can ask for a return until ${day(r.windowEndsAt)}.` : null}</p>
              <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="request-return">
                Request a return
              </Button>
            </div>
          )
        ) : r.returns.length === 0 && r.windowEndsAt ? (
          <p className="text-muted-foreground">The return window closed on {day(r.windowEndsAt)}.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReturnSteps({ r }: { r: ReturnDto }) {
  const steps = [
    { label: "Requested", at: r.createdAt },
    r.approvedAt ? { label: "Approved: we mailed you how to send it back", at: r.approvedAt } : null,
    r.declinedAt ? { label: `Declined${r.declineReason ? `: ${r.declineReason}` : ""}`, at: r.declinedAt } : null,
    r.receivedAt ? { label: "Received", at: r.receivedAt } : null,
    r.refundedAt ? { label: `Refunded ${r.refundAmount ? formatMoney(r.refundAmount, r.currency) : ""}`, at: r.refundedAt } : null,
  ].filter((s): s is { label: string; at: string } => s !== null);
  return (
    <div className="space-y-2 rounded-md border p-3" data-testid="customer-return" data-status={r.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {r.lines.map((l) => `${l.quantity} × ${l.name}${l.variantTitle ? ` (${l.variantTitle})` : ""}`).join(", ")}
        </p>
        <Badge variant={r.status === "declined" ? "destructive" : "secondary"}>{RETURN_STATUS_LABELS[r.status]}</Badge>
      </div>
      <ol className="space-y-1 text-muted-foreground">
        {steps.map((s) => (
          <li key={s.label} className="flex flex-wrap justify-between gap-2">
            <span>{s.label}</span>
            <time dateTime={s.at}>{day(s.at)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}

type Line = { orderItemId: string; name: string; variantTitle: string | null; returnable: number };

function RequestForm({ orderId, lines, onDone }: { orderId: string; lines: Line[]; onDone: () => void }) {
  const open = lines.filter((l) => l.returnable > 0);
  const [picked, setPicked] = useState(() => Object.fromEntries(open.map((l) => [l.orderItemId, { quantity: 0, reason: "size" as ReturnReason }])));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const chosen = open.filter((l) => picked[l.orderItemId]?.quantity > 0);
  const ask = useApiMutation(returns.request, {
    input: () => ({
      params: { id: orderId },
      body: { lines: chosen.map((l) => ({ orderItemId: l.orderItemId, quantity: picked[l.orderItemId].quantity, reason: picked[l.orderItemId].reason })), ...(note.trim() ? { note: note.trim() } : {}) },
    }),
    onSuccess: () => onDone(),
    onError: (err) => setError(errorMessage(err, "Could not send your request. Please try again.")),
  });
  const set = (id: string, change: Partial<{ quantity: number; reason: ReturnReason }>) => setPicked((p) => ({ ...p, [id]: { ...p[id], ...change } }));
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen.length) return setError("Choose how many of an item you are returning");
        setError(undefined);
        ask.mutate();
      }}
      noValidate
      data-testid="return-form"
    >
      <p className="font-medium">What are you returning?</p>
      {open.map((l) => {
        const id = `return-${l.orderItemId}`;
        return (
          <fieldset key={l.orderItemId} className="grid gap-2 sm:grid-cols-[1fr_8rem_12rem] sm:items-end">
            <legend className="sr-only">{l.name}</legend>
            <p className="min-w-0 break-words sm:pb-2">
              {l.name}
              {l.variantTitle ? <span className="text-muted-foreground"> · {l.variantTitle}</span> : null}
            </p>
            <label className="space-y-1" htmlFor={`${id}-qty`}>
              <span className="block text-xs text-muted-foreground">Quantity</span>
              <select id={`${id}-qty`} className={selectClass} value={picked[l.orderItemId].quantity} onChange={(e) => set(l.orderItemId, { quantity: Number(e.target.value) })}>
                {Array.from({ length: l.returnable + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1" htmlFor={`${id}-reason`}>
              <span className="block text-xs text-muted-foreground">Reason</span>
              <select id={`${id}-reason`} className={selectClass} value={picked[l.orderItemId].reason} onChange={(e) => set(l.orderItemId, { reason: e.target.value as ReturnReason })}>
                {RETURN_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {RETURN_REASON_LABELS[r]}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        );
      })}
      <label className="block space-y-1" htmlFor={`return-note-${orderId}`}>
        <span className="block text-xs text-muted-foreground">Note (optional)</span>
        <Textarea id={`return-note-${orderId}`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={3} />
      </label>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={ask.isPending} data-testid="submit-return">
          Send return request
        </Button>
      </div>
    </form>
  );
}
