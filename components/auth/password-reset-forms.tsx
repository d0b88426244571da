"use client";

import { useSay } from "@/components/customer/say";
import { useState } from "react";
import Link from "next/link";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { customerRegisterSchema, customerForgotSchema, FORGOT_ANSWER, resetPasswordFormSchema, staffPasswordSchema } from "@/lib/auth/schemas";
import { errorMessage } from "@/lib/http/fetch";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";

/**
 * Forgotten-password forms for shoppers and staff. `kind` picks the API (customers or auth) and the
 * password rules (registration's: 6 characters for shoppers, 8 for owners). The API answers the same
 * whether or not the account exists, and so does the page.
 */
type Kind = "customer" | "staff";


type ForgotValues = z.output<typeof customerForgotSchema>;

export function ForgotPasswordForm({ kind, loginHref }: { kind: Kind; loginHref: string }) {
  const [sent, setSent] = useState(false);
  // The shopper's words in the page's language; staff pages provide none and read English.
  const say = useSay();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof customerForgotSchema>, unknown, ForgotValues>({ resolver: zodResolver(customerForgotSchema), defaultValues: { email: "" } });

  async function onSubmit(values: ForgotValues) {
    try {
      await (kind === "customer" ? callApi(auth.customerForgotPassword, { body: values }) : callApi(auth.staffForgotPassword, { body: values }));
      setSent(true);
    } catch (err) {
      toast({ title: say("reset.sendFailed", "Could not send the link"), description: errorMessage(err, say("reset.tryAgain", "Please try again")), variant: "destructive" });
    }
  }

  if (sent) {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <p className="text-sm">{FORGOT_ANSWER}</p>
        <p className="text-sm text-muted-foreground">{say("reset.linkExpiry", "The link works once and expires in 1 hour.")}</p>
        <Link href={loginHref} className="text-sm font-medium text-primary-text hover:underline">
          {say("reset.backToSignIn", "Back to sign in")}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <Field id="forgot-email" label={say("auth.email", "Email")} error={errors.email?.message} alert={false}>
        <Input {...fieldAria("forgot-email", errors.email?.message)} type="email" autoComplete="email" placeholder="you@example.com" {...register("email")} />
      </Field>
      <SubmitButton pending={isSubmitting} size="lg" className="w-full">
        {isSubmitting ? say("reset.sending", "Sending...") : say("reset.send", "Send reset link")}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link href={loginHref} className="text-muted-foreground hover:text-foreground hover:underline">
          {say("reset.backToSignIn", "Back to sign in")}
        </Link>
      </p>
    </form>
  );
}

const customerResetForm = resetPasswordFormSchema(customerRegisterSchema.shape.password);
const staffResetForm = resetPasswordFormSchema(staffPasswordSchema.shape.newPassword);
type ResetValues = { password: string; confirmPassword: string };

/** `token` null: read it from the page's ?token= in the browser (cached storefront pages read no query). */
export function ResetPasswordForm({ kind, token: given, loginHref }: { kind: Kind; token: string | null; loginHref: string }) {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const say = useSay();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: zodResolver(kind === "customer" ? customerResetForm : staffResetForm), defaultValues: { password: "", confirmPassword: "" } });

  async function onSubmit(values: ResetValues) {
    setFailure(null);
    try {
      const token = given ?? new URLSearchParams(window.location.search).get("token") ?? "";
      await (kind === "customer" ? callApi(auth.customerResetPassword, { body: { token, password: values.password } }) : callApi(auth.staffResetPassword, { body: { token, password: values.password } }));
      setDone(true);
    } catch (err) {
      setFailure(errorMessage(err, say("reset.expired", "This reset link has expired or was already used")));
    }
  }

  if (done) {
    return (
      <div role="status" className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto size-10 text-green-600" aria-hidden="true" />
        <p className="text-sm">{say("reset.changed", "Your password has been changed. Every other session of this account has been signed out.")}</p>
        <Link href={loginHref} className="text-sm font-medium text-primary-text hover:underline">
          {say("reset.signInNew", "Sign in with your new password")}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {failure.replace(/\.?$/, ".")}{" "}
          <Link href={loginHref.replace(/login$/, "forgot-password")} className="font-medium underline">
            {say("reset.askNew", "Ask for a new link")}
          </Link>
        </p>
      ) : null}
      <Field id="reset-password" label={say("reset.newPassword", "New password")} error={errors.password?.message} alert={false}>
        <PasswordInput {...fieldAria("reset-password", errors.password?.message)} autoComplete="new-password" placeholder={say("reset.newPlaceholder", "Choose a new password")} {...register("password")} />
      </Field>
      <Field id="reset-confirm" label={say("reset.confirm", "Confirm new password")} error={errors.confirmPassword?.message} alert={false}>
        <PasswordInput {...fieldAria("reset-confirm", errors.confirmPassword?.message)} autoComplete="new-password" placeholder={say("reset.confirmPlaceholder", "Type it again")} {...register("confirmPassword")} />
      </Field>
      <SubmitButton pending={isSubmitting} size="lg" className="w-full">
        {isSubmitting ? say("reset.saving", "Saving...") : say("reset.submit", "Set new password")}
      </SubmitButton>
    </form>
  );
}

/** The 'Forgot password?' link under a password field. */
export function ForgotPasswordLink({ href, label = "Forgot password?" }: { href: string; label?: string }) {
  return (
    <p className="-mt-2 text-end text-sm">
      <Link href={href} className="text-primary-text hover:underline">
        {label}
      </Link>
    </p>
  );
}
