import { Brand } from "@/components/platform/brand";
import { getEnv } from "@/lib/env";
import { scriptUrls } from "@/lib/payments/providers/http";
import { registrationMode } from "@/lib/registration/service";
import { RegisterForm, RegisterHero } from "./register-form";

/** /register-tenant, on the platform host or any store host. */
export function RegisterPage() {
  return (
    <div className="min-h-screen bg-gradient-to-br from-primary/10 via-background to-secondary/10">
      <header className="mx-auto flex h-16 max-w-5xl items-center px-4">
        <Brand />
      </header>
      <main className="mx-auto max-w-3xl space-y-10 px-4 pb-16 pt-6">
        <RegisterHero />
        <RegisterForm rootDomain={getEnv().ROOT_DOMAIN} mode={registrationMode()} checkoutScriptUrl={scriptUrls().razorpay} />
      </main>
    </div>
  );
}
