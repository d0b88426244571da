import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CustomerAuthCard } from "@/components/auth/auth-screen";
import { ForgotPasswordForm } from "@/components/auth/password-reset-forms";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export const metadata: Metadata = { title: "Forgot password" };

/** A shopper asks for a reset link (POST /api/customers/forgot-password); accounts are per store. */
export default async function CustomerForgotPasswordPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <CustomerAuthCard title="Forgot your password?" description={<>Enter the email of your {store.tenant.name} account and we will send you a link to choose a new password.</>}>
      <ForgotPasswordForm kind="customer" loginHref={`${store.basePath}/customer/login`} />
    </CustomerAuthCard>
  );
}
