"use client";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, LoaderCircle, Plus, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SkeletonRows, LoadError } from "@/components/ui/load-states";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import * as currencies from "@/lib/currencies/endpoints";
import { RATE_MESSAGE } from "@/lib/currencies/schemas";
import { HttpError } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import { useApiQuery } from "@/lib/http/use-api-query";
import { displayCurrencySpec, formatMoney, RATE, ROUNDINGS, type DisplayCurrency, type Rounding } from "@/lib/money";

const ROUNDING_LABELS: Record<Rounding, string> = {
  none: "None (to the cent)",
  "0.00": "Whole units (.00)",
  "0.99": "Up to .99",
  "5": "Nearest 5",
  "10": "Nearest 10",
};
const roundingOptions = ROUNDINGS.map((r) => ({ value: r, label: ROUNDING_LABELS[r] }));

let isoCodes: string[] | null = null;
const allCodes = () => (isoCodes ??= Intl.supportedValuesOf("currency"));

const rateError = (rate: string) => (RATE.test(rate.trim()) && /[1-9]/.test(rate) ? null : RATE_MESSAGE);

/**
 * Settings → Currency: the display currencies shoppers may pick in the storefront's header (issue 44 part 4,
 * record 0159). Rows in switcher order with a rate (1 unit of the store currency = rate units of it) and a rounding
 * rule, a preview of a sample price, add / remove / move up and down, one Save (PUT /api/settings/currencies).
 */
export function DisplayCurrenciesCard() {
  const { slug } = useDashboardStore();
  const qc = useQueryClient();
  const q = useApiQuery(slug, currencies.get);
  const [rows, setRows] = useState<DisplayCurrency[] | null>(null);
  const [adding, setAdding] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (q.isPending) return <SkeletonRows count={3} className="h-12" />;
  if (q.isError) return <LoadError error={q.error} fallback="Could not load the display currencies" />;
  const storeCurrency = q.data.storeCurrency;
  const list = rows ?? q.data.currencies;
  const dirty = rows !== null;
  const addable = allCodes().filter((c) => c !== storeCurrency && !list.some((r) => r.code === c));
  const sample = storeCurrency === "JPY" ? "1000" : "1000.00";

  const change = (next: DisplayCurrency[]) => {
    setRows(next);
    setErrors({});
  };
  const update = (i: number, patch: Partial<DisplayCurrency>) => change(list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...list];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next);
  };

  async function save() {
    const local: Record<string, string> = {};
    list.forEach((r, i) => {
      const e = rateError(r.rate);
      if (e) local[`currencies.${i}.rate`] = e;
    });
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    setSaving(true);
    try {
      const saved = await callApi(currencies.put, { body: { currencies: list.map((r) => ({ ...r, rate: r.rate.trim() })) } });
      qc.setQueryData(apiKey(slug, currencies.get), saved);
      setRows(null);
      setErrors({});
      toast({ title: "Display currencies saved", description: "Shoppers can pick them in your store's header.", variant: "success" });
    } catch (err) {
      const server = err instanceof HttpError ? err.serverMessage : undefined;
      setErrors((err instanceof HttpError && err.fieldErrors) || { _: server ?? "Could not save" });
      toast({ title: "Error", description: server ?? "Could not save the display currencies", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card data-testid="display-currencies">
      <CardHeader>
        <CardTitle>Display currencies</CardTitle>
        <CardDescription>
          Shoppers can see prices in these currencies (a switcher in your store&apos;s header). Orders are still charged in {storeCurrency}. You set each
          rate: 1 {storeCurrency} = rate × the currency. The order here is the switcher&apos;s.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.length === 0 ? <p className="text-sm text-muted-foreground">No display currencies yet: prices show in {storeCurrency} only.</p> : null}
        <ol className="space-y-3">
          {list.map((r, i) => {
            const rateErr = errors[`currencies.${i}.rate`];
            const codeErr = errors[`currencies.${i}.code`];
            const preview = rateError(r.rate) ? "—" : formatMoney(sample, displayCurrencySpec({ ...r, rate: r.rate.trim() }, storeCurrency));
            return (
              <li key={r.code} className="grid gap-3 rounded-md border p-3 sm:grid-cols-[4rem_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start" data-testid={`currency-row-${r.code}`}>
                <div className="pt-2 font-mono font-semibold">{r.code}</div>
                <div className="space-y-1">
                  <label className="text-xs text-muted-foreground" htmlFor={`rate-${r.code}`}>
                    Rate (1 {storeCurrency} =)
                  </label>
                  <Input
                    id={`rate-${r.code}`}
                    inputMode="decimal"
                    value={r.rate}
                    aria-invalid={!!rateErr}
                    aria-describedby={rateErr ? `rate-${r.code}-error` : undefined}
                    onChange={(e) => update(i, { rate: e.target.value })}
                  />
                  {rateErr ? (
                    <p id={`rate-${r.code}-error`} className="text-xs text-destructive">
                      {rateErr}
                    </p>
                  ) : null}
                  {codeErr ? <p className="text-xs text-destructive">{codeErr}</p> : null}
                </div>
                <div className="space-y-1">
                  <label className="text-xs text-muted-foreground" htmlFor={`rounding-${r.code}`}>
                    Rounding
                  </label>
                  <NativeSelect
                    id={`rounding-${r.code}`}
                    className="w-full"
                    options={roundingOptions}
                    value={r.rounding}
                    onChange={(e) => update(i, { rounding: e.target.value as Rounding })}
                  />
                  <p className="text-xs text-muted-foreground" data-testid={`preview-${r.code}`}>
                    {formatMoney(sample, storeCurrency)} shows as {preview}
                  </p>
                </div>
                <div className="flex gap-1 sm:pt-5">
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move ${r.code} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move ${r.code} down`} disabled={i === list.length - 1} onClick={() => move(i, 1)}>
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${r.code}`} onClick={() => change(list.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <label className="text-xs text-muted-foreground" htmlFor="add-currency">
              Add a currency
            </label>
            <NativeSelect
              id="add-currency"
              className="w-full sm:w-40"
              options={[{ value: "", label: "Choose…" }, ...addable.map((c) => ({ value: c, label: c }))]}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={!adding}
            onClick={() => {
              change([...list, { code: adding, rate: "", rounding: "none" }]);
              setAdding("");
            }}
          >
            <Plus aria-hidden /> Add
          </Button>
        </div>
        {errors._ ? <p className="text-sm text-destructive">{errors._}</p> : null}
        <Button type="button" onClick={save} disabled={!dirty || saving} className="w-full sm:w-auto">
          {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {saving ? "Saving..." : "Save display currencies"}
        </Button>
      </CardContent>
    </Card>
  );
}
