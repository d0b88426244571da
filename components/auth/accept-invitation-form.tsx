"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { applyFieldErrors, Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/http/call";
import { errorMessage, HttpError } from "@/lib/http/client";
import { hardNavigate } from "@/lib/http/navigate";
import * as staffApi from "@/lib/staff/endpoints";
import { acceptNewAccountFormSchema } from "@/lib/staff/schemas";

/**
 * The invitation page's form (issue 40): a new address chooses its name and password; an existing account
 * accepts in one click when signed in as that address, else with its password. Success signs the member in
 * and opens the store's dashboard; a link that stopped working meanwhile shows the page's "expired" state.
 */
export type AcceptMode = { kind: "new"; firstName: string; lastName: string } | { kind: "signed-in" } | { kind: "password"; signedInAs: string | null };

const existingSchema = z.object({ password: z.string().min(1, "Enter your password") });

export function AcceptInvitationForm({ token, email, storeName, mode }: { token: string; email: string; storeName: string; mode: AcceptMode }) {
  const [gone, setGone] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  async function accept(body: { password?: string; firstName?: string; lastName?: string }): Promise<unknown> {
    try {
      const r = await callApi(staffApi.accept, { body: { token, ...body } });
      setRedirecting(true);
      if (r.signInRequired) {
        // Two-factor on: joined, and signs in with the code as everywhere else.
        toast({ title: `You joined ${r.store.name}`, description: "Sign in with your password and authentication code.", variant: "success" });
        hardNavigate(`/store/${encodeURIComponent(r.store.slug)}/login`);
        return null;
      }
      toast({ title: `Welcome to ${r.store.name}`, variant: "success" });
      hardNavigate(`/store/${encodeURIComponent(r.store.slug)}/tenant-dashboard`);
      return null;
    } catch (err) {
      if (err instanceof HttpError && err.status === 410) setGone(true);
      else toast({ title: "Could not accept the invitation", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return err;
    }
  }

  if (gone) {
    return (
      <p role="alert" className="text-center text-sm">
        This invitation has expired or was already used. Ask the owner of {storeName} to invite you again.
      </p>
    );
  }
  if (mode.kind === "signed-in") return <OneClick email={email} accept={accept} redirecting={redirecting} />;
  if (mode.kind === "password") return <ExistingAccount email={email} signedInAs={mode.signedInAs} accept={accept} redirecting={redirecting} />;
  return <NewAccount email={email} defaults={mode} accept={accept} redirecting={redirecting} />;
}

type Accept = (body: { password?: string; firstName?: string; lastName?: string }) => Promise<unknown>;

function OneClick({ email, accept, redirecting }: { email: string; accept: Accept; redirecting: boolean }) {
  const [pending, setPending] = useState(false);
  return (
    <SubmitButton
      type="button"
      className="w-full"
      pending={pending || redirecting}
      onClick={async () => {
        setPending(true);
        await accept({});
        setPending(false);
      }}
    >
      Accept as {email}
    </SubmitButton>
  );
}

function ExistingAccount({ email, signedInAs, accept, redirecting }: { email: string; signedInAs: string | null; accept: Accept; redirecting: boolean }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof existingSchema>>({ resolver: zodResolver(existingSchema), defaultValues: { password: "" } });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(async (v) => applyFieldErrors(await accept(v), setError, ["password"]))}>
      {signedInAs ? (
        <p className="text-sm text-muted-foreground">
          You are signed in as {signedInAs}. Enter the password of {email} to accept as that account.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{email} already has an account. Enter its password to accept.</p>
      )}
      <Field id="invite-password" label="Password" error={errors.password?.message}>
        <PasswordInput {...fieldAria("invite-password", errors.password?.message)} autoComplete="current-password" toggleNameVia="text" {...register("password")} />
      </Field>
      <SubmitButton className="w-full" pending={isSubmitting || redirecting}>
        Accept invitation
      </SubmitButton>
    </form>
  );
}

type NewInput = z.input<typeof acceptNewAccountFormSchema>;

function NewAccount({ email, defaults, accept, redirecting }: { email: string; defaults: { firstName: string; lastName: string }; accept: Accept; redirecting: boolean }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewInput>({ resolver: zodResolver(acceptNewAccountFormSchema), defaultValues: { ...defaults, password: "", confirmPassword: "" } });
  const err = (n: keyof NewInput) => errors[n]?.message;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(async (v) => applyFieldErrors(await accept({ firstName: v.firstName, lastName: v.lastName, password: v.password }), setError, ["firstName", "lastName", "password"]))}
    >
      <Field id="invite-email" label="Email">
        <Input id="invite-email" value={email} readOnly disabled />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="invite-first-name" label="First name" error={err("firstName")}>
          <Input {...fieldAria("invite-first-name", err("firstName"))} autoComplete="given-name" {...register("firstName")} />
        </Field>
        <Field id="invite-last-name" label="Last name" error={err("lastName")}>
          <Input {...fieldAria("invite-last-name", err("lastName"))} autoComplete="family-name" {...register("lastName")} />
        </Field>
      </div>
      <Field id="invite-new-password" label="Password" error={err("password")} hint="At least 8 characters.">
        <PasswordInput {...fieldAria("invite-new-password", err("password"))} autoComplete="new-password" toggleNameVia="text" {...register("password")} />
      </Field>
      <Field id="invite-confirm-password" label="Confirm password" error={err("confirmPassword")}>
        <PasswordInput {...fieldAria("invite-confirm-password", err("confirmPassword"))} autoComplete="new-password" toggleNameVia="text" {...register("confirmPassword")} />
      </Field>
      <SubmitButton className="w-full" pending={isSubmitting || redirecting}>
        Create account and join
      </SubmitButton>
    </form>
  );
}
