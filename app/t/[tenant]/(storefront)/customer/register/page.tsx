import type { Metadata } from "next";
import { CustomerAuthCard, StoreNotFoundSection } from "@/components/auth/auth-screen";
import { CustomerRegisterForm } from "@/components/auth/customer-register-form";
import { translator } from "@/lib/i18n/catalog";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: store ? translator(store.language.code, "account")("pages.registerMeta") : "Store Not Found" };
}

/** A shopper's registration. */
export default async function CustomerRegisterPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) return <StoreNotFoundSection />;
  const t = translator(store.language.code, "account");

  return (
    <CustomerAuthCard wide title={t("pages.registerTitle")} description={t("pages.registerDescription", { store: store.tenant.name })}>
      <CustomerRegisterForm basePath={store.basePath} />
    </CustomerAuthCard>
  );
}
