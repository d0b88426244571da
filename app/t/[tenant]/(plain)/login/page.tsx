import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, Store } from "lucide-react";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getStoreByKey } from "@/lib/tenancy/current";

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
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-12">
      <div className="w-full max-w-md space-y-6">
        <div className="flex justify-center">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- store logos are arbitrary uploaded URLs
            <img src={logo} alt={name} className="h-12 w-auto max-w-[200px] object-contain" />
          ) : (
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
              <Store className="size-6" aria-hidden="true" />
            </span>
          )}
        </div>
        <Card className="shadow-lg">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">Sign in to {name}</h1>
            <CardDescription>Store owners sign in here to manage {name}.</CardDescription>
          </CardHeader>
          <CardContent>
            <StaffLoginForm />
          </CardContent>
        </Card>
        <p className="text-center text-sm">
          <Link
            href={store.basePath || "/"}
            className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to store
          </Link>
        </p>
      </div>
    </main>
  );
}
