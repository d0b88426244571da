import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { LoginCard } from "@/components/auth/login-card";
import { StoreGate } from "@/components/dashboard/store-gate";
import { getCurrentStaff } from "@/lib/auth/current";
import { WRONG_STORE_MESSAGE } from "@/lib/auth/service";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { children: ReactNode; params: Promise<{ tenant: string }> };

/**
 * /tenant-dashboard and its editors (spec 2 §2): only the store's owner (role tenant of this store; the
 * platform admin may manage any store) gets in. No session, or someone else's: the login page shows,
 * with 'Wrong session!…' when signed in as someone who may not run this store.
 */
export default async function TenantDashboardLayout({ children, params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const staff = await getCurrentStaff();
  const allowed =
    !!staff && (staff.role === "admin" || (staff.role === "tenant" && (store.row.ownerId === staff.id || staff.tenantId === store.row.id)));
  if (!staff || !allowed) {
    return <LoginCard title={`Sign in to ${store.tenant.name}`} notice={staff ? WRONG_STORE_MESSAGE : undefined} />;
  }
  return (
    <StoreGate isAdmin={staff.role === "admin"} fallback={store.tenant}>
      {children}
    </StoreGate>
  );
}
