import type { Metadata } from "next";
import { CustomerAuthCard, StoreNotFoundSection } from "@/components/auth/auth-screen";
import { CustomerLoginForm } from "@/components/auth/customer-login-form";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: store ? "Customer Login" : "Store Not Found" };
}

/** A shopper's sign-in. */
export default async function CustomerLoginPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return <StoreNotFoundSection />;

  return (
    <CustomerAuthCard title="Welcome back" description={<>Sign in to your {store.tenant.name} account.</>}>
      <CustomerLoginForm basePath={store.basePath} />
    </CustomerAuthCard>
  );
}
