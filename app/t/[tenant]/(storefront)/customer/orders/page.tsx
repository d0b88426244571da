import { notFound } from "next/navigation";
import { CustomerAccount } from "@/components/storefront/customer-account";
import type { Metadata } from "next";
import { translator } from "@/lib/i18n/catalog";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "account")("pages.dashboardMeta") };
}

export default async function CustomerDashboardPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return <CustomerAccount basePath={store.basePath} storeName={store.tenant.name} />;
}
