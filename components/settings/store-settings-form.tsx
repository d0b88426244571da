"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus, LoaderCircle, Save, Store, Trash2, Wrench } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useTenant } from "@/components/dashboard/store-gate";
import { isImageFile } from "@/components/dashboard/upload";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import { invalidateFor } from "@/lib/http/use-api-mutation";
import * as storage from "@/lib/storage/endpoints";
import * as tenancy from "@/lib/tenancy/endpoints";
import { updateStoreSchema } from "@/lib/tenancy/schemas";
import { isCloudStorageUrl } from "@/lib/storage/cloud-url";
import { suggestedCurrency } from "./locale";
import { DomainVerification } from "./domain-verification";
import { LocaleFields } from "./locale-fields";
import { TimeZoneField } from "./time-zone-field";
import { CurrencyChangeDialog } from "./currency-change-dialog";
import { SettingsShell } from "./settings-shell";
import { StaffTwoFactorCard, type StaffTwoFactorSetting } from "./staff-two-factor-card";
import { applyFieldErrors, Field, fieldAria } from "@/components/ui/form";
import { UploadedImage } from "@/components/ui/uploaded-image";

type StoreFormInput = z.input<typeof updateStoreSchema>;
type StoreFormOutput = z.output<typeof updateStoreSchema>;

const FIELDS = ["name", "description", "customDomain", "country", "currency", "timeZone"] as const;

/** After a full save the page reloads, so the header, currency and theme everywhere show the saved store; the toast shows for a moment first. */
const RELOAD_DELAY_MS = 800;

function failureText(err: unknown, fallback: string): string {
  const server = err instanceof HttpError ? err.serverMessage : undefined;
  return server && server !== fallback ? `${fallback}: ${server}` : fallback;
}

/** PUT /api/tenants/{id} with a partial update; the answer is the store as it is now. */
function useSaveStore() {
  const qc = useQueryClient();
  const { slug } = useDashboardStore();
  const tenant = useTenant();
  return async (body: z.input<typeof updateStoreSchema>) => {
    const updated = await callApi(tenancy.updatePut, { params: { id: tenant.id }, body });
    qc.setQueryData(apiKey(slug, tenancy.current), updated);
    await invalidateFor(qc, tenancy.updatePut);
    return updated;
  };
}

/**
 * /store-settings: Store Information, Logo & Branding and Localization Settings. Logo,
 * favicon and the show-site-name switch save on their own; the rest saves together and reloads the page.
 */
