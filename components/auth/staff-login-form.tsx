"use client";

import { useState, type ComponentProps } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff, KeyRound, LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { staffLoginSchema, type StaffUser } from "@/lib/auth/schemas";
import { apiRequest, errorMessage, storeBasePath } from "@/lib/http/client";
import { cn } from "@/lib/utils";
import { hardNavigate } from "@/lib/http/navigate";

/* ------------------------------------------------------------------------------------------------
 * Pieces shared by the three auth forms (staff login, customer login, customer register).
 * ---------------------------------------------------------------------------------------------- */

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /**
   * How the show/hide button is named: an aria-label (the staff login), or visually hidden text, which
   * keeps a field labelled "Password" the only element `getByLabel("Password")` finds.
   */
  toggleNameVia?: "aria-label" | "text";
};

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, toggleNameVia = "aria-label", ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const name = visible ? "Hide password" : "Show password";
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className={cn("pr-10", className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={toggleNameVia === "aria-label" ? name : undefined}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Icon className="size-4" aria-hidden="true" />
        {toggleNameVia === "text" ? <span className="sr-only">{name}</span> : null}
      </button>
    </div>
  );
}

/** The message under a field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Owner / admin login (spec 2 §2).
 * ---------------------------------------------------------------------------------------------- */

type StaffLoginInput = z.input<typeof staffLoginSchema>;
type StaffLoginValues = z.output<typeof staffLoginSchema>;
type CurrentStaff = StaffUser & { canManageStore: boolean | null };

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
 * Email + password sign-in for owners and the platform admin, on the platform or on a store host.
 * After the login call the session is verified with /api/auth/me before the full-page redirect,
 * so the server-rendered dashboard sees the new cookie.
 */
export function StaffLoginForm({ className }: { className?: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffLoginInput, unknown, StaffLoginValues>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { email: "", password: "" },
  });

  async function onSubmit(values: StaffLoginValues) {
    let user: StaffUser;
    try {
      user = await apiRequest<StaffUser>("POST", "/api/auth/login", values);
    } catch (err) {
      toast({ title: "Login failed", description: errorMessage(err, "Invalid credentials"), variant: "destructive" });
      return;
    }
    toast({
      title: "Login successful",
      description: user.firstName ? `Welcome back, ${user.firstName}!` : undefined,
      variant: "success",
    });

    let me: CurrentStaff;
    try {
      me = await apiRequest<CurrentStaff>("GET", "/api/auth/me");
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

  return (
    <div className={cn("space-y-6", className)}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="staff-email">Email</Label>
          <Input
            id="staff-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "staff-email-error" : undefined}
            {...register("email")}
          />
          <FieldError id="staff-email-error" message={errors.email?.message} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="staff-password">Password</Label>
          <PasswordInput
            id="staff-password"
            autoComplete="current-password"
            placeholder="Enter your password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "staff-password-error" : undefined}
            {...register("password")}
          />
          <FieldError id="staff-password-error" message={errors.password?.message} />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Signing in...
            </>
          ) : (
            "Sign in"
          )}
        </Button>
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
