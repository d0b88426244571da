"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useStoreInfo } from "@/components/storefront/store-context";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import type { Customer } from "@/lib/auth/schemas";
import { changePasswordFormSchema, profileSchema } from "@/lib/customers/schemas";
import { apiUrl, errorMessage, HttpError } from "@/lib/http/client";
import { Button, buttonVariants } from "@/components/ui/button";
import { queryKeys } from "@/lib/http/query-keys";
import { Field, FieldHint, PasswordInput, SubmitButton } from "@/components/ui/form";
import * as customers from "@/lib/customers/endpoints";
import { apiPath, callApi } from "@/lib/http/call";
import { useT } from "@/components/storefront/island-messages";

type ProfileInput = z.input<typeof profileSchema>;

/** Profile: first and last name editable; the email is read-only because it is the customer's sign-in. */
export function ProfileTab({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const qc = useQueryClient();
  const store = useStoreInfo();
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: customer.firstName ?? "", lastName: customer.lastName ?? "" },
  });
  async function onSubmit(v: ProfileInput) {
    try {
      const saved = await callApi(customers.updateProfile, { body: v });
      reset({ firstName: saved.firstName ?? "", lastName: saved.lastName ?? "" });
      toast({ title: t("account.profile.updated"), description: t("account.profile.updatedBody"), variant: "success" });
      // The name shows in the header and on orders too: refresh everything of this store, not just the profile.
      await qc.invalidateQueries({ queryKey: queryKeys.store(store?.slug) });
      onSaved();
    } catch (err) {
      toast({ title: t("account.profile.error"), description: errorMessage(err, t("account.profile.updateFailed")), variant: "destructive" });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.profile.title")}</CardTitle>
        <CardDescription>{t("account.profile.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-lg space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-firstName" label={t("account.profile.firstName")} error={errors.firstName?.message} alert={false}>
              <Input id="profile-firstName" autoComplete="given-name" aria-invalid={errors.firstName ? true : undefined} {...register("firstName")} />
            </Field>
            <Field id="profile-lastName" label={t("account.profile.lastName")} error={errors.lastName?.message} alert={false}>
              <Input id="profile-lastName" autoComplete="family-name" aria-invalid={errors.lastName ? true : undefined} {...register("lastName")} />
            </Field>
          </div>
          <div className="space-y-2">
            <Label htmlFor="profile-email">{t("account.profile.email")}</Label>
            <Input id="profile-email" value={customer.email} readOnly disabled />
            <FieldHint>{t("account.profile.emailHint")}</FieldHint>
          </div>
          <SubmitButton pending={isSubmitting} disabled={isSubmitting || !isDirty}>
            {t("account.profile.save")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

type PasswordInputValues = z.input<typeof changePasswordFormSchema>;

/** Settings: change the password; the current one is asked for so an unattended session cannot take over the account. */
export function SettingsTab() {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInputValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  async function onSubmit(v: PasswordInputValues) {
    try {
      await callApi(customers.changePassword, { body: { currentPassword: v.currentPassword, newPassword: v.newPassword } });
      reset();
      toast({ title: t("account.password.updated"), description: t("account.password.updatedBody"), variant: "success" });
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : undefined;
      if (fields?.currentPassword) setError("currentPassword", { message: fields.currentPassword });
      if (fields?.newPassword) setError("newPassword", { message: fields.newPassword });
      toast({ title: t("account.profile.error"), description: errorMessage(err, t("account.password.failed")), variant: "destructive" });
    }
  }
  const pw = (name: keyof PasswordInputValues, label: string, autoComplete: string) => (
    <Field id={`pw-${name}`} label={label} error={errors[name]?.message} alert={false}>
      <PasswordInput id={`pw-${name}`} autoComplete={autoComplete} aria-invalid={errors[name] ? true : undefined} {...register(name)} />
    </Field>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.password.title")}</CardTitle>
        <CardDescription>{t("account.password.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-4">
          {pw("currentPassword", t("account.password.current"), "current-password")}
          {pw("newPassword", t("account.password.new"), "new-password")}
          {pw("confirmPassword", t("account.password.confirm"), "new-password")}
          <SubmitButton pending={isSubmitting}>
            {t("account.password.submit")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * The shopper's own data (issue 45, data-protection requests): a copy of everything the store keeps about them,
 * and a request to erase it, which the owner confirms. Two steps, so that a stray click asks nothing.
 */
export function YourDataCard({ customer, onRequested }: { customer: Customer; onRequested: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const t = useT();
  const requestedOn = customer.erasureRequestedAt ? new Date(customer.erasureRequestedAt).toLocaleDateString(undefined, { dateStyle: "medium" }) : null;
  async function ask() {
    setSending(true);
    try {
      const r = await callApi(customers.requestErasure);
      toast({ title: t("account.data.sent"), description: r.message, variant: "success" });
      setConfirming(false);
      onRequested();
    } catch (err) {
      toast({ title: t("account.data.notSent"), description: errorMessage(err, t("account.data.tryAgain")), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.data.title")}</CardTitle>
        <CardDescription>{t("account.data.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <a className={buttonVariants({ variant: "outline" })} href={apiUrl(apiPath(customers.myDataExport, {}))} download>
          {t("account.data.download")}
        </a>
        {requestedOn ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t("account.data.requested", { date: requestedOn })}
          </p>
        ) : confirming ? (
          <div className="space-y-3 rounded-md border border-destructive/40 p-3">
            <p className="text-sm">{t("account.data.warning")}</p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="destructive" disabled={sending} onClick={() => void ask()}>
                {sending ? t("account.data.sending") : t("account.data.confirm")}
              </Button>
              <Button type="button" variant="outline" disabled={sending} onClick={() => setConfirming(false)}>
                {t("account.data.cancel")}
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t("account.data.ask")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
