"use client";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { Button } from "@/components/ui/button";
import * as auth from "@/lib/auth/endpoints";
import { useApiQuery } from "@/lib/http/use-api-query";
import { TwoFactorCard } from "./two-factor-card";

/**
 * The screen a store that requires two-factor sign-in for staff sends a staff member to (record 0144): the set-up
 * card, and once it is on (and the recovery codes are put away) the way on to the dashboard.
 */
export function TwoFactorSetupScreen({ store, storeName, email, dashboardHref }: { store: string; storeName: string; email: string; dashboardHref: string }) {
  const status = useApiQuery(store, auth.twoFactorStatus);
  const on = !!status.data?.enabled;
  return (
    <main className="flex min-h-screen items-start justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-10 sm:items-center">
      <div className="w-full max-w-2xl space-y-6">
        <header className="space-y-2 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Set up two-factor authentication</h1>
          <p className="text-sm text-muted-foreground">
            {storeName} asks its staff to sign in with a code from an authenticator app as well as a password. Set it up for {email} to continue to the dashboard.
          </p>
        </header>
        <TwoFactorCard store={store} email={email} />
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <LogoutButton />
          {on ? (
            <Button asChild>
              <a href={dashboardHref}>
                Continue to dashboard <ArrowRight className="size-4" aria-hidden />
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </main>
  );
}
