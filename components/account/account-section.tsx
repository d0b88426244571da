"use client";
import { useQuery } from "@tanstack/react-query";
import { SectionHeader } from "@/components/dashboard/section-header";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import type { StaffUser } from "@/lib/auth/schemas";
import { queryKeys } from "@/lib/http/query-keys";
import { AccountSecurityCard } from "./account-security";
import { TwoFactorCard } from "./two-factor-card";

/** The owner's Settings → Account section: their own sign-in, not the store's settings. */
export function AccountSection() {
  const { slug } = useDashboardStore();
  const me = useQuery<StaffUser>({ queryKey: queryKeys.staff.me(slug) });
  return (
    <div className="space-y-6">
      <SectionHeader title="Account" description="Your own sign-in: password, two-factor authentication and the devices signed in to this account." />
      <AccountSecurityCard email={me.data?.email} />
      <TwoFactorCard store={slug} email={me.data?.email} />
    </div>
  );
}
