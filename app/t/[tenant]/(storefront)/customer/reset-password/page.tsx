import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResetPasswordForm } from "@/components/auth/password-reset-forms";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
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
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
          <CardDescription>For your {store.tenant.name} account. At least 6 characters.</CardDescription>
        </CardHeader>
        <CardContent>
          <ResetPasswordForm kind="customer" token={null} loginHref={`${store.basePath}/customer/login`} />
        </CardContent>
      </Card>
    </section>
  );
}
