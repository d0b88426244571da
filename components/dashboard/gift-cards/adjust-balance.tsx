"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import * as giftCardsApi from "@/lib/gift-cards/endpoints";
import type { GiftCardDetailDto } from "@/lib/gift-cards/schemas";
import { errorMessage } from "@/lib/http/client";
import { HttpError } from "@/lib/http/fetch";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { formatMoney } from "@/lib/money";

/**
 * "Adjust balance" on a card's detail (record 0158): a signed amount ("25" adds, "-10.50" takes off) and the
 * reason, written as an `adjust` entry of the card's ledger. The server refuses going below 0 (422 on amount).
 */
export function AdjustBalance({ card, onAdjusted }: { card: GiftCardDetailDto; onAdjusted: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiMutation(giftCardsApi.adjust, {
    input: () => ({ params: { id: card.id }, body: { amount: amount.trim(), note: note.trim() } }),
    retry: 0,
    onSuccess: (saved) => {
      toast({ title: "Balance adjusted", description: `${saved.maskedCode} now holds ${formatMoney(saved.balance, saved.currency)}.`, variant: "success" });
      setOpen(false);
      setAmount("");
      setNote("");
      setErrors({});
      onAdjusted();
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? (err.fieldErrors ?? {}) : {});
      toast({ title: "The balance was not adjusted", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="gift-card-adjust-open">
        Adjust balance
      </Button>
    );
  }
  const note_ = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      data-testid="gift-card-adjust"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="space-y-1">
          <Label htmlFor={`${id}-amount`}>Amount ({card.currency})</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            placeholder="25.00 or -10.00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!!errors.amount}
            aria-describedby={errors.amount ? `${id}-amount-error` : `${id}-amount-hint`}
            required
          />
          {note_("amount") ?? (
            <p id={`${id}-amount-hint`} className="text-xs text-muted-foreground">
              A minus takes off
            </p>
          )}
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-note`}>Reason</Label>
          <Input id={`${id}-note`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} aria-invalid={!!errors.note} aria-describedby={errors.note ? `${id}-note-error` : undefined} required />
          {note_("note")}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending} data-testid="gift-card-adjust-save">
          Save adjustment
        </Button>
      </div>
    </form>
  );
}
