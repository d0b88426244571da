"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Globe, LoaderCircle, Save } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { HttpError } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import { invalidateFor } from "@/lib/http/use-api-mutation";
import * as tenancy from "@/lib/tenancy/endpoints";
import { formatMoney } from "@/lib/money";
import { updateStoreSchema } from "@/lib/tenancy/schemas";
import { countryLabel, currencyLabel, suggestedCurrency } from "./locale";
import { CurrencyChangeDialog, notConvertedText } from "./currency-change-dialog";
import { DisplayCurrenciesCard } from "./display-currencies-card";
import { LocaleFields } from "./locale-fields";
import { SettingsShell } from "./settings-shell";
import { applyFieldErrors } from "@/components/ui/form";

/** The same rules as PATCH /api/tenants/{id} (lib/tenancy/settings.ts), for the two fields of this page. */
const localeSchema = updateStoreSchema.pick({ country: true, currency: true });
type LocaleInput = z.input<typeof localeSchema>;
type LocaleOutput = z.output<typeof localeSchema>;

/** /currency-settings: a "Store Configuration" card, and a read-only "Current Settings" summary of what is saved, not what is being edited. */
export function CurrencySettingsForm() {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const qc = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<LocaleInput, unknown, LocaleOutput>({
    resolver: zodResolver(localeSchema),
    defaultValues: { country: tenant.country, currency: tenant.currency },
  });

  // A new currency relabels every stored price without converting it: asked first, with an example.
  const [confirming, setConfirming] = useState<LocaleOutput | null>(null);
  const [saving, setSaving] = useState(false);
  const chosenCurrency = useWatch({ control, name: "currency" }) ?? tenant.currency;
  const currencyChanges = !!chosenCurrency && chosenCurrency !== tenant.currency;

  const onSubmit = handleSubmit(async (values) => {
    if (values.currency !== tenant.currency) setConfirming(values);
    else await save(values);
  });

  async function save(values: LocaleOutput) {
    if (!tenant.id) {
      toast({ title: "Error", description: "Tenant not loaded yet. Please wait and try again.", variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const updated = await callApi(tenancy.updatePatch, { params: { id: tenant.id }, body: { country: values.country, currency: values.currency } });
      qc.setQueryData(apiKey(slug, tenancy.current), updated);
      await invalidateFor(qc, tenancy.updatePatch);
      reset({ country: updated.country, currency: updated.currency });
      toast({ title: "Settings updated", description: "Your store settings have been saved successfully.", variant: "success" });
    } catch (err) {
      applyFieldErrors(err, setError, ["country", "currency"]);
      const server = err instanceof HttpError ? err.serverMessage : undefined;
      toast({ title: "Error", description: server ? `Failed to update settings: ${server}` : "Failed to update settings", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsShell title="Currency Settings" description="Choose where your store is based and the currency shoppers pay in.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Store Configuration</CardTitle>
            <CardDescription>Choosing a country suggests its currency; you can still pick another.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <LocaleFields
                idPrefix="currency"
                country={register("country")}
                currency={register("currency")}
                countryError={errors.country?.message}
                currencyError={errors.currency?.message}
                onCountryPicked={(code) => setValue("currency", suggestedCurrency(code, getValues("currency") ?? ""), { shouldDirty: true })}
              />
              {currencyChanges ? (
                <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="currency-not-converted">
                  {notConvertedText(tenant.currency, chosenCurrency)} You will be asked to confirm.
                </p>
              ) : null}
              <Button type="submit" disabled={isSubmitting || saving || !isDirty} className="w-full sm:w-auto">
                {isSubmitting || saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                {isSubmitting || saving ? "Saving..." : "Save Settings"}
              </Button>
            </form>
            <CurrencyChangeDialog
              from={tenant.currency}
              to={confirming?.currency ?? chosenCurrency}
              open={confirming !== null}
              onCancel={() => setConfirming(null)}
              onConfirm={() => {
                const values = confirming;
                setConfirming(null);
                if (values) void save(values);
              }}
            />
          </CardContent>
        </Card>

        <Card aria-labelledby="current-settings-title">
          <CardHeader>
            <CardTitle id="current-settings-title" className="flex items-center gap-2">
              <Globe className="size-4" aria-hidden /> Current Settings
            </CardTitle>
            <CardDescription>What your store uses now.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="space-y-3 text-sm" data-testid="current-settings">
              <div className="flex flex-wrap justify-between gap-2">
                <dt className="text-muted-foreground">Country</dt>
                <dd className="font-medium">{countryLabel(tenant.country)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-2">
                <dt className="text-muted-foreground">Currency</dt>
                <dd className="font-medium">{currencyLabel(tenant.currency)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-2">
                <dt className="text-muted-foreground">Prices look like</dt>
                <dd className="font-medium">{formatMoney(1234.5, tenant.currency)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
      {/* Display currencies (issue 44 part 4, record 0159). */}
      <div className="mt-6">
        <DisplayCurrenciesCard />
      </div>
    </SettingsShell>
  );
}
