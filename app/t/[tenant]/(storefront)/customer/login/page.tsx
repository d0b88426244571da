import type { Metadata } from "next";
import { CustomerAuthCard, StoreNotFoundSection } from "@/components/auth/auth-screen";
import { CustomerLoginForm } from "@/components/auth/customer-login-form";
import { translator } from "@/lib/i18n/catalog";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: store ? translator(store.language.code, "account")("pages.loginMeta") : "Store Not Found" };
}

/** A shopper's sign-in. */
export default async function CustomerLoginPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return <StoreNotFoundSection />;
  const t = translator(store.language.code, "account");

  return (
    <CustomerAuthCard title={t("pages.loginTitle")} description={t("pages.loginDescription", { store: store.tenant.name })}>
      <CustomerLoginForm basePath={store.basePath} />
    </CustomerAuthCard>
  );
}
