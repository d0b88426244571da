import type { Metadata } from "next";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { Brand } from "@/components/platform/brand";

export const metadata: Metadata = {
  title: "Sign in — StoreBuilder",
  description: "Sign in to manage your store or the StoreBuilder platform.",
};

/** Owner and admin sign-in on the platform host. */
export default function PlatformLoginPage() {
  return (
    <AuthScreen
      logo={<Brand />}
      title="Sign in to your account"
      description="Store owners and platform admins sign in here."
      footer={<AuthBackLink href="/">Back to home</AuthBackLink>}
    >
      <StaffLoginForm />
    </AuthScreen>
  );
}
