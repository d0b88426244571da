import type { Metadata } from "next";
import Link from "next/link";
import { CustomerRegisterForm } from "@/components/auth/customer-register-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: store ? "Create Account" : "Store Not Found" };
}

/** A shopper's registration. */
export default async function CustomerRegisterPage({ params }: Props) {
  const { tenant } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Store Not Found</h1>
        <p className="mt-3 text-muted-foreground">
          The store you&apos;re looking for doesn&apos;t exist or is no longer available.
        </p>
        <Button asChild className="mt-8">
          <Link href="/">Go to Homepage</Link>
        </Button>
      </section>
    );
  }

  return (
    <section className="flex justify-center px-4 py-12 sm:py-16">
      <Card className="w-full max-w-lg shadow-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">Create your account</h1>
          <CardDescription>
            Join {store.tenant.name} to check out faster and keep track of your orders.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CustomerRegisterForm basePath={store.basePath} />
        </CardContent>
      </Card>
    </section>
  );
}
