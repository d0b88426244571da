import type { ReactNode } from "react";
import { notFound, redirect } from "next/navigation";
import { LoginCard } from "@/components/auth/login-card";
import { StoreGate } from "@/components/dashboard/store-gate";
import { getCurrentStaff } from "@/lib/auth/current";
import { WRONG_STORE_MESSAGE } from "@/lib/auth/service";
import { mustSetUpTwoFactor } from "@/lib/auth/two-factor/service";
import { getStoreByKey } from "@/lib/tenancy/current";
import { dashboardAccess } from "@/lib/members/membership";

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/**
 * /tenant-dashboard and its editors: only someone who may manage the store (its owner, a staff member, or the
 * platform admin) gets in, the same rule the owner APIs apply (lib/members); each screen then checks its own
 * permission (StoreGate). No session, or someone else's: the login page shows,
 * with 'Wrong session!…' when signed in as someone who may not run this store.
 */
export default async function TenantDashboardLayout({ children, params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const staff = await getCurrentStaff();
  const access = staff ? await dashboardAccess(staff, store) : null;
  if (!staff || !access) {
    return <LoginCard title={`Sign in to ${store.tenant.name}`} notice={staff ? WRONG_STORE_MESSAGE : undefined} />;
  }
  // A store that requires two-factor for staff sends a staff member without it to the set-up first (record 0144).
  if (await mustSetUpTwoFactor(staff, store, access)) redirect(`${store.basePath}/two-factor-setup`);
  return (
    <StoreGate access={access} fallback={store.tenant}>
      {children}
    </StoreGate>
  );
}
