import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DollarSign, Package, ShoppingCart } from "lucide-react";
import { LoginCard } from "@/components/auth/login-card";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentStaff } from "@/lib/auth/current";
import { WRONG_STORE_MESSAGE } from "@/lib/auth/service";
import { formatMoney } from "@/lib/money";
import { tenantStats } from "@/lib/stats/repository";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata: Metadata = { title: "Dashboard" };

/** /tenant-dashboard on a store: the owner's overview; anyone else gets the sign-in card (spec 2 §2). */
export default async function TenantDashboardPage({ params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const staff = await getCurrentStaff();
  const owns =
    staff && (staff.role === "admin" || (staff.role === "tenant" && (store.row.ownerId === staff.id || staff.tenantId === store.row.id)));
  if (!staff || !owns) {
    return <LoginCard title={`Sign in to ${store.tenant.name}`} notice={staff ? WRONG_STORE_MESSAGE : undefined} />;
  }
  const stats = await tenantStats(store.tenant.id);
  const cards = [
    { label: "Total Revenue", value: formatMoney(stats.totalRevenue, store.tenant.currency), icon: DollarSign },
    { label: "Total Orders", value: String(stats.totalOrders), icon: ShoppingCart },
    { label: "Total Products", value: String(stats.totalProducts), icon: Package },
  ];
  return (
    <div className="min-h-screen bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <div className="min-w-0">
            <h1 className="truncate text-lg font-bold">{store.tenant.name} Dashboard</h1>
            <p className="truncate text-xs text-muted-foreground">Signed in as {staff.email}</p>
          </div>
          <div className="flex items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={storeHref(store.basePath, "/")}>View Store</Link>
            </Button>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8">
        <h2 className="mb-4 text-xl font-semibold">Overview</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {cards.map(({ label, value, icon: Icon }) => (
            <Card key={label}>
              <CardHeader className="flex flex-row items-center justify-between pb-2">
                <CardTitle className="text-sm font-medium text-muted-foreground">{label}</CardTitle>
                <Icon className="size-4 text-muted-foreground" aria-hidden />
              </CardHeader>
              <CardContent>
                <p className="text-2xl font-bold">{value}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </main>
    </div>
  );
}
