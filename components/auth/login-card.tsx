import type { ReactNode } from "react";
import { StaffLoginForm } from "@/components/auth/staff-login-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

/** The sign-in card shown in place of a dashboard when the visitor may not see it. */
export function LoginCard({ title = "Sign in to your account", notice }: { title?: string; notice?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-secondary/10 px-4 py-12">
      <Card className="w-full max-w-md shadow-lg">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>Store owners and platform admins sign in here.</CardDescription>
          {notice ? (
            <p role="alert" className="mt-2 rounded-md border border-destructive/30 bg-destructive/10 p-2 text-sm text-destructive">
              {notice}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          <StaffLoginForm />
        </CardContent>
      </Card>
    </main>
  );
}
