"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import * as returns from "@/lib/orders/returns/endpoints";
import { RETURN_REASON_LABELS, RETURN_REASONS, type ReturnReason } from "@/lib/orders/returns/labels";
import { useSay } from "@/components/customer/say";

/**
 * The form that asks for a return of an order's lines (record 0154): how many of each, why, and a note. The
 * customer fills it on their order page and the owner on the order's dashboard page; only the words, the first
 * reason and the test ids differ.
 */
export type ReturnableLine = { orderItemId: string; name: string; variantTitle: string | null; returnable: number };

export type ReturnRequestCopy = {
  /** Prefix of the fields' ids and of the form's and button's test ids. */
  id: string;
  heading?: string;
  nothingChosen: string;
  failed: string;
  submit: string;
  defaultReason: ReturnReason;
  noteRows: number;
};

const selectClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

export function ReturnRequestForm({ orderId, lines, copy, onDone }: { orderId: string; lines: ReturnableLine[]; copy: ReturnRequestCopy; onDone: () => void }) {
  // The shopper's words in the page's language (issue 44); the owner's dashboard provides none and reads English.
  const say = useSay();
  const open = lines.filter((l) => l.returnable > 0);
  const [picked, setPicked] = useState(() => Object.fromEntries(open.map((l) => [l.orderItemId, { quantity: 0, reason: copy.defaultReason }])));
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const chosen = open.filter((l) => picked[l.orderItemId]?.quantity > 0);
  const ask = useApiMutation(returns.request, {
    input: () => ({
      params: { id: orderId },
      body: {
        lines: chosen.map((l) => ({ orderItemId: l.orderItemId, quantity: picked[l.orderItemId].quantity, reason: picked[l.orderItemId].reason })),
        ...(note.trim() ? { note: note.trim() } : {}),
      },
    }),
    onSuccess: () => onDone(),
    onError: (err) => setError(errorMessage(err, copy.failed)),
  });
  const set = (id: string, change: Partial<{ quantity: number; reason: ReturnReason }>) => setPicked((p) => ({ ...p, [id]: { ...p[id], ...change } }));
  return (
    <form
      className="space-y-3 rounded-md border p-3 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen.length) return setError(copy.nothingChosen);
        setError(undefined);
        ask.mutate();
      }}
      noValidate
      data-testid={`${copy.id}-form`}
    >
      {copy.heading ? <p className="font-medium">{copy.heading}</p> : null}
      {open.map((l) => {
        const id = `${copy.id}-${l.orderItemId}`;
        return (
          <fieldset key={l.orderItemId} className="grid gap-2 sm:grid-cols-[1fr_8rem_12rem] sm:items-end">
            <legend className="sr-only">{l.name}</legend>
            <p className="min-w-0 break-words sm:pb-2">
              {l.name}
              {l.variantTitle ? <span className="text-muted-foreground"> · {l.variantTitle}</span> : null}
            </p>
            <label className="space-y-1" htmlFor={`${id}-qty`}>
              <span className="block text-xs text-muted-foreground">{say("returns.quantity", "Quantity")}</span>
              <select id={`${id}-qty`} className={selectClass} value={picked[l.orderItemId].quantity} onChange={(e) => set(l.orderItemId, { quantity: Number(e.target.value) })}>
                {Array.from({ length: l.returnable + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <label className="space-y-1" htmlFor={`${id}-reason`}>
              <span className="block text-xs text-muted-foreground">{say("returns.reason", "Reason")}</span>
              <select id={`${id}-reason`} className={selectClass} value={picked[l.orderItemId].reason} onChange={(e) => set(l.orderItemId, { reason: e.target.value as ReturnReason })}>
                {RETURN_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {say(`returns.reasons.${r}`, RETURN_REASON_LABELS[r])}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        );
      })}
      <label className="block space-y-1" htmlFor={`${copy.id}-note-${orderId}`}>
        <span className="block text-xs text-muted-foreground">{say("returns.note", "Note (optional)")}</span>
        <Textarea id={`${copy.id}-note-${orderId}`} value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} rows={copy.noteRows} />
      </label>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          {say("returns.cancel", "Cancel")}
        </Button>
        <Button type="submit" disabled={ask.isPending} data-testid={`${copy.id}-submit`}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
