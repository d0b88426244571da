import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Store } from "lucide-react";
import { AuthBackLink, AuthScreen } from "@/components/auth/auth-screen";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { getStoreByKey } from "@/lib/tenancy/current";
import { UploadedImage } from "@/components/ui/uploaded-image";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: store ? "Owner sign in" : "Store Not Found" };
}

/** The owner's sign-in on a store host: same form, redirects stay inside the store. */
export default async function StoreLoginPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) notFound();
  const { name, logo } = store.tenant;

  return (
    <AuthScreen
      logo={
        logo ? (
          <UploadedImage src={logo} alt={name} shownWidth={200} className="h-12 w-auto max-w-[200px] object-contain" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <Store className="size-6" aria-hidden="true" />
          </span>
        )
      }
      title={`Sign in to ${name}`}
      description={`Store owners sign in here to manage ${name}.`}
      footer={<AuthBackLink href={store.basePath || "/"}>Back to store</AuthBackLink>}
    >
      <StaffLoginForm forgotHref={`${store.basePath}/forgot-password`} />
    </AuthScreen>
  );
}
