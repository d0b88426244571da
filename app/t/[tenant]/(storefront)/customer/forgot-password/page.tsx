import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerAuthCard } from "@/components/auth/auth-screen";
import { ForgotPasswordForm } from "@/components/auth/password-reset-forms";
import { translator } from "@/lib/i18n/catalog";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "account")("pages.forgotMeta") };
}

/** A shopper asks for a reset link (POST /api/customers/forgot-password); accounts are per store. */
export default async function CustomerForgotPasswordPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const t = translator(store.language.code, "account");
  return (
    <CustomerAuthCard title={t("pages.forgotTitle")} description={t("pages.forgotDescription", { store: store.tenant.name })}>
      <ForgotPasswordForm kind="customer" loginHref={`${store.basePath}/customer/login`} />
    </CustomerAuthCard>
  );
}
