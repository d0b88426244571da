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

type ProfileInput = z.input<typeof profileSchema>;

/** Profile: first and last name editable; the email is read-only because it is the customer's sign-in. */
export function ProfileTab({ customer, onSaved }: { customer: Customer; onSaved: () => void }) {
  const qc = useQueryClient();
  const store = useStoreInfo();
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
      toast({ title: "Profile updated", description: "Your name has been saved.", variant: "success" });
      // The name shows in the header and on orders too: refresh everything of this store, not just the profile.
      await qc.invalidateQueries({ queryKey: queryKeys.store(store?.slug) });
      onSaved();
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Failed to update profile"), variant: "destructive" });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>Your name as it appears on your account and orders.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-lg space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-firstName" label="First Name" error={errors.firstName?.message} alert={false}>
              <Input id="profile-firstName" autoComplete="given-name" aria-invalid={errors.firstName ? true : undefined} {...register("firstName")} />
            </Field>
            <Field id="profile-lastName" label="Last Name" error={errors.lastName?.message} alert={false}>
              <Input id="profile-lastName" autoComplete="family-name" aria-invalid={errors.lastName ? true : undefined} {...register("lastName")} />
            </Field>
          </div>
          <div className="space-y-2">
            <Label htmlFor="profile-email">Email</Label>
            <Input id="profile-email" value={customer.email} readOnly disabled />
            <FieldHint>Your email is your sign-in and cannot be changed here. Contact customer support to change it.</FieldHint>
          </div>
          <SubmitButton pending={isSubmitting} disabled={isSubmitting || !isDirty}>
            Save Changes
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

type PasswordInputValues = z.input<typeof changePasswordFormSchema>;

/** Settings: change the password; the current one is asked for so an unattended session cannot take over the account. */
export function SettingsTab() {
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
      toast({ title: "Password updated", description: "Use your new password next time you sign in.", variant: "success" });
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : undefined;
      if (fields?.currentPassword) setError("currentPassword", { message: fields.currentPassword });
      if (fields?.newPassword) setError("newPassword", { message: fields.newPassword });
      toast({ title: "Error", description: errorMessage(err, "Failed to update password"), variant: "destructive" });
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
        <CardTitle>Change Password</CardTitle>
        <CardDescription>Enter your current password and choose a new one (at least 6 characters).</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-4">
          {pw("currentPassword", "Current Password", "current-password")}
          {pw("newPassword", "New Password", "new-password")}
          {pw("confirmPassword", "Confirm New Password", "new-password")}
          <SubmitButton pending={isSubmitting}>
            Update Password
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
  const requestedOn = customer.erasureRequestedAt ? new Date(customer.erasureRequestedAt).toLocaleDateString(undefined, { dateStyle: "medium" }) : null;
  async function ask() {
    setSending(true);
    try {
      const r = await callApi(customers.requestErasure);
      toast({ title: "Request sent", description: r.message, variant: "success" });
      setConfirming(false);
      onRequested();
    } catch (err) {
      toast({ title: "Could not send the request", description: errorMessage(err, "Please try again in a moment."), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Download everything this store keeps about you: profile, addresses, orders and wishlist.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <a className={buttonVariants({ variant: "outline" })} href={apiUrl(apiPath(customers.myDataExport, {}))} download>
          Download my data
        </a>
        {requestedOn ? (
          <p role="status" className="text-sm text-muted-foreground">
            You asked for your data to be erased on {requestedOn}. The store will confirm it and let you know.
          </p>
        ) : confirming ? (
          <div className="space-y-3 rounded-md border border-destructive/40 p-3">
            <p className="text-sm">
              The store will erase your name, e-mail, phone, addresses and wishlist, and close this account. Your orders are kept for
              their accounts, without your details. This cannot be undone.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="destructive" disabled={sending} onClick={() => void ask()}>
                {sending ? "Sending…" : "Yes, ask to erase my data"}
              </Button>
              <Button type="button" variant="outline" disabled={sending} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              Ask to erase my data
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
