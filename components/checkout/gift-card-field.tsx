"use client";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/money";
import { useT } from "@/components/storefront/island-messages";
import { SLOT, withSlot } from "./words";

/**
 * The checkout's 'Gift card' field, beside the discount code (issue 43): Apply sends the code with the next quote,
 * which says what the card pays of the total (a tender, after tax and shipping) or why it cannot; each applied card
 * shows as a chip with its last 4, the amount it pays and Remove. Enter applies, never submits.
 */
export function GiftCardField({
  applied,
  currency,
  pending,
  error,
  onApply,
  onRemove,
}: {
  applied: { last4: string; amount: string }[];
  currency: string;
  pending: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: (last4: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState("");
  const apply = () => {
    const code = value.trim();
    if (code) {
      onApply(code);
      setValue("");
    }
  };
  return (
    <div className="space-y-2" data-testid="gift-card-field">
      {applied.map((c) => (
        <div key={c.last4} className="flex items-center justify-between gap-2 rounded-md border border-dashed px-3 py-2 text-sm" data-testid="gift-card-applied">
          <span>
            {withSlot(
              t("checkout.giftCard.applied", { card: SLOT, amount: formatMoney(c.amount, currency) }),
              <strong className="font-mono font-semibold">•••• {c.last4}</strong>,
            )}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(c.last4)} aria-label={t("checkout.giftCard.removeCard", { last4: c.last4 })}>
            <X className="size-4" aria-hidden />
            {t("checkout.giftCard.remove")}
          </Button>
        </div>
      ))}
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t("checkout.giftCard.label")}
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                apply();
              }
            }}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="gift-card-input"
          />
          <Button type="button" variant="outline" onClick={apply} disabled={pending || !value.trim()} aria-label={t("checkout.giftCard.applyCard")} data-testid="gift-card-apply">
            {t(pending ? "checkout.giftCard.applying" : "checkout.giftCard.apply")}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
