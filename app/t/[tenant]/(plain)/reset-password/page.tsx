import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<{ token?: string | string[] }> };

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

/** The owner's mailed link on a store host (POST /api/auth/reset-password). */
export default async function StoreResetPasswordPage({ params, searchParams }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const t = (await searchParams).token;
  const token = (Array.isArray(t) ? t[0] : t) ?? "";
  return (
    <AuthScreen logo={null} title="Choose a new password" description="At least 8 characters." footer={<AuthBackLink href={`${store.basePath}/login`}>Back to sign in</AuthBackLink>}>
      <ResetPasswordForm kind="staff" token={token} loginHref={`${store.basePath}/login`} />
    </AuthScreen>
  );
}