export function StoreSettingsForm({ mail, staffTwoFactor }: { mail?: MailSender; staffTwoFactor?: StaffTwoFactorSetting }) {
  const tenant = useTenant();
  const save = useSaveStore();
  const form = useForm<StoreFormInput, unknown, StoreFormOutput>({
    resolver: zodResolver(updateStoreSchema),
    defaultValues: {
      name: tenant.name,
      description: tenant.description ?? "",
      customDomain: tenant.customDomain ?? "",
      country: tenant.country,
      currency: tenant.currency,
      timeZone: tenant.timeZone ?? "",
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [reloading, setReloading] = useState(false);
  const pickedCountry = useWatch({ control, name: "country" });

  // A currency switch relabels every price without converting it: asked first (as on /currency-settings).
  const [confirming, setConfirming] = useState<StoreFormOutput | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    if (values.currency && values.currency !== tenant.currency) setConfirming(values);
    else await submit(values);
  });

  async function submit(values: StoreFormOutput) {
    if (!tenant.id) {
      toast({ title: "Error", description: "No tenant found", variant: "destructive" });
      return;
    }
    try {
      await save({
        name: values.name,
        description: values.description ? values.description : null,
        customDomain: values.customDomain ?? null,
        country: values.country,
        currency: values.currency,
        timeZone: values.timeZone ?? null,
      });
      toast({ title: "Success", description: "Store settings updated successfully", variant: "success" });
      setReloading(true);
      window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    } catch (err) {
      applyFieldErrors(err, setError, FIELDS);
      toast({ title: "Error", description: failureText(err, "Failed to update settings"), variant: "destructive" });
    }
  }

  const busy = isSubmitting || reloading;

  return (
    <SettingsShell title={`${tenant.name} Settings`} description="Customize your store's appearance and information.">
      <CurrencyChangeDialog
        from={tenant.currency}
        to={confirming?.currency ?? tenant.currency}
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values) void submit(values);
        }}
      />
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Store Information</CardTitle>
            <CardDescription>The name and description shoppers see.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Field id="store-name" label="Store Name" error={errors.name?.message}>
              <Input {...fieldAria("store-name", errors.name?.message)} autoComplete="organization" {...register("name")} />
            </Field>
            <Field id="store-description" label="Description" error={errors.description?.message}>
              <Textarea
                {...fieldAria("store-description", errors.description?.message)}
                rows={4}
                placeholder="Tell shoppers what your store is about"
                {...register("description")}
              />
            </Field>
            <Field
              id="store-domain"
              label="Custom Domain"
              error={errors.customDomain?.message}
              hint={`Optional. Point the domain at ${tenant.slug}'s subdomain (CNAME), save, then add the TXT record shown below to verify it.`}
            >
              <Input
                {...fieldAria("store-domain", errors.customDomain?.message)}
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="shop.example.com"
                {...register("customDomain")}
              />
            </Field>
            <DomainVerification />
          </CardContent>
        </Card>

        <BrandingCard />

        <CheckoutCard />
        <AnalyticsCard />
        {mail ? <MailSenderCard initial={mail} /> : null}
        {staffTwoFactor ? <StaffTwoFactorCard initial={staffTwoFactor} /> : null}

        <Card>
          <CardHeader>
            <CardTitle>Localization Settings</CardTitle>
            <CardDescription>Your store&apos;s country, the currency prices are shown in, and the time zone reports count days in.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <LocaleFields
              idPrefix="store"
              country={register("country")}
              currency={register("currency")}
              countryError={errors.country?.message}
              currencyError={errors.currency?.message}
              onCountryPicked={(code) => setValue("currency", suggestedCurrency(code, getValues("currency") ?? ""), { shouldDirty: true })}
            />
            <TimeZoneField idPrefix="store" field={register("timeZone")} country={pickedCountry ?? tenant.country} value={tenant.timeZone ?? ""} error={errors.timeZone?.message} />
          </CardContent>
        </Card>

        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {reloading ? "Reloading..." : isSubmitting ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </SettingsShell>
  );
}

/** After a successful migration the page reloads, so every view shows the copied files. */
const MIGRATE_RELOAD_MS = 1000;

/** Shown when the logo or favicon lives in a third-party cloud bucket: copies them into this platform's storage. */
function FixLogoUrls() {
  const [running, setRunning] = useState(false);
  async function run() {
    setRunning(true);
    try {
      await callApi(storage.migrateUrls);
      toast({ title: "Success", description: "URLs migrated successfully. Refreshing page...", variant: "success" });
      window.setTimeout(() => window.location.reload(), MIGRATE_RELOAD_MS);
    } catch {
      toast({ title: "Error", description: "Failed to migrate URLs", variant: "destructive" });
      setRunning(false);
    }
  }
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950/30">
      <p>Your logo or favicon is stored in an outside cloud bucket. Copy it into your store&apos;s own storage so it keeps working.</p>
      <Button type="button" variant="outline" onClick={() => void run()} disabled={running} className="shrink-0">
        {running ? <LoaderCircle className="animate-spin" aria-hidden /> : <Wrench aria-hidden />}
        Fix Logo URLs
      </Button>
    </div>
  );
}

