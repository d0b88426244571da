import type { Metadata } from "next";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { ForgotPasswordForm } from "@/components/auth/password-reset-forms";
import { Brand } from "@/components/platform/brand";

export const metadata: Metadata = { title: "Forgot password — StoreBuilder" };

/** An owner or the admin asks for a reset link (POST /api/auth/forgot-password). */
export default function PlatformForgotPasswordPage() {
  return (
    <AuthScreen
      logo={<Brand />}
      title="Forgot your password?"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={<AuthBackLink href="/">Back to home</AuthBackLink>}
    >
      <ForgotPasswordForm kind="staff" loginHref="/login" />
    </AuthScreen>
  );
}
