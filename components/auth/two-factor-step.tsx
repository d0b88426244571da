"use client";

import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ShieldCheck } from "lucide-react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { StaffUser } from "@/lib/auth/schemas";
import { twoFactorCodeFormSchema, twoFactorRecoveryFormSchema } from "@/lib/auth/two-factor/schemas";
import * as auth from "@/lib/auth/endpoints";
import { errorMessage, HttpError } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";

type Mode = "code" | "recovery";
type Values = { code?: string; recoveryCode?: string };

/**
 * The sign-in's second step (record 0144): the 6-digit code from the authenticator app, or, behind a switch, a
 * recovery code. The challenge travels in the HttpOnly cookie the login set. A wrong code stays on this step
 * with the reason under the field; an expired challenge (5 minutes) goes back to the password.
 */
type Props = { pending: boolean; onSignedIn: (user: StaffUser) => Promise<void>; onRestart: (message?: string) => void };

export function TwoFactorStep(props: Props) {
  const [mode, setMode] = useState<Mode>("code");
  // One form per mode (keyed), each with its own schema and field.
  return <SecondStepForm key={mode} {...props} mode={mode} onSwitch={() => setMode(mode === "code" ? "recovery" : "code")} />;
}

function SecondStepForm({ pending, onSignedIn, onRestart, mode, onSwitch }: Props & { mode: Mode; onSwitch: () => void }) {
  const resolver = (mode === "code" ? zodResolver(twoFactorCodeFormSchema) : zodResolver(twoFactorRecoveryFormSchema)) as unknown as Resolver<Values>;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: mode === "code" ? { code: "" } : { recoveryCode: "" } });

  useEffect(() => {
    setFocus(mode === "code" ? "code" : "recoveryCode");
  }, [mode, setFocus]);

  async function onSubmit(values: Values) {
    const body = mode === "code" ? { code: values.code ?? "" } : { recoveryCode: values.recoveryCode ?? "" };
    let user: StaffUser;
    try {
      user = await callApi(auth.staffLogin2fa, { body });
    } catch (err) {
      const field = mode === "code" ? "code" : "recoveryCode";
      const fields = err instanceof HttpError ? err.fieldErrors : undefined;
      if (err instanceof HttpError && err.status === 401 && !fields) {
        onRestart(errorMessage(err, "Your sign-in has expired. Enter your email and password again."));
        return;
      }
      const message = fields?.[field] ?? errorMessage(err, "Could not check the code. Try again.");
      setError(field, { message }, { shouldFocus: true });
      return;
    }
    await onSignedIn(user);
  }

  const busy = isSubmitting || pending;
  const codeError = errors.code?.message;
  const recoveryError = errors.recoveryCode?.message;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-labelledby="two-factor-heading">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <h2 id="two-factor-heading" className="text-sm font-semibold">
            Two-factor authentication
          </h2>
          <p className="text-sm text-muted-foreground">
            {mode === "code" ? "Enter the 6-digit code from your authenticator app." : "Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once."}
          </p>
        </div>
      </div>
      {mode === "code" ? (
        <Field id="two-factor-code" label="Authentication code" error={codeError}>
          <Input
            {...fieldAria("two-factor-code", codeError)}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            placeholder="123456"
            className="text-center font-mono text-lg tracking-[0.3em]"
            {...register("code")}
          />
        </Field>
      ) : (
        <Field id="two-factor-recovery" label="Recovery code" error={recoveryError}>
          <Input
            {...fieldAria("two-factor-recovery", recoveryError)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="xxxx-xxxx-xxxx"
            className="font-mono"
            {...register("recoveryCode")}
          />
        </Field>
      )}
      <SubmitButton pending={busy} size="lg" className="w-full">
        {busy ? "Verifying..." : "Verify"}
      </SubmitButton>
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button type="button" variant="link" className="h-auto px-0" disabled={busy} onClick={onSwitch}>
          {mode === "code" ? "Use a recovery code" : "Use your authenticator app"}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0 text-muted-foreground" disabled={busy} onClick={() => onRestart()}>
          Start over
        </Button>
      </div>
    </form>
  );
}