/** Whether shoppers may check out without an account; saves on its own, like the branding switch. */
function CheckoutCard() {
  const tenant = useTenant();
  const save = useSaveStore();
  const switchId = useId();
  const [on, setOn] = useState(tenant.guestCheckout);
  const [saving, setSaving] = useState(false);

  async function toggle(next: boolean) {
    setOn(next);
    setSaving(true);
    try {
      await save({ guestCheckout: next });
      toast({ title: "Success", description: next ? "Shoppers can now check out as guests" : "Shoppers now create an account to check out", variant: "success" });
    } catch (err) {
      setOn(!next);
      toast({ title: "Error", description: failureText(err, "Failed to update setting"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Checkout</CardTitle>
        <CardDescription>How shoppers identify themselves when they place an order.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="space-y-1">
            <Label htmlFor={switchId}>Guest checkout</Label>
            <p className="text-sm text-muted-foreground">Let shoppers order with just a name and email. Off: they create an account first, which lets them see their orders later.</p>
          </div>
          <Switch id={switchId} checked={on} disabled={saving} onCheckedChange={(v) => void toggle(v)} />
        </div>
        <ReturnWindowField />
      </CardContent>
    </Card>
  );
}

/** How many days after delivery customers may ask for a return (record 0154); 0 turns returns off. Saves on its own. */
function ReturnWindowField() {
  const tenant = useTenant();
  const save = useSaveStore();
  const id = useId();
  const [days, setDays] = useState(String(tenant.returnWindowDays ?? 14));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit() {
    const n = Number(days);
    if (!/^\d+$/.test(days.trim()) || n > 365) {
      setError("Enter a whole number of days from 0 to 365");
      return;
    }
    setSaving(true);
    try {
      await save({ returnWindowDays: n });
      setError(undefined);
      toast({ title: "Success", description: n > 0 ? `Customers can ask for a return up to ${n} days after delivery` : "Your store no longer takes returns", variant: "success" });
    } catch (err) {
      const field = err instanceof HttpError ? err.fieldErrors?.returnWindowDays : undefined;
      setError(field);
      if (!field) toast({ title: "Error", description: failureText(err, "Failed to update setting"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="mt-4 flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-end sm:justify-between"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Field id={id} label="Return window (days after delivery)" error={error} className="sm:max-w-xs">
        <Input {...fieldAria(id, error)} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} disabled={saving} data-testid="return-window-days" />
      </Field>
      <p className="text-sm text-muted-foreground sm:flex-1">Customers ask for returns of delivered items from their order page within this many days. 0: no returns.</p>
      <Button type="submit" variant="outline" disabled={saving}>
        {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        Save return window
      </Button>
    </form>
  );
}

/** Whether the storefront counts visits for the funnel report (record 0151); saves on its own. */
function AnalyticsCard() {
  const tenant = useTenant();
  const save = useSaveStore();
  const switchId = useId();
  const [on, setOn] = useState(tenant.storefrontAnalytics);
  const [saving, setSaving] = useState(false);

  async function toggle(next: boolean) {
    setOn(next);
    setSaving(true);
    try {
      await save({ storefrontAnalytics: next });
      toast({ title: "Success", description: next ? "Your store now counts visits for the funnel report" : "Your store no longer counts visits", variant: "success" });
    } catch (err) {
      setOn(!next);
      toast({ title: "Error", description: failureText(err, "Failed to update setting"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Storefront analytics</CardTitle>
        <CardDescription>Visits, product views, adds to cart and checkouts for the funnel report, counted by the store itself.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="space-y-1">
            <Label htmlFor={switchId}>Count storefront visits</Label>
            <p className="text-sm text-muted-foreground">A random visitor id in a first-party cookie, no personal data and no third party; bots are left out. Off: no script on your pages and nothing is recorded.</p>
          </div>
          <Switch id={switchId} checked={on} disabled={saving} onCheckedChange={(v) => void toggle(v)} />
        </div>
      </CardContent>
    </Card>
  );
}

/** Logo, favicon and the show-site-name switch; each saves on its own, so an upload is kept even if the form is abandoned. */
function BrandingCard() {
  const tenant = useTenant();
  const save = useSaveStore();
  const switchId = useId();
  const [showSiteName, setShowSiteName] = useState(tenant.showSiteName);
  const [savingSwitch, setSavingSwitch] = useState(false);

  async function toggleSiteName(next: boolean) {
    setShowSiteName(next);
    setSavingSwitch(true);
    try {
      await save({ showSiteName: next });
      toast({ title: "Success", description: "Setting updated successfully", variant: "success" });
    } catch (err) {
      setShowSiteName(!next);
      toast({ title: "Error", description: failureText(err, "Failed to update setting"), variant: "destructive" });
    } finally {
      setSavingSwitch(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo &amp; Branding</CardTitle>
        <CardDescription>Your logo shows in the store header; the favicon in browser tabs.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <ImageSetting kind="logo" label="Logo" value={tenant.logo} hint="PNG, JPG, WebP or SVG. A wide logo works best in the header." />
          <ImageSetting kind="favicon" label="Favicon" value={tenant.favicon} hint="Square, at least 48x48 px." />
        </div>
        {isCloudStorageUrl(tenant.logo) || isCloudStorageUrl(tenant.favicon) ? <FixLogoUrls /> : null}
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="space-y-1">
            <Label htmlFor={switchId}>Show site name</Label>
            <p className="text-sm text-muted-foreground">Show the store name next to the logo in the header.</p>
          </div>
          <Switch id={switchId} checked={showSiteName} disabled={savingSwitch} onCheckedChange={(v) => void toggleSiteName(v)} />
        </div>
      </CardContent>
    </Card>
  );
}

const UPLOAD_TEXT = {
  logo: { ok: "Logo uploaded successfully", fail: "Failed to upload logo", removed: "Logo removed" },
  favicon: { ok: "Favicon uploaded successfully", fail: "Failed to upload favicon", removed: "Favicon removed" },
} as const;

/** One branding image: upload through POST /api/upload, then PUT /api/tenants/{id} { logo } or { favicon }. */
function ImageSetting({ kind, label, value, hint }: { kind: "logo" | "favicon"; label: string; value: string | null; hint: string }) {
  const tenant = useTenant();
  const save = useSaveStore();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const text = UPLOAD_TEXT[kind];

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!tenant.id) {
      toast({ title: "Error", description: "Store information not loaded", variant: "destructive" });
      return;
    }
    if (!isImageFile(file)) {
      toast({ title: "Error", description: `${text.fail}: please select an image file`, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const { url } = await callApi(storage.upload, { body });
      await save({ [kind]: url });
      toast({ title: "Success", description: text.ok, variant: "success" });
    } catch (err) {
      toast({ title: "Error", description: failureText(err, text.fail), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await save({ [kind]: null });
      toast({ title: "Success", description: text.removed, variant: "success" });
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Failed to update setting"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted/40">
          {value ? (
            <UploadedImage src={value} alt={`Current ${label.toLowerCase()}`} shownWidth={96} className="size-full object-contain" data-testid={`${kind}-preview`} />
          ) : (
            <Store className="size-6 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 text-sm font-medium shadow-xs hover:bg-accent focus-within:ring-[3px] focus-within:ring-ring/50"
          >
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
            {busy ? "Uploading..." : value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-describedby={`${inputId}-hint`}
              disabled={busy}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = "";
              }}
            />
          </label>
          {value ? (
            <Button type="button" variant="ghost" size="sm" className="justify-start" disabled={busy} onClick={() => void remove()}>
              <Trash2 aria-hidden /> Remove
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

type MailSender = { fromName: string | null; replyTo: string | null };

/** The name on the store's mails and the address replies go to; saves on its own (PUT /api/tenants/{id}). */
function MailSenderCard({ initial }: { initial: MailSender }) {
  const tenant = useTenant();
  const save = useSaveStore();
  const [fromName, setFromName] = useState(initial.fromName ?? "");
  const [replyTo, setReplyTo] = useState(initial.replyTo ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    setSaving(true);
    setErrors({});
    try {
      await save({ mailFromName: fromName, mailReplyTo: replyTo });
      toast({ title: "Success", description: "Email settings saved", variant: "success" });
    } catch (err) {
      if (err instanceof HttpError && err.fieldErrors) setErrors(err.fieldErrors);
      toast({ title: "Error", description: failureText(err, "Failed to save email settings"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Emails</CardTitle>
        <CardDescription>Order confirmations and other mails to your shoppers come from this name; their replies go to this address.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Field id="mail-from-name" label="Sender name" error={errors.mailFromName}>
          <Input {...fieldAria("mail-from-name", errors.mailFromName)} value={fromName} placeholder={tenant.name} maxLength={100} onChange={(e) => setFromName(e.target.value)} />
        </Field>
        <Field id="mail-reply-to" label="Reply-to address" error={errors.mailReplyTo}>
          <Input
            {...fieldAria("mail-reply-to", errors.mailReplyTo)}
            type="email"
            value={replyTo}
            placeholder="support@yourstore.com"
            onChange={(e) => setReplyTo(e.target.value)}
          />
        </Field>
        <Button type="button" onClick={() => void submit()} disabled={saving}>
          {saving ? "Saving..." : "Save email settings"}
        </Button>
      </CardContent>
    </Card>
  );
}
