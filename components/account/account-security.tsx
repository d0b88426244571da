"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldHint, PasswordInput, SubmitButton } from "@/components/ui/form";
import { Separator } from "@/components/ui/separator";
import { toast } from "@/components/ui/use-toast";
import { staffPasswordFormSchema } from "@/lib/auth/schemas";
import { errorMessage, HttpError } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";
import * as auth from "@/lib/auth/endpoints";

type Values = z.input<typeof staffPasswordFormSchema>;

/**
 * Account security for an owner or the admin: change the password (POST /api/auth/password, the current
 * one required; other sessions end) and sign out of every other session (POST /api/auth/logout-all).
 * The session on this device stays in both cases.
 */
export function AccountSecurityCard({ email }: { email?: string | null }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(staffPasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const [signingOut, setSigningOut] = useState(false);

  async function onSubmit(v: Values) {
    try {
      await callApi(auth.staffPassword, { body: { currentPassword: v.currentPassword, newPassword: v.newPassword } });
      reset();
      toast({ title: "Password updated", description: "Other devices were signed out; this one stays signed in.", variant: "success" });
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : undefined;
      if (fields?.currentPassword) setError("currentPassword", { message: fields.currentPassword });
      if (fields?.newPassword) setError("newPassword", { message: fields.newPassword });
      toast({ title: "Error", description: errorMessage(err, "Failed to update password"), variant: "destructive" });
    }
  }

  async function signOutOthers() {
    setSigningOut(true);
    try {
      const r = await callApi(auth.staffLogoutAll);
      toast({ title: "Signed out elsewhere", description: r.message, variant: "success" });
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Failed to sign out other sessions"), variant: "destructive" });
    } finally {
      setSigningOut(false);
    }
  }

  const pw = (name: keyof Values, label: string, autoComplete: string) => (
    <Field id={`staff-${name}`} label={label} error={errors[name]?.message} alert={false}>
      <PasswordInput id={`staff-${name}`} autoComplete={autoComplete} aria-invalid={errors[name] ? true : undefined} {...register(name)} />
    </Field>
  );

  return (
    <Card data-testid="account-security">
      <CardHeader>
        <CardTitle className="text-base">Account security</CardTitle>
        <CardDescription>{email ? `Signed in as ${email}.` : "Your sign-in."} Changing the password signs out your other devices.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-4" aria-label="Change password">
          {/* A hidden username lets password managers file the new password under the right account. */}
          {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
          {pw("currentPassword", "Current Password", "current-password")}
          {pw("newPassword", "New Password", "new-password")}
          <FieldHint>At least 8 characters.</FieldHint>
          {pw("confirmPassword", "Confirm New Password", "new-password")}
          <SubmitButton pending={isSubmitting}>Change Password</SubmitButton>
        </form>
        <Separator />
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">Signed in on a computer you no longer use? End every session except this one.</p>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={signingOut}>
                <LogOut className="size-4" aria-hidden /> Sign out of all other sessions
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Sign out of all other sessions?</AlertDialogTitle>
                <AlertDialogDescription>Every browser and device signed in to this account, except this one, will have to sign in again.</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={signOutOthers}>Sign out others</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </CardContent>
    </Card>
  );
}
