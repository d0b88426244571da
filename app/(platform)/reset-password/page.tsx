import type { Metadata } from "next";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { Brand } from "@/components/platform/brand";

export const metadata: Metadata = { title: "Choose a new password — StoreBuilder", referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The mailed link's page: a new password for an owner or the admin (POST /api/auth/reset-password). */
export default async function PlatformResetPasswordPage({ searchParams }: Props) {
  const t = (await searchParams).token;
  const token = (Array.isArray(t) ? t[0] : t) ?? "";
  return (
    <AuthScreen logo={<Brand />} title="Choose a new password" description="At least 8 characters." footer={<AuthBackLink href="/login">Back to sign in</AuthBackLink>}>
      <ResetPasswordForm kind="staff" token={token} loginHref="/login" />
    </AuthScreen>
  );
}
