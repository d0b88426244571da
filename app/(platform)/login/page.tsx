import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { Brand } from "@/components/platform/brand";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Sign in — StoreBuilder",
  description: "Sign in to manage your store or the StoreBuilder platform.",
};

/** Owner and admin sign-in on the platform host. */
export default function PlatformLoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-12">
      <div className="w-full max-w-md space-y-6">
        <div className="flex justify-center">
          <Brand />
        </div>
        <Card className="shadow-lg">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">Sign in to your account</h1>
            <CardDescription>Store owners and platform admins sign in here.</CardDescription>
          </CardHeader>
          <CardContent>
            <StaffLoginForm />
          </CardContent>
        </Card>
        <p className="text-center text-sm">
          <Link href="/" className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to home
          </Link>
        </p>
      </div>
    </main>
  );
}
