import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ForgotPasswordForm } from "@/components/auth/password-reset-forms";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export const metadata: Metadata = { title: "Forgot password" };

/** A shopper asks for a reset link (POST /api/customers/forgot-password); accounts are per store. */
export default async function CustomerForgotPasswordPage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
          <CardDescription>Enter the email of your {store.tenant.name} account and we will send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm kind="customer" loginHref={`${store.basePath}/customer/login`} />
        </CardContent>
      </Card>
    </section>
  );
}
