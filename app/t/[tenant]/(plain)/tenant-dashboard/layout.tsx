import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { LoginCard } from "@/components/auth/login-card";
import { StoreGate } from "@/components/dashboard/store-gate";
import { getCurrentStaff } from "@/lib/auth/current";
import { WRONG_STORE_MESSAGE } from "@/lib/auth/service";
import { getStoreByKey } from "@/lib/tenancy/current";
import { dashboardAccess } from "@/lib/members/membership";

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/**
 * /tenant-dashboard and its editors: only someone who may manage the store (its owner, or the platform
 * admin) gets in, the same rule the owner APIs apply. No session, or someone else's: the login page shows,
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
  return (
    <StoreGate access={access} fallback={store.tenant}>
      {children}
    </StoreGate>
  );
}
