"use client";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Save } from "lucide-react";
import { useState, type ReactNode } from "react";
import { NativeSelect } from "@/components/dashboard/native-select";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { countryName } from "@/lib/regions";
import { HttpError } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import * as tax from "@/lib/tax/endpoints";
import { INVOICE_TAGS_MESSAGE, invoiceNumberOrOne, isValidInvoiceFormat, type TaxSettingsDto } from "@/lib/tax/settings/schemas";
import { Field, fieldAria } from "@/components/ui/form";

type Values = Omit<TaxSettingsDto, "homeCountry" | "nextInvoiceNumber" | "nextPaidInvoiceNumber" | "taxIdNumber" | "paidInvoiceNumberFormat"> & {
  taxIdNumber: string;
  paidInvoiceNumberFormat: string;
  nextInvoiceNumber: string;
  nextPaidInvoiceNumber: string;
};

const toValues = (s: TaxSettingsDto): Values => ({
  taxEnabled: s.taxEnabled,
  taxIdNumber: s.taxIdNumber ?? "",
  taxationType: s.taxationType,
  customInvoiceNumbering: s.customInvoiceNumbering,
  invoiceNumberFormat: s.invoiceNumberFormat,
  nextInvoiceNumber: String(s.nextInvoiceNumber),
  paidInvoiceNumberFormat: s.paidInvoiceNumberFormat ?? "",
  nextPaidInvoiceNumber: String(s.nextPaidInvoiceNumber),
  setInvoiceDateOnPayment: s.setInvoiceDateOnPayment,
  vatEnabled: s.vatEnabled,
  vatNumberValidation: s.vatNumberValidation,
  autoTaxExempt: s.autoTaxExempt,
  homeCountryExclusion: s.homeCountryExclusion,
});

/**
 * The General Settings and VAT Settings tabs share one settings object; either tab's Save sends all of
 * it (PATCH /api/tenants/{id}/tax-settings), so saving one tab never resets the other.
 */
