"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ForgotPasswordLink } from "@/components/auth/password-reset-forms";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { staffLoginSchema, type StaffUser } from "@/lib/auth/schemas";
import type { TwoFactorChallenge } from "@/lib/auth/two-factor/schemas";
import { TwoFactorStep } from "@/components/auth/two-factor-step";
import { errorMessage, storeBasePath } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";
import * as auth from "@/lib/auth/endpoints";
import type { ResponseOf } from "@/lib/endpoint";
import { cn } from "@/lib/utils";
import { hardNavigate } from "@/lib/http/navigate";

type StaffLoginInput = z.input<typeof staffLoginSchema>;
type StaffLoginValues = z.output<typeof staffLoginSchema>;
type CurrentStaff = ResponseOf<typeof auth.staffMe>;

const DEMO_ACCOUNTS = [
  { label: "Platform admin", email: "admin@example.com", password: "admin12345" },
  { label: "Demo store owner", email: "owner@example.com", password: "owner12345" },
  { label: "Gadgets store owner", email: "owner2@example.com", password: "owner12345" },
] as const;

const WRONG_SESSION = "Wrong session! You cannot access this tenant's dashboard.";

function homeFor(role: StaffUser["role"], onStore: boolean): string {
  // On a store's host the admin manages that store; /admin lives on the platform host only.
  if (role === "admin") return onStore ? "/tenant-dashboard" : "/admin";
  if (role === "tenant") return "/tenant-dashboard";
  return "/";
}

/**
 * Email + password sign-in for owners and the platform admin, on the platform or on a store host; an account
 * with two-factor on then asks for its code (TwoFactorStep) before it is signed in. After the login call the session is verified with /api/auth/me before the full-page redirect,
 * so the server-rendered dashboard sees the new cookie.
 */
export function StaffLoginForm({ className, forgotHref = "/forgot-password" }: { className?: string; forgotHref?: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StaffLoginInput, unknown, StaffLoginValues>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: "", password: "" },
  });

  async function onSubmit(values: StaffLoginValues) {
    let answer: StaffUser | TwoFactorChallenge;
    try {
      answer = await callApi(auth.staffLogin, { body: values });
    } catch (err) {
      toast({ title: "Login failed", description: errorMessage(err, "Invalid credentials"), variant: "destructive" });
      return;
    }
    // Two-factor on: the password was right, the session waits for the code (the challenge is in a cookie).
    if ("twoFactorRequired" in answer) {
      setNotice(null);
      setSecondStep(true);
      return;
    }
    await signedIn(answer);
  }

  async function signedIn(user: StaffUser) {
    toast({
      title: "Login successful",
      description: user.firstName ? `Welcome back, ${user.firstName}!` : undefined,
      variant: "success",
    });

    let me: CurrentStaff;
    try {
      me = await callApi(auth.staffMe);
    } catch {
      toast({ title: "Login failed", description: WRONG_SESSION, variant: "destructive" });
      return;
    }
    // On a store host the session must be allowed to run that store (null on the platform).
    if (me.canManageStore === false) {
      toast({ title: "Login failed", description: WRONG_SESSION, variant: "destructive" });
      return;
    }
    setRedirecting(true);
    hardNavigate(storeHref(storeBasePath(), homeFor(me.role, me.canManageStore !== null)));
  }

  const pending = isSubmitting || redirecting;

  if (secondStep) {
    return (
      <div className={cn("space-y-6", className)}>
        <TwoFactorStep
          pending={redirecting}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setSecondStep(false);
            setNotice(message ?? null);
            setValue("password", "");
          }}
        />
      </div>
    );
  }

  return (
    <div className={cn("space-y-6", className)}>
      {notice ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/10 p-2 text-sm text-destructive">
          {notice}
        </p>
      ) : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Field id="staff-email" label="Email" error={errors.email?.message} alert={false}>
          <Input
            {...fieldAria("staff-email", errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register("email")}
          />
        </Field>
        <Field id="staff-password" label="Password" error={errors.password?.message} alert={false}>
          <PasswordInput
            {...fieldAria("staff-password", errors.password?.message)}
            autoComplete="current-password"
            placeholder="Enter your password"
            {...register("password")}
          />
        </Field>
        <ForgotPasswordLink href={forgotHref} />
        <SubmitButton pending={pending} size="lg" className="w-full">
          {pending ? "Signing in..." : "Sign in"}
        </SubmitButton>
      </form>

      <section aria-labelledby="demo-accounts-heading" className="rounded-lg border border-dashed bg-muted/60 p-4">
        <h2 id="demo-accounts-heading" className="flex items-center gap-2 text-sm font-semibold">
          <KeyRound className="size-4 text-primary" aria-hidden="true" />
          Demo accounts
        </h2>
        <ul className="mt-3 space-y-2">
          {DEMO_ACCOUNTS.map((account) => (
            <li key={account.email} className="flex items-center justify-between gap-3">
              <p className="min-w-0 text-xs break-words text-muted-foreground">
                {`${account.label}: ${account.email} / ${account.password}`}
              </p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="h-7 shrink-0 text-xs"
                aria-label={`Use ${account.label} account`}
                disabled={pending}
                onClick={() => reset({ email: account.email, password: account.password })}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
