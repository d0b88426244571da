import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { LoginCard } from "@/components/auth/login-card";
import { StoreGate } from "@/components/dashboard/store-gate";
import { getCurrentStaff } from "@/lib/auth/current";
import { WRONG_STORE_MESSAGE } from "@/lib/auth/service";
import { getStoreByKey } from "@/lib/tenancy/current";
import { dashboardAccess } from "@/lib/members/membership";

/**
 * Server gate of an owner settings page on a store host: only this store's owner (or the platform
 * admin) gets the page; anyone else (anonymous, a customer, another store's owner) gets the sign-in
 * card. The page's client parts then read the store through StoreGate (GET /api/tenant, with a skeleton).
 */
export async function OwnerSettingsGate({ tenantKey, children }: { tenantKey: string; children: ReactNode }) {
  const store = await getStoreByKey(tenantKey);
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