export function useTaxSettingsForm(settings: TaxSettingsDto) {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const qc = useQueryClient();
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Values>(k: K, v: Values[K]) => setValues((x) => ({ ...x, [k]: v }));

  async function save() {
    const found: Record<string, string> = {};
    if (!isValidInvoiceFormat(values.invoiceNumberFormat)) found.invoiceNumberFormat = INVOICE_TAGS_MESSAGE;
    if (!isValidInvoiceFormat(values.paidInvoiceNumberFormat)) found.paidInvoiceNumberFormat = INVOICE_TAGS_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ title: "Error saving tax settings", description: Object.values(found)[0], variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const body = { ...values, nextInvoiceNumber: invoiceNumberOrOne(values.nextInvoiceNumber), nextPaidInvoiceNumber: invoiceNumberOrOne(values.nextPaidInvoiceNumber) };
      const saved = await callApi(tax.saveSettingsPatch, { params: { id: tenant.id }, body });
      qc.setQueryData(apiKey(slug, tax.settings, { params: { id: tenant.id } }), saved);
      setValues(toValues(saved));
      toast({ title: "Success", description: "Tax settings saved successfully", variant: "success" });
    } catch (err) {
      if (err instanceof HttpError && err.fieldErrors) setErrors(err.fieldErrors);
      const server = err instanceof HttpError ? err.serverMessage : undefined;
      toast({ title: "Error saving tax settings", description: server ?? "Please try again.", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return { values, set, errors, saving, save, homeCountry: settings.homeCountry };
}

type Form = ReturnType<typeof useTaxSettingsForm>;

function Toggle({ id, label, hint, checked, onChange }: { id: string; label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

function SaveButton({ form }: { form: Form }) {
  return (
    <Button type="button" onClick={() => void form.save()} disabled={form.saving}>
      {form.saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
      Save Settings
    </Button>
  );
}

function Section({ title, description, children, form }: { title: string; description: string; children: ReactNode; form: Form }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {children}
        <SaveButton form={form} />
      </CardContent>
    </Card>
  );
}

export function GeneralTaxSettings({ form }: { form: Form }) {
  const { values: v, set, errors } = form;
  return (
    <Section form={form} title="General Settings" description="Whether and how your checkout charges tax, and how invoices are numbered.">
      <Toggle id="tax-enabled" label="Enable tax" hint="When off, checkout charges no tax." checked={v.taxEnabled} onChange={(x) => set("taxEnabled", x)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tax-home-country" label="Home country" hint="Change it in the store's currency settings.">
          <Input id="tax-home-country" value={`${countryName(form.homeCountry)} (${form.homeCountry})`} readOnly disabled />
        </Field>
        <Field id="tax-id-number" label="Tax ID number" error={errors.taxIdNumber}>
          <Input {...fieldAria("tax-id-number", errors.taxIdNumber)} value={v.taxIdNumber} placeholder="e.g. GSTIN" onChange={(e) => set("taxIdNumber", e.target.value)} />
        </Field>
        <Field id="tax-type" label="Taxation type" hint="Exclusive adds tax on top of prices; inclusive prices already contain it.">
          <NativeSelect id="tax-type" value={v.taxationType} onChange={(e) => set("taxationType", e.target.value as Values["taxationType"])}>
            <option value="exclusive">Exclusive (tax added at checkout)</option>
            <option value="inclusive">Inclusive (prices include tax)</option>
          </NativeSelect>
        </Field>
      </div>
      <Toggle
        id="tax-custom-invoice"
        label="Custom invoice numbering"
        checked={v.customInvoiceNumbering}
        onChange={(x) => set("customInvoiceNumbering", x)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tax-invoice-format" label="Invoice number format" error={errors.invoiceNumberFormat} hint="Tags: {YEAR} {MONTH} {DAY} {NUMBER}">
          <Input
            {...fieldAria("tax-invoice-format", errors.invoiceNumberFormat)}
            value={v.invoiceNumberFormat}
            placeholder="IS00{NUMBER}"
            onChange={(e) => set("invoiceNumberFormat", e.target.value)}
          />
        </Field>
        <Field id="tax-next-invoice" label="Next invoice number">
          <Input id="tax-next-invoice" type="number" min={1} step={1} value={v.nextInvoiceNumber} onChange={(e) => set("nextInvoiceNumber", e.target.value)} />
        </Field>
        <Field id="tax-paid-format" label="Paid invoice number format" error={errors.paidInvoiceNumberFormat} hint="Tags: {YEAR} {MONTH} {DAY} {NUMBER}">
          <Input
            {...fieldAria("tax-paid-format", errors.paidInvoiceNumberFormat)}
            value={v.paidInvoiceNumberFormat}
            placeholder="IS-GST-{MONTH}{YEAR}{NUMBER}"
            onChange={(e) => set("paidInvoiceNumberFormat", e.target.value)}
          />
        </Field>
        <Field id="tax-next-paid" label="Next paid invoice number">
          <Input id="tax-next-paid" type="number" min={1} step={1} value={v.nextPaidInvoiceNumber} onChange={(e) => set("nextPaidInvoiceNumber", e.target.value)} />
        </Field>
      </div>
      <Toggle
        id="tax-date-on-payment"
        label="Set invoice date on payment"
        checked={v.setInvoiceDateOnPayment}
        onChange={(x) => set("setInvoiceDateOnPayment", x)}
      />
    </Section>
  );
}

export function VatSettings({ form }: { form: Form }) {
  const { values: v, set } = form;
  return (
    <Section form={form} title="VAT Settings" description="Value-added tax options kept with your store's tax settings.">
      <Toggle id="vat-enabled" label="Enable VAT" checked={v.vatEnabled} onChange={(x) => set("vatEnabled", x)} />
      <Toggle id="vat-validation" label="VAT number validation" checked={v.vatNumberValidation} onChange={(x) => set("vatNumberValidation", x)} />
      <Toggle id="vat-auto-exempt" label="Automatic tax exemption" checked={v.autoTaxExempt} onChange={(x) => set("autoTaxExempt", x)} />
      <Toggle
        id="vat-home-exclusion"
        label="Home country exclusion"
        checked={v.homeCountryExclusion}
        onChange={(x) => set("homeCountryExclusion", x)}
      />
    </Section>
  );
}
