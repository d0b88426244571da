import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { ForgotPasswordForm } from "@/components/auth/password-reset-forms";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export const metadata: Metadata = { title: "Forgot password" };

/** The owner's forgotten password on a store host (POST /api/auth/forgot-password; the link comes back to this host). */
export default async function StoreForgotPasswordPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <AuthScreen
      logo={null}
      title="Forgot your password?"
      description={`Store owners of ${store.tenant.name}: enter your email and we will send you a link to choose a new password.`}
      // The form links back to sign in (before and after sending): the footer leads to the store, as the
      // platform's page leads home, so "Back to sign in" is not said twice.
      footer={<AuthBackLink href={`${store.basePath}/`}>Back to {store.tenant.name}</AuthBackLink>}
    >
      <ForgotPasswordForm kind="staff" loginHref={`${store.basePath}/login`} />
    </AuthScreen>
  );
}
