import { notFound } from "next/navigation";
import { CustomerAccount } from "@/components/storefront/customer-account";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata = { title: "My Account" };

export default async function CustomerDashboardPage({ params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return <CustomerAccount basePath={store.basePath} storeName={store.tenant.name} />;
}
