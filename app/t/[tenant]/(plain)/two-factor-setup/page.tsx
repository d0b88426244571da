import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TwoFactorSetupScreen } from "@/components/account/two-factor-setup-screen";
import { LoginCard } from "@/components/auth/login-card";
import { getCurrentStaff } from "@/lib/auth/current";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata: Metadata = { title: "Set up two-factor authentication" };

type Props = { params: Promise<{ tenant: string }> };

/**
 * /two-factor-setup on a store: where the dashboard sends a staff member of a store that requires two-factor
 * sign-in (record 0144). Anyone signed in may set theirs up here; nobody signed in gets the sign-in card.
 */
export default async function TwoFactorSetupPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const staff = await getCurrentStaff();
  if (!staff) return <LoginCard title={`Sign in to ${store.tenant.name}`} />;
  if (staff.role === "admin") redirect(`${store.basePath}/tenant-dashboard`);
  return <TwoFactorSetupScreen store={store.tenant.slug} storeName={store.tenant.name} email={staff.email} dashboardHref={`${store.basePath}/tenant-dashboard`} />;
}
