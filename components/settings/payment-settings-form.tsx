"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Check, Copy, KeyRound, LoaderCircle, Save, Undo2, X } from "lucide-react";
import { useSyncExternalStore, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import type { z } from "zod";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { HttpError } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as payments from "@/lib/payments/endpoints";
import { CURRENCIES, isCurrency } from "@/lib/money";
import { paymentSettingsSchema, type PaymentSettingsDto, type PaymentSettingsInput } from "@/lib/payments/settings/schemas";
import { incompleteGateways, secretIsSet, toPaymentFormValues, webhookUrl, type SecretField, type WebhookProvider } from "./payment-values";
import { SettingsShell, SettingsSkeleton } from "./settings-shell";
import { applyFieldErrors, Field, fieldAria } from "@/components/ui/form";
import { LoadErrorPanel } from "@/components/ui/load-states";

/** The form holds what the server's schema takes (lib/payments/settings-schema.ts). */
type FormInput = z.input<typeof paymentSettingsSchema>;

const FIELDS = Object.keys(paymentSettingsSchema.shape);

function subscribeNothing() {
  return () => {};
}

/** The page's origin in the browser ("" while rendering on the server). */
function useOrigin(): string {
  return useSyncExternalStore(
    subscribeNothing,
    () => window.location.origin,
    () => "",
  );
}

/**
 * /payment-settings: PayPal, Razorpay, Stripe and cash on delivery. Keys are saved
 * with PUT /api/tenants/{id}/payment-settings; secrets are write-only, so the page shows only whether
 * each is saved, and a blank secret field keeps the saved one.
 */
export function PaymentSettingsForm() {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, payments.settings, { params: { id: tenant.id } });

  return (
    <SettingsShell title="Payment Gateway Settings" description="Choose how shoppers pay and connect your payment provider accounts.">
      {q.isPending ? (
        <SettingsSkeleton cards={4} />
      ) : q.isError ? (
        <LoadErrorPanel error={q.error} fallback="Could not load payment settings." onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : (
        <PaymentForm settings={q.data} />
      )}
    </SettingsShell>
  );
}

function PaymentForm({ settings }: { settings: PaymentSettingsDto }) {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const qc = useQueryClient();
  const { basePath } = useDashboardStore();
  const origin = useOrigin();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsSchema),
    defaultValues: toPaymentFormValues(settings),
  });
  const incomplete = incompleteGateways(useWatch({ control }), settings);
  const currency = isCurrency(tenant.currency) ? tenant.currency : "USD";
  const symbol = CURRENCIES[currency].symbol.trim();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const dto = await callApi(payments.saveSettingsPut, { params: { id: tenant.id }, body: values });
      qc.setQueryData(apiKey(slug, payments.settings, { params: { id: tenant.id } }), dto);
      reset(toPaymentFormValues(dto));
      toast({ title: "Success", description: "Payment settings updated successfully", variant: "success" });
    } catch (err) {
      applyFieldErrors(err, setError, FIELDS);
      const server = err instanceof HttpError ? err.serverMessage : undefined;
      toast({
        title: "Error",
        description: server ? `Failed to update payment settings: ${server}` : "Failed to update payment settings",
        variant: "destructive",
      });
    }
  });

  const secretProps = { settings, setValue, control };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <GatewayCard
        title="PayPal"
        warning={incomplete.paypal ? "Enabled, but shoppers will not see PayPal at checkout until both keys are saved." : undefined}
        description="Shoppers pay with their PayPal account or a card through PayPal."
        enable={<EnableSwitch control={control} name="paypalEnabled" label="Enable PayPal" />}
      >
        <Field id="paypal-client-id" label="Client ID" error={errors.paypalClientId?.message}>
          <Input {...fieldAria("paypal-client-id", errors.paypalClientId?.message)} autoComplete="off" spellCheck={false} {...register("paypalClientId")} />
        </Field>
        <SecretInput {...secretProps} id="paypal-client-secret" name="paypalClientSecret" label="Client Secret" error={errors.paypalClientSecret?.message} />
        <Field id="paypal-webhook-id" label="Webhook ID" error={errors.paypalWebhookId?.message}>
          <Input {...fieldAria("paypal-webhook-id", errors.paypalWebhookId?.message)} autoComplete="off" spellCheck={false} {...register("paypalWebhookId")} />
        </Field>
        <WebhookInfo
          url={origin ? webhookUrl(origin, basePath, "paypal") : ""}
          provider="paypal"
          events="PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.DENIED, PAYMENT.CAPTURE.REFUNDED"
        />
      </GatewayCard>

      <GatewayCard
        title="Razorpay"
        warning={incomplete.razorpay ? "Enabled, but shoppers will not see Razorpay at checkout until both keys are saved." : undefined}
        description="UPI, cards, net banking and wallets through Razorpay."
        enable={<EnableSwitch control={control} name="razorpayEnabled" label="Enable Razorpay" />}
      >
        <Field id="razorpay-key-id" label="Key ID" error={errors.razorpayKeyId?.message}>
          <Input
            {...fieldAria("razorpay-key-id", errors.razorpayKeyId?.message)}
            autoComplete="off"
            spellCheck={false}
            placeholder="rzp_live_…"
            {...register("razorpayKeyId")}
          />
        </Field>
        <SecretInput {...secretProps} id="razorpay-key-secret" name="razorpayKeySecret" label="Key Secret" error={errors.razorpayKeySecret?.message} />
        <SecretInput
          {...secretProps}
          id="razorpay-webhook-secret"
          name="razorpayWebhookSecret"
          label="Webhook Secret"
          error={errors.razorpayWebhookSecret?.message}
        />
        <WebhookInfo url={origin ? webhookUrl(origin, basePath, "razorpay") : ""} provider="razorpay" events="payment.captured, order.paid" />
      </GatewayCard>

      <GatewayCard
        title="Stripe"
        warning={incomplete.stripe ? "Enabled, but shoppers will not see Stripe at checkout until both keys are saved." : undefined}
        description="Card payments through Stripe."
        enable={<EnableSwitch control={control} name="stripeEnabled" label="Enable Stripe" />}
      >
        <Field id="stripe-public-key" label="Publishable Key" error={errors.stripePublicKey?.message}>
          <Input
            {...fieldAria("stripe-public-key", errors.stripePublicKey?.message)}
            autoComplete="off"
            spellCheck={false}
            placeholder="pk_live_…"
            {...register("stripePublicKey")}
          />
        </Field>
        <SecretInput {...secretProps} id="stripe-secret-key" name="stripeSecretKey" label="Secret Key" error={errors.stripeSecretKey?.message} />
        <SecretInput
          {...secretProps}
          id="stripe-webhook-secret"
          name="stripeWebhookSecret"
          label="Webhook Signing Secret"
          error={errors.stripeWebhookSecret?.message}
        />
        <WebhookInfo
          url={origin ? webhookUrl(origin, basePath, "stripe") : ""}
          provider="stripe"
          events="payment_intent.succeeded, payment_intent.canceled"
        />
      </GatewayCard>

      <GatewayCard
        title="Cash on Delivery"
        description="Shoppers pay when the order arrives."
        enable={<EnableSwitch control={control} name="codEnabled" label="Enable Cash on Delivery" />}
      >
        <Field id="cod-charges" label={`COD Charges (${symbol})`} error={errors.codCharges?.message} hint="Added to every cash on delivery order.">
          <Input
            {...fieldAria("cod-charges", errors.codCharges?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register("codCharges")}
          />
        </Field>
        <Field
          id="cod-min-order"
          label={`Minimum Order for COD (${symbol})`}
          error={errors.codMinOrder?.message}
          hint="Cash on delivery is offered from this subtotal up."
        >
          <Input
            {...fieldAria("cod-min-order", errors.codMinOrder?.message)}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            {...register("codMinOrder")}
          />
        </Field>
      </GatewayCard>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {isSubmitting ? "Saving..." : "Save Payment Settings"}
        </Button>
      </div>
    </form>
  );
}

