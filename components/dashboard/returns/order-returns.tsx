"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as returns from "@/lib/orders/returns/endpoints";
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from "@/lib/orders/returns/labels";
import type { OrderDto } from "@/lib/orders/schemas";
import { NativeSelect } from "../native-select";
import { useDashboardStore } from "../use-dashboard";
import { ReturnCard } from "./return-card";

/**
 * The returns of one order, on its page in the dashboard, and "Request a return for the customer" once something
 * of it has left (the server says what may be returned: delivered, within the window, not already asked back).
 */
export function OrderReturns({ order }: { order: Pick<OrderDto, "id" | "status" | "items" | "fulfillments"> }) {
  const { slug } = useDashboardStore();
  const { data } = useApiQuery(slug, returns.list, { query: { orderId: order.id, page: 1 } });
  const [asking, setAsking] = useState(false);
  const left = order.status === "delivered" || order.fulfillments.length > 0;
  if (!data?.items.length && !left) return null;
  return (
    <section className="space-y-3" aria-label="Returns" data-testid="order-returns">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">Returns</h3>
        {left && !asking ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)} data-testid="owner-request-return">
            Request a return for the customer
          </Button>
        ) : null}
      </div>
      {asking ? <OwnerRequestForm order={order} onDone={() => setAsking(false)} /> : null}
      {data?.items.map((r) => (
        <ReturnCard key={r.id} r={r} />
      ))}
    </section>
  );
}

function OwnerRequestForm({ order, onDone }: { order: Pick<OrderDto, "id" | "items">; onDone: () => void }) {
  const [picked, setPicked] = useState(() => Object.fromEntries(order.items.map((i) => [i.id, { quantity: 0, reason: "other" as ReturnReason }])));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const chosen = order.items.filter((i) => picked[i.id].quantity > 0);
  const ask = useApiMutation(returns.request, {
    input: () => ({
      params: { id: order.id },
      body: { lines: chosen.map((i) => ({ orderItemId: i.id, quantity: picked[i.id].quantity, reason: picked[i.id].reason })), ...(note.trim() ? { note: note.trim() } : {}) },
    }),
    onSuccess: () => onDone(),
    onError: (err) => setError(errorMessage(err, "Could not request the return.")),
  });
  const set = (id: string, change: Partial<{ quantity: number; reason: ReturnReason }>) => setPicked((p) => ({ ...p, [id]: { ...p[id], ...change } }));
  return (
    <form
      className="space-y-3 rounded-md border p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen.length) return setError("Choose how many of an item come back");
        setError(undefined);
        ask.mutate();
      }}
      noValidate
      data-testid="owner-return-form"
    >
      {order.items.map((i) => (
        <fieldset key={i.id} className="grid gap-2 sm:grid-cols-[1fr_8rem_12rem] sm:items-end">
          <legend className="sr-only">{i.productName}</legend>
          <p className="min-w-0 break-words sm:pb-2">
            {i.productName}
            {i.variantTitle ? <span className="text-muted-foreground"> · {i.variantTitle}</span> : null}
          </p>
          <label className="space-y-1" htmlFor={`owner-return-${i.id}-qty`}>
            <span className="block text-xs text-muted-foreground">Quantity</span>
            <NativeSelect id={`owner-return-${i.id}-qty`} className="w-full" value={String(picked[i.id].quantity)} onChange={(e) => set(i.id, { quantity: Number(e.target.value) })}>
              {Array.from({ length: i.quantity + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="space-y-1" htmlFor={`owner-return-${i.id}-reason`}>
            <span className="block text-xs text-muted-foreground">Reason</span>
            <NativeSelect id={`owner-return-${i.id}-reason`} className="w-full" value={picked[i.id].reason} onChange={(e) => set(i.id, { reason: e.target.value as ReturnReason })}>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {RETURN_REASON_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </label>
        </fieldset>
      ))}
      <label className="block space-y-1" htmlFor={`owner-return-note-${order.id}`}>
        <span className="block text-xs text-muted-foreground">Note (optional)</span>
        <Textarea id={`owner-return-note-${order.id}`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={2} />
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
        <Button type="submit" disabled={ask.isPending} data-testid="owner-submit-return">
          Request the return
        </Button>
      </div>
    </form>
  );
}
