"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Copy, Download, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import * as auth from "@/lib/auth/endpoints";
import { twoFactorDisableSchema, twoFactorEnableSchema, type TwoFactorSetup } from "@/lib/auth/two-factor/schemas";
import type { ResponseOf } from "@/lib/endpoint";
import { errorMessage, HttpError } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";
import type { StoreScope } from "@/lib/http/query-key-scope";
import { useApiQuery } from "@/lib/http/use-api-query";
import { invalidateFor } from "@/lib/http/use-api-mutation";

type Status = ResponseOf<typeof auth.twoFactorStatus>;

/** "JBSWY3DPEHPK3PXP…" in groups of four, as people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied", description: `${what} copied to the clipboard.`, variant: "success" });
  } catch {
    toast({ title: "Could not copy", description: "Select the text and copy it by hand.", variant: "destructive" });
  }
}

/**
 * Two-factor sign-in for the signed-in owner, staff member or admin (record 0144): its status, the set-up (QR code,
 * the key as text, the first code), the recovery codes shown once (copy, download), and turning it off (password
 * and a code). `store` scopes the status query as the page's other queries (null on the platform).
 */
export function TwoFactorCard({ store, email }: { store: StoreScope; email?: string | null }) {
  const status = useApiQuery(store, auth.twoFactorStatus);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const qc = useQueryClient();

  const refresh = () => invalidateFor(qc, auth.twoFactorEnable);

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        codes={codes}
        email={email}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  } else if (setup) {
    body = (
      <SetupSteps
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(c) => {
          setSetup(null);
          setCodes(c);
        }}
      />
    );
  } else if (status.isPending) {
    body = <Skeleton className="h-20" />;
  } else if (status.isError) {
    body = <LoadError error={status.error} fallback="Could not load the two-factor status." />;
  } else if (status.data.enabled) {
    body = <EnabledPanel status={status.data} onDisabled={() => void refresh()} />;
  } else {
    body = <StartSetup onStarted={setSetup} />;
  }

  // While the new recovery codes show, it is on already (the status is fetched again once they are put away).
  const on = !!codes || (!!status.data?.enabled && !setup);
  return (
    <Card data-testid="two-factor">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">Two-factor authentication</CardTitle>
          {status.data ? (
            <Badge variant={on ? "success" : "outline"} data-testid="two-factor-status">
              {on ? "On" : "Off"}
            </Badge>
          ) : null}
        </div>
        <CardDescription>
          {on
            ? "Signing in asks for a code from your authenticator app after your password."
            : "Protect your account with a second step: after your password, a 6-digit code from an authenticator app (Google Authenticator, 1Password, Authy, …)."}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

function StartSetup({ onStarted }: { onStarted: (s: TwoFactorSetup) => void }) {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      onStarted(await callApi(auth.twoFactorSetup));
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Could not start the set-up"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={() => void start()} disabled={busy}>
      <ShieldCheck className="size-4" aria-hidden /> {busy ? "Starting..." : "Set up two-factor authentication"}
    </Button>
  );
}

type EnableValues = z.input<typeof twoFactorEnableSchema>;

