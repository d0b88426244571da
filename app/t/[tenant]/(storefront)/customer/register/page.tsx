import type { Metadata } from "next";
import { CustomerAuthCard, StoreNotFoundSection } from "@/components/auth/auth-screen";
import { CustomerRegisterForm } from "@/components/auth/customer-register-form";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: store ? "Create Account" : "Store Not Found" };
}

/** A shopper's registration. */
export default async function CustomerRegisterPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return <StoreNotFoundSection />;

  return (
    <CustomerAuthCard wide title="Create your account" description={<>Join {store.tenant.name} to check out faster and keep track of your orders.</>}>
      <CustomerRegisterForm basePath={store.basePath} />
    </CustomerAuthCard>
  );
}