function GatewayCard({
  title,
  description,
  enable,
  warning,
  children,
}: {
  title: string;
  description: string;
  enable: ReactNode;
  warning?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="gap-3 sm:grid-cols-[1fr_auto]">
        <div className="space-y-1.5">
          <CardTitle>
            <h2>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {enable}
        {warning ? (
          <p role="status" className="flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-800 sm:col-span-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {warning}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

type SwitchName = "paypalEnabled" | "razorpayEnabled" | "stripeEnabled" | "codEnabled";

function EnableSwitch({ control, name, label }: { control: Control<FormInput, unknown, PaymentSettingsInput>; name: SwitchName; label: string }) {
  const id = `switch-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Switch id={id} checked={field.value ?? false} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          <Label htmlFor={id} className="text-sm">
            {label}
          </Label>
        </div>
      )}
    />
  );
}

/**
 * A write-only secret: blank keeps the saved one, typing replaces it, Remove clears it on save. The saved
 * value itself is never sent to the browser.
 */
function SecretInput({
  id,
  name,
  label,
  error,
  settings,
  setValue,
  control,
}: {
  id: string;
  name: SecretField;
  label: string;
  error?: string;
  settings: PaymentSettingsDto;
  setValue: UseFormSetValue<FormInput>;
  control: Control<FormInput, unknown, PaymentSettingsInput>;
}) {
  const saved = secretIsSet(settings, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const removing = field.value === null;
        return (
          <Field
            id={id}
            error={error}
            label={
              <span className="flex items-center gap-2">
                {label}
                {saved && !removing ? (
                  <Badge variant="success" data-testid={`${id}-saved`}>
                    <Check className="size-3" aria-hidden /> Saved
                  </Badge>
                ) : null}
              </span>
            }
            hint={
              removing
                ? "The saved secret will be removed when you save."
                : saved
                  ? "A secret is saved. Leave blank to keep it, or type a new one to replace it."
                  : "Not set."
            }
          >
            {removing ? (
              <div className="flex h-9 items-center justify-between gap-2 rounded-md border border-dashed px-3 text-sm text-muted-foreground">
                <span>Will be removed</span>
                <Button type="button" variant="ghost" size="sm" onClick={() => setValue(name, "", { shouldDirty: true })}>
                  <Undo2 aria-hidden /> Keep
                </Button>
              </div>
            ) : (
              <div className="flex gap-2">
                <div className="relative flex-1">
                  <KeyRound className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
                  <Input
                    {...fieldAria(id, error)}
                    aria-describedby={error ? `${id}-error` : `${id}-hint`}
                    type="password"
                    autoComplete="new-password"
                    spellCheck={false}
                    className="pl-8"
                    placeholder={saved ? "•••••••• (saved)" : ""}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </div>
                {saved ? (
                  <Button type="button" variant="outline" size="icon" aria-label={`Remove saved ${label.toLowerCase()}`} onClick={() => setValue(name, null, { shouldDirty: true })}>
                    <X aria-hidden />
                  </Button>
                ) : null}
              </div>
            )}
          </Field>
        );
      }}
    />
  );
}

const PROVIDER_NAMES: Record<WebhookProvider, string> = { razorpay: "Razorpay", stripe: "Stripe", paypal: "PayPal" };

/** The webhook address the owner registers at the provider, with the events to send. */
function WebhookInfo({ url, provider, events }: { url: string; provider: WebhookProvider; events: string }) {
  const id = `${provider}-webhook-url`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied", description: "Webhook URL copied to the clipboard" });
    } catch {
      toast({ title: "Error", description: "Could not copy. Select the URL and copy it instead.", variant: "destructive" });
    }
  }
  return (
    <div className="space-y-2 sm:col-span-2">
      <Label htmlFor={id}>Webhook URL</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} aria-describedby={`${id}-hint`} />
        <Button type="button" variant="outline" size="icon" aria-label="Copy webhook URL" disabled={!url} onClick={() => void copy()}>
          <Copy aria-hidden />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        In the {PROVIDER_NAMES[provider]} dashboard, add a webhook to this URL for the events {events}, and paste its{" "}
        {provider === "paypal" ? "Webhook ID" : "secret"} above.
      </p>
    </div>
  );
}
