import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerAuthCard } from "@/components/auth/auth-screen";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { translator } from "@/lib/i18n/catalog";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "account")("pages.resetMeta"), referrer: "no-referrer" };
}

/**
 * A shopper's mailed link (POST /api/customers/reset-password). Storefront pages are cached per store and
 * read no query, so the token is read in the browser (ResetTokenForm).
 */
export default async function CustomerResetPasswordPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const t = translator(store.language.code, "account");
  return (
    <CustomerAuthCard title={t("pages.resetTitle")} description={t("pages.resetDescription", { store: store.tenant.name })}>
      <ResetPasswordForm kind="customer" token={null} loginHref={`${store.basePath}/customer/login`} />
    </CustomerAuthCard>
  );
}