function SetupSteps({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EnableValues>({ resolver: zodResolver(twoFactorEnableSchema), defaultValues: { code: "" } });

  async function onSubmit(v: EnableValues) {
    try {
      const r = await callApi(auth.twoFactorEnable, { body: v });
      toast({ title: "Two-factor authentication is on", description: "Save your recovery codes now.", variant: "success" });
      onEnabled(r.recoveryCodes);
    } catch (err) {
      const message = (err instanceof HttpError ? err.fieldErrors?.code : undefined) ?? errorMessage(err, "Could not turn on two-factor authentication");
      setError("code", { message }, { shouldFocus: true });
    }
  }

  return (
    <div className="space-y-6">
      <ol className="space-y-6">
        <li className="space-y-3">
          <p className="text-sm font-medium">1. Scan this QR code with your authenticator app</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {/* An SVG the server drew from the otpauth:// URL (a data URL: nothing is loaded from elsewhere). */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={setup.qrCode} alt="QR code for your authenticator app" width={176} height={176} className="size-44 shrink-0 rounded-md border bg-white p-2" data-testid="two-factor-qr" />
            <div className="min-w-0 space-y-2 text-sm">
              <p className="text-muted-foreground">Can&apos;t scan it? Choose &quot;enter a setup key&quot; in the app and type this key (time-based):</p>
              <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all" data-testid="two-factor-secret" aria-label="Setup key">
                {grouped(setup.secret)}
              </p>
              <Button type="button" variant="outline" size="sm" onClick={() => void copy(setup.secret, "The setup key")}>
                <Copy className="size-4" aria-hidden /> Copy key
              </Button>
            </div>
          </div>
        </li>
        <li className="space-y-3">
          <p className="text-sm font-medium">2. Enter the 6-digit code the app shows</p>
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xs space-y-4" aria-label="Turn on two-factor authentication">
            <Field id="two-factor-enable-code" label="Authentication code" error={errors.code?.message}>
              <Input
                {...fieldAria("two-factor-enable-code", errors.code?.message)}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={7}
                placeholder="123456"
                className="font-mono tracking-widest"
                {...register("code")}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <SubmitButton pending={isSubmitting}>Turn on</SubmitButton>
              <Button
                type="button"
                variant="ghost"
                onClick={onCancel}
                disabled={isSubmitting}
              >
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email?: string | null; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);
  const text = `StoreBuilder recovery codes${email ? ` for ${email}` : ""}\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join("\n")}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "storebuilder-recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
    setSaved(true);
  }

  return (
    <div className="space-y-4" data-testid="two-factor-recovery-codes">
      <div className="space-y-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-sm font-semibold outline-none">
          Save your recovery codes
        </h3>
        <p className="text-sm text-muted-foreground">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: keep them somewhere safe, such as a password manager.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm min-[360px]:grid-cols-2" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c} className="select-all">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void copy(codes.join("\n"), "The recovery codes");
            setSaved(true);
          }}
        >
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download className="size-4" aria-hidden /> Download
        </Button>
        <Button type="button" onClick={onDone} variant={saved ? "default" : "outline"}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}

type DisableValues = z.input<typeof twoFactorDisableSchema>;

function EnabledPanel({ status, onDisabled }: { status: Status; onDisabled: () => void }) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DisableValues>({ resolver: zodResolver(twoFactorDisableSchema), defaultValues: { password: "", code: "" } });

  async function onSubmit(v: DisableValues) {
    try {
      await callApi(auth.twoFactorDisable, { body: v });
      reset();
      setOpen(false);
      toast({ title: "Two-factor authentication is off", description: "Signing in now asks for your password only.", variant: "success" });
      onDisabled();
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : undefined;
      if (fields?.password) setError("password", { message: fields.password }, { shouldFocus: true });
      if (fields?.code) setError("code", { message: fields.code }, { shouldFocus: !fields.password });
      if (!fields) toast({ title: "Error", description: errorMessage(err, "Could not turn off two-factor authentication"), variant: "destructive" });
    }
  }

  const since = status.enabledAt ? new Date(status.enabledAt).toLocaleDateString(undefined, { dateStyle: "medium" }) : null;
  return (
    <div className="space-y-4">
      <p className="text-sm" data-testid="two-factor-summary">
        On{since ? ` since ${since}` : ""}. {status.recoveryCodesLeft} of 10 recovery codes left.
        {status.recoveryCodesLeft <= 3 ? " Running low: turn two-factor off and on again for a fresh set." : ""}
      </p>
      {open ? (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-4" aria-label="Turn off two-factor authentication">
          <Field id="two-factor-disable-password" label="Password" error={errors.password?.message}>
            <PasswordInput {...fieldAria("two-factor-disable-password", errors.password?.message)} autoComplete="current-password" {...register("password")} />
          </Field>
          <Field id="two-factor-disable-code" label="Authentication code or recovery code" error={errors.code?.message}>
            <Input
              {...fieldAria("two-factor-disable-code", errors.code?.message)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="123456"
              className="font-mono"
              {...register("code")}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={isSubmitting} variant="destructive">
              Turn off
            </SubmitButton>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)}>
          <ShieldOff className="size-4" aria-hidden /> Turn off two-factor authentication
        </Button>
      )}
    </div>
  );
}
