"use client";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { formatMoney } from "@/lib/money";
import * as returns from "@/lib/orders/returns/endpoints";
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type ReturnStatus } from "@/lib/orders/returns/labels";
import type { ReturnDto } from "@/lib/orders/returns/schemas";

/** One return with the owner's next step (record 0154): approve or decline, then receive (with restock), then refund. */

const tone = (s: ReturnStatus) => (s === "declined" ? "destructive" : s === "refunded" ? "secondary" : s === "requested" ? "default" : "outline");
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const failed = (title: string) => (err: Error) => toast({ title, description: errorMessage(err, "Please try again."), variant: "destructive" });

export function ReturnCard({ r, onOpenOrder }: { r: ReturnDto; onOpenOrder?: (orderId: string) => void }) {
  const approve = useApiMutation(returns.approve, {
    input: () => ({ params: { id: r.id } }),
    onSuccess: () => toast({ title: "Return approved", description: "The customer was mailed how to send it back.", variant: "success" }),
    onError: failed("Could not approve the return"),
  });
  return (
    <Card data-testid="return-card" data-return-id={r.id} data-status={r.status}>
      <CardHeader className="flex flex-col gap-2 border-b sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">Return for order {r.orderNumber}</h3>
            <Badge variant={tone(r.status)} data-testid="return-status">
              {RETURN_STATUS_LABELS[r.status]}
            </Badge>
          </div>
          <p className="break-words text-xs text-muted-foreground">
            {r.customerName} · {r.customerEmail} · asked {r.requestedBy === "owner" ? "by you for the customer" : "by the customer"} on <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
          </p>
        </div>
        {onOpenOrder ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onOpenOrder(r.orderId)}>
            Open order
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3 pt-4 text-sm">
        <ul className="divide-y rounded-md border">
          {r.lines.map((l) => (
            <li key={l.orderItemId} className="flex flex-wrap items-start justify-between gap-2 p-2">
              <span className="min-w-0">
                <span className="font-medium">{l.name}</span>
                {l.variantTitle ? <span className="text-muted-foreground"> · {l.variantTitle}</span> : null}
                <span className="block text-xs text-muted-foreground">{RETURN_REASON_LABELS[l.reason]}</span>
              </span>
              <span className="shrink-0 text-right text-muted-foreground">
                {l.quantity} × {formatMoney(l.price, r.currency)}
                {r.receivedAt ? (
                  <span className="block text-xs" data-testid="return-line-received">
                    {l.receivedQuantity} received, {l.restockedQuantity} restocked
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        {r.note ? <p className="whitespace-pre-line break-words">“{r.note}”</p> : null}
        {r.declineReason ? <p className="text-destructive">Declined: {r.declineReason}</p> : null}
        {r.refundAmount ? <p data-testid="return-refunded">Refunded {formatMoney(r.refundAmount, r.currency)}</p> : null}
        {r.status === "requested" ? (
          <div className="flex flex-wrap items-end gap-2">
            <Button type="button" onClick={() => approve.mutate()} disabled={approve.isPending} data-testid="return-approve">
              Approve
            </Button>
            <DeclineForm r={r} />
          </div>
        ) : null}
        {r.status === "approved" ? (
          <>
            <ReceiveForm r={r} />
            <DeclineForm r={r} />
          </>
        ) : null}
        {r.status === "approved" || r.status === "received" ? <RefundReturnForm r={r} /> : null}
      </CardContent>
    </Card>
  );
}

function DeclineForm({ r }: { r: ReturnDto }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const decline = useApiMutation(returns.decline, {
    input: () => ({ params: { id: r.id }, body: { reason: reason.trim() } }),
    onSuccess: () => toast({ title: "Return declined", description: "The customer was mailed the reason.", variant: "success" }),
    onError: (err) => {
      const field = err instanceof HttpError ? err.fieldErrors?.reason : undefined;
      setError(field);
      if (!field) failed("Could not decline the return")(err);
    },
  });
  const id = `decline-${r.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!reason.trim()) return setError("Give a reason");
        decline.mutate();
      }}
      noValidate
    >
      <Field id={id} label="Reason to decline" className="w-full sm:w-64" error={error}>
        <Input {...fieldAria(id, error)} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </Field>
      <SubmitButton pending={decline.isPending} variant="outline">
        Decline
      </SubmitButton>
    </form>
  );
}

function ReceiveForm({ r }: { r: ReturnDto }) {
  const [lines, setLines] = useState(() => r.lines.map((l) => ({ orderItemId: l.orderItemId, quantity: String(l.quantity), restock: true })));
  const [error, setError] = useState<string | undefined>();
  const receive = useApiMutation(returns.receive, {
    input: () => ({ params: { id: r.id }, body: { lines: lines.map((l) => ({ orderItemId: l.orderItemId, quantity: Number(l.quantity), restock: l.restock })) } }),
    onSuccess: () => toast({ title: "Return received", description: "Restocked items are back on sale.", variant: "success" }),
    onError: (err) => {
      setError(errorMessage(err, "Please try again."));
    },
  });
  const set = (i: number, change: Partial<(typeof lines)[number]>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...change } : l)));
  return (
    <form
      className="space-y-2 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (lines.some((l) => !/^\d+$/.test(l.quantity.trim()))) return setError("Enter how many came back of each line");
        setError(undefined);
        receive.mutate();
      }}
      noValidate
      data-testid="return-receive"
    >
      <p className="font-medium">Receive</p>
      {r.lines.map((l, i) => {
        const id = `receive-${r.id}-${i}`;
        return (
          <div key={l.orderItemId} className="flex flex-wrap items-end gap-3">
            <Field id={id} label={`${l.name} came back (of ${l.quantity})`} className="w-full sm:w-64">
              <Input {...fieldAria(id)} inputMode="numeric" value={lines[i].quantity} onChange={(e) => set(i, { quantity: e.target.value })} />
            </Field>
            <div className="flex h-9 items-center gap-2">
              <Checkbox id={`${id}-restock`} checked={lines[i].restock} onCheckedChange={(v) => set(i, { restock: v === true })} />
              <Label htmlFor={`${id}-restock`} className="font-normal">
                Put back in stock
              </Label>
            </div>
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={receive.isPending}>Mark received</SubmitButton>
    </form>
  );
}

function RefundReturnForm({ r }: { r: ReturnDto }) {
  const [amount, setAmount] = useState("");
  const [shipping, setShipping] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const refund = useApiMutation(returns.refund, {
    input: () => ({ params: { id: r.id }, body: { ...(amount.trim() ? { amount: amount.trim() } : {}), ...(shipping ? { shipping: true } : {}) } }),
    onSuccess: (d) => toast({ title: "Refund issued", description: `${formatMoney(d.refundAmount ?? "0", d.currency)} refunded for this return.`, variant: "success" }),
    onError: (err) => {
      const field = err instanceof HttpError ? err.fieldErrors?.amount : undefined;
      setError(field);
      if (!field) failed("Refund failed")(err);
    },
  });
  const id = `return-refund-${r.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate();
      }}
      noValidate
      data-testid="return-refund"
    >
      <Field id={id} label="Refund amount (blank: the returned items' worth)" className="w-full sm:w-72" error={error}>
        <Input {...fieldAria(id, error)} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} disabled={refund.isPending} />
      </Field>
      <div className="flex h-9 items-center gap-2">
        <Checkbox id={`${id}-shipping`} checked={shipping} disabled={!!amount.trim()} onCheckedChange={(v) => setShipping(v === true)} />
        <Label htmlFor={`${id}-shipping`} className="font-normal">
          Add the shipping paid
        </Label>
      </div>
      <SubmitButton pending={refund.isPending} variant="outline">
        Refund return
      </SubmitButton>
    </form>
  );
}
