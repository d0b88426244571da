"use client";
import { LoaderCircle, Plus, Save, Trash2, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { NativeSelect } from "@/components/dashboard/native-select";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { HttpError } from "@/lib/http/client";
import { SHIPPING_COUNTRIES, SHIPPING_COUNTRY_NAMES, type ShippingTierDto } from "@/lib/shipping/schemas";
import { addRange, draftFromTier, emptyDraft, removeRange, toggleCountry, toPayload, validateDraft, type RangeDraft, type TierDraft } from "./tier-draft";
import { Field, fieldAria } from "@/components/ui/form";

type Payload = ReturnType<typeof toPayload>;

/** Create or edit one tier. `onSubmit` rejects with the server's error, shown under the fields. */
export function TierForm({
  shippingType,
  tier,
  currencySymbol,
  onSubmit,
  onCancel,
}: {
  shippingType: "domestic" | "international";
  tier: ShippingTierDto | null;
  currencySymbol: string;
  onSubmit: (payload: Payload) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<TierDraft>(() => (tier ? draftFromTier(tier) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const prefix = `${shippingType}-tier`;
  const set = <K extends keyof TierDraft>(k: K, v: TierDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const setRange = (i: number, k: keyof RangeDraft, v: string) =>
    setDraft((d) => ({ ...d, priceRanges: d.priceRanges.map((r, j) => (j === i ? { ...r, [k]: v } : r)) }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(toPayload(draft, shippingType));
    } catch (err) {
      if (err instanceof HttpError && err.fieldErrors) setErrors(err.fieldErrors);
    } finally {
      setSaving(false);
    }
  }

  const money = (id: string, label: string, value: string, onChange: (v: string) => void, error?: string, placeholder?: string) => (
    <Field id={id} label={label} error={error}>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">{currencySymbol}</span>
        <Input
          {...fieldAria(id, error)}
          inputMode="decimal"
          className="pl-9"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{tier ? `Edit ${tier.name}` : `New ${shippingType} shipping tier`}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-5" aria-label={tier ? "Edit shipping tier" : "Create shipping tier"}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${prefix}-name`} label="Tier name" error={errors.name}>
              <Input {...fieldAria(`${prefix}-name`, errors.name)} value={draft.name} placeholder="e.g. Standard Delivery" onChange={(e) => set("name", e.target.value)} />
            </Field>
            <Field id={`${prefix}-delivery`} label="Delivery time" error={errors.deliveryTime}>
              <Input
                {...fieldAria(`${prefix}-delivery`, errors.deliveryTime)}
                value={draft.deliveryTime}
                placeholder="e.g. 3-5 business days"
                onChange={(e) => set("deliveryTime", e.target.value)}
              />
            </Field>
            <Field id={`${prefix}-pricing`} label="Pricing type">
              <NativeSelect id={`${prefix}-pricing`} value={draft.pricingType} onChange={(e) => set("pricingType", e.target.value as TierDraft["pricingType"])}>
                <option value="fixed">Fixed price</option>
                <option value="variable">Variable (by order value)</option>
              </NativeSelect>
            </Field>
            {draft.pricingType === "fixed"
              ? money(`${prefix}-fixed`, "Fixed price", draft.fixedPrice, (v) => set("fixedPrice", v), errors.fixedPrice, "0.00")
              : null}
            {money(`${prefix}-free`, "Free shipping above (optional)", draft.freeAbove, (v) => set("freeAbove", v), errors.freeAbove, "No free shipping")}
          </div>

          {draft.pricingType === "variable" ? (
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Price ranges (by order value)</legend>
              {errors.priceRanges ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {errors.priceRanges}
                </p>
              ) : null}
              {draft.priceRanges.map((r, i) => (
                <div key={i} className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-2" data-testid="price-range">
                  {(["from", "to", "price"] as const).map((k) => {
                    const id = `${prefix}-range-${i}-${k}`;
                    const err = errors[`priceRanges.${i}.${k}`];
                    return (
                      <Field key={k} id={id} label={`${k === "from" ? "From" : k === "to" ? "To" : "Price"} (range ${i + 1})`} error={err} className="space-y-1 [&>label]:text-xs">
                        <Input
                          {...fieldAria(id, err)}
                          inputMode="decimal"
                          value={r[k]}
                          placeholder={k === "to" ? "No limit" : "0.00"}
                          onChange={(e) => setRange(i, k, e.target.value)}
                        />
                      </Field>
                    );
                  })}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="mt-5 text-destructive hover:text-destructive"
                    aria-label={`Remove range ${i + 1}`}
                    disabled={draft.priceRanges.length <= 1}
                    onClick={() => set("priceRanges", removeRange(draft.priceRanges, i))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ))}
              <Button type="button" variant="outline" size="sm" onClick={() => set("priceRanges", addRange(draft.priceRanges))}>
                <Plus aria-hidden />
                Add Range
              </Button>
              <p className="text-xs text-muted-foreground">A range applies from its lower bound up to (not including) its upper bound; leave “To” empty for no limit.</p>
            </fieldset>
          ) : null}

          {shippingType === "international" ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Countries</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {SHIPPING_COUNTRIES.map((code) => {
                  const id = `${prefix}-country-${code}`;
                  return (
                    <div key={code} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={draft.countries.includes(code)}
                        onCheckedChange={(v) => set("countries", toggleCountry(draft.countries, code, v === true))}
                      />
                      <Label htmlFor={id} className="font-normal">
                        {SHIPPING_COUNTRY_NAMES[code]}
                      </Label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ) : null}

          <div className="flex items-center gap-2">
            <Switch id={`${prefix}-active`} checked={draft.isActive} onCheckedChange={(v) => set("isActive", v)} />
            <Label htmlFor={`${prefix}-active`}>Active</Label>
          </div>

          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
              {tier ? "Update Tier" : "Create Tier"}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              <X aria-hidden />
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
