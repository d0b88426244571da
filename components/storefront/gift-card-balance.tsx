"use client";
import { useId, useState } from "react";
import { buttonClass, buttonData, INPUT_CLASS } from "@/components/ui/button-classes";
import { balance as balanceApi } from "@/lib/gift-cards/endpoints";
import type { GiftCardBalanceDto } from "@/lib/gift-cards/schemas";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { useT } from "./island-messages";

/** The balance check's form (POST /api/gift-cards/balance): the code in any case, with or without dashes. */
export function GiftCardBalance() {
  const id = useId();
  const t = useT();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<GiftCardBalanceDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="mt-6 space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) return;
        setBusy(true);
        setError(null);
        setResult(null);
        callApi(balanceApi, { body: { code: code.trim() } })
          .then(setResult, (err: unknown) => setError(errorMessage(err, t("catalog.giftCard.error"))))
          .finally(() => setBusy(false));
      }}
    >
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t("catalog.giftCard.code")}
        </label>
        <div className="flex gap-2">
          <input
            data-slot="input"
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className={`${INPUT_CLASS} font-mono`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="balance-code"
          />
          {/* Plain classes, not Button/Input: a storefront island carries no class merging (button-classes.test.ts). */}
          <button type="submit" className={buttonClass()} {...buttonData()} disabled={busy || !code.trim()} data-testid="balance-check">
            {busy ? t("catalog.giftCard.checking") : t("catalog.giftCard.check")}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      {result ? (
        <div role="status" className="rounded-lg border p-4" data-testid="balance-result">
          <p className="text-sm text-muted-foreground">{t("catalog.giftCard.card", { last4: result.last4 })}</p>
          <p className="text-3xl font-semibold" data-testid="balance-amount">
            {formatMoney(result.balance, result.currency)}
          </p>
          <p className="mt-1 text-sm">
            {t(`catalog.giftCard.status.${result.status}`)}
            {result.expiresOn && result.status === "active" ? ` ${t("catalog.giftCard.useBy", { date: result.expiresOn })}` : ""}
          </p>
        </div>
      ) : null}
    </form>
  );
}
