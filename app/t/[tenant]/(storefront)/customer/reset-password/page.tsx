import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerAuthCard } from "@/components/auth/auth-screen";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

/**
 * A shopper's mailed link (POST /api/customers/reset-password). Storefront pages are cached per store and
 * read no query, so the token is read in the browser (ResetTokenForm).
 */
export default async function CustomerResetPasswordPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <CustomerAuthCard title="Choose a new password" description={<>For your {store.tenant.name} account. At least 6 characters.</>}>
      <ResetPasswordForm kind="customer" token={null} loginHref={`${store.basePath}/customer/login`} />
    </CustomerAuthCard>
  );
}
