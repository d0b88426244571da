import type { Metadata } from "next";
import { ExternalLink, Store } from "lucide-react";
import { LoginCard } from "@/components/auth/login-card";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentStaff } from "@/lib/auth/current";
import { getEnv } from "@/lib/env";
import { listTenants } from "@/lib/tenancy/repository";

function isPast(d: Date) {
  return d.getTime() < Date.now();
}

export const metadata: Metadata = { title: "Platform Admin — StoreBuilder" };

/** /admin on the platform host: the admin's view of the stores; anyone else gets the sign-in card. */
export default async function AdminPage() {
  const staff = await getCurrentStaff();
  if (!staff || staff.role !== "admin") return <LoginCard title="Admin sign in" />;
  const tenants = await listTenants();
  const root = getEnv().ROOT_DOMAIN;
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <div>
            <h1 className="text-lg font-bold">Platform Admin</h1>
            <p className="text-xs text-muted-foreground">Signed in as {staff.email}</p>
          </div>
          <LogoutButton />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h2 className="mb-4 text-xl font-semibold">Stores ({tenants.length})</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tenants.map((t) => {
            const due = t.nextDueDate ?? t.trialEndsAt;
            const overdue = due ? isPast(due) : false;
            return (
              <Card key={t.id}>
                <CardHeader className="flex flex-row items-start justify-between gap-2">
                  <CardTitle className="flex items-center gap-2 text-base">
                    <Store className="size-4 text-primary" aria-hidden />
                    {t.name}
                  </CardTitle>
                  <Badge variant={t.isActive ? "success" : "secondary"}>{t.isActive ? "Active" : "Inactive"}</Badge>
                </CardHeader>
                <CardContent className="space-y-1 text-sm">
                  <a href={`/store/${t.slug}`} className="inline-flex items-center gap-1 text-primary hover:underline">
                    {t.subdomain}.{root} <ExternalLink className="size-3" aria-hidden />
                  </a>
                  <p className="text-muted-foreground">
                    Plan: {t.subscriptionPlan ?? "—"} · {t.subscriptionStatus}
                  </p>
                  {due ? (
                    <p className={overdue ? "text-red-600" : "text-green-600"}>Next due: {due.toISOString().slice(0, 10)}</p>
                  ) : null}
                </CardContent>
              </Card>
            );
          })}
        </div>
      </main>
    </div>
  );
}
