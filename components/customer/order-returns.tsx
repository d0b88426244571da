"use client";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import * as returns from "@/lib/orders/returns/endpoints";
import { RETURN_STATUS_LABELS } from "@/lib/orders/returns/labels";
import type { ReturnDto } from "@/lib/orders/returns/schemas";
import { ReturnRequestForm, type ReturnableLine, type ReturnRequestCopy } from "../returns/return-request-form";
import { useSay } from "./say";

/**
 * The customer's returns on their order page (record 0154): each return with its steps, and "Request a return"
 * for delivered lines within the store's window (how many of each, why, and a note).
 */
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

export function OrderReturns({ store, orderId }: { store: string | undefined; orderId: string }) {
  const q = useApiQuery(store, returns.customerReturnable, { params: { id: orderId } }, { retry: false });
  const [open, setOpen] = useState(false);
  const say = useSay();
  if (!q.data || (q.data.lines.length === 0 && q.data.returns.length === 0)) return null;
  const r = q.data;
  return (
    <Card data-testid="order-returns">
      <CardHeader>
        <CardTitle className="text-lg">{say("returns.title", "Returns")}</CardTitle>
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
              <p className="text-muted-foreground">{r.windowEndsAt ? say("returns.until", "You can ask for a return until {date}.", { date: day(r.windowEndsAt) }) : null}</p>
              <Button type="button" variant="outline" onClick={() => setOpen(true)} data-testid="request-return">
                {say("returns.request", "Request a return")}
              </Button>
            </div>
          )
        ) : r.returns.length === 0 && r.windowEndsAt ? (
          <p className="text-muted-foreground">{say("returns.closed", "The return window closed on {date}.", { date: day(r.windowEndsAt) })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ReturnSteps({ r }: { r: ReturnDto }) {
  const say = useSay();
  const steps = [
    { label: say("returns.requested", "Requested"), at: r.createdAt },
    r.approvedAt ? { label: say("returns.approved", "Approved: we mailed you how to send it back"), at: r.approvedAt } : null,
    r.declinedAt ? { label: r.declineReason ? say("returns.declinedWhy", "Declined: {reason}", { reason: r.declineReason }) : say("returns.declined", "Declined"), at: r.declinedAt } : null,
    r.receivedAt ? { label: say("returns.received", "Received"), at: r.receivedAt } : null,
    r.refundedAt ? { label: say("returns.refunded", "Refunded {amount}", { amount: r.refundAmount ? formatMoney(r.refundAmount, r.currency) : "" }), at: r.refundedAt } : null,
  ].filter((s): s is { label: string; at: string } => s !== null);
  return (
    <div className="space-y-2 rounded-md border p-3" data-testid="customer-return" data-status={r.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {r.lines.map((l) => `${l.quantity} × ${l.name}${l.variantTitle ? ` (${l.variantTitle})` : ""}`).join(", ")}
        </p>
        <Badge variant={r.status === "declined" ? "destructive" : "secondary"}>{say(`returns.statuses.${r.status}`, RETURN_STATUS_LABELS[r.status])}</Badge>
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

function RequestForm({ orderId, lines, onDone }: { orderId: string; lines: ReturnableLine[]; onDone: () => void }) {
  const say = useSay();
  const copy: ReturnRequestCopy = {
    id: "return",
    heading: say("returns.heading", "What are you returning?"),
    nothingChosen: say("returns.nothingChosen", "Choose how many of an item you are returning"),
    failed: say("returns.failed", "Could not send your request. Please try again."),
    submit: say("returns.submit", "Send return request"),
    defaultReason: "size",
    noteRows: 3,
  };
  return <ReturnRequestForm orderId={orderId} lines={lines} copy={copy} onDone={onDone} />;
}
