"use client";
import { X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useT } from "@/components/storefront/island-messages";
import { SLOT, withSlot } from "./words";

/**
 * The checkout's 'Discount code' field: Apply sends the code with the next quote (the server says whether it
 * applies and why not); an applied code shows as a chip with Remove. On phones it sits inside the checkout's
 * own <form> (above the total): Enter in it applies the code and never submits, i.e. never pays.
 */
export function DiscountCodeField({
  applied,
  pending,
  error,
  kept = null,
  onApply,
  onRemove,
}: {
  /** The code as the server applied it (null: none applies). */
  applied: string | null;
  /** The code sent and not answered yet. */
  pending: boolean;
  /** Why the code sent does not apply ('This code has expired'…). */
  error: string | null;
  /** A code kept with the cart that the server did not apply (it no longer does): offered for removal. */
  kept?: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState("");
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-md border border-dashed px-3 py-2 text-sm" data-testid="discount-applied">
        <span>{withSlot(t("checkout.code.applied", { code: SLOT }), <strong className="font-semibold">{applied}</strong>)}</span>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={t("checkout.code.removeCode", { code: applied })}>
          <X className="size-4" aria-hidden />
          {t("checkout.code.remove")}
        </Button>
      </div>
    );
  }
  const apply = () => {
    const code = value.trim();
    if (code) onApply(code);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("checkout.code.label")}
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
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="button" variant="outline" onClick={apply} disabled={pending || !value.trim()}>
          {t(pending ? "checkout.code.applying" : "checkout.code.apply")}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {kept && error ? (
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onRemove}>
          {t("checkout.code.removeCode", { code: kept })}
        </Button>
      ) : null}
    </div>
  );
}
