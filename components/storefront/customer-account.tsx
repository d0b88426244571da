"use client";
import { useQueryClient } from "@tanstack/react-query";
import { Heart, LogOut, MapPin, Package, Settings, User } from "lucide-react";
import Link from "next/link";
import { AddressesTab } from "@/components/customer/addresses-tab";
import { OrdersTab } from "@/components/customer/orders-tab";
import { ProfileTab, SettingsTab, YourDataCard } from "@/components/customer/profile-tab";
import { WishlistTab } from "@/components/customer/wishlist-tab";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { hardNavigate } from "@/lib/http/navigate";
import { useT } from "./island-messages";
import { storeHref } from "./store-link";
import { useCustomer } from "./use-customer";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";

const TABS = [
  { id: "orders", icon: Package },
  { id: "wishlist", icon: Heart },
  { id: "addresses", icon: MapPin },
  { id: "profile", icon: User },
  { id: "settings", icon: Settings },
] as const;

/**
 * The customer dashboard (/customer/dashboard and /customer/orders): 'Access Required'
 * without a session; otherwise My Account with Sign Out, the side card and five tabs.
 */
export function CustomerAccount({ basePath, storeName }: { basePath: string; storeName: string }) {
  const { data: customer, isLoading, refetch } = useCustomer();
  const qc = useQueryClient();
  const t = useT();

  if (isLoading) {
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-10">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!customer) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t("account.account.accessTitle")}</h1>
        <p className="mt-2 text-muted-foreground">{t("account.account.accessBody")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href={storeHref(basePath, "/customer/login")}>{t("account.account.login")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={storeHref(basePath, "/customer/register")}>{t("account.account.register")}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={storeHref(basePath, "/")}>{t("account.account.backToStore")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const initials = `${customer.firstName?.[0] ?? ""}${customer.lastName?.[0] ?? ""}`.toUpperCase() || "?";
  async function signOut() {
    try {
      await callApi(auth.customerLogout);
    } finally {
      qc.clear();
      toast({ title: t("account.account.loggedOut") });
      hardNavigate(storeHref(basePath, "/"));
    }
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between">
        <h1 className="text-2xl font-bold">{t("account.account.title")}</h1>
        <Button variant="outline" size="sm" onClick={signOut}>
          <LogOut className="size-4 rtl:-scale-x-100" aria-hidden /> {t("account.account.signOut")}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[260px_1fr]">
        <Card className="h-fit">
          <CardContent className="flex flex-col items-center gap-2 text-center">
            <div className="flex size-16 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground">{initials}</div>
            <p className="text-lg font-semibold" data-testid="customer-name">
              {customer.firstName} {customer.lastName}
            </p>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{customer.email}</p>
            <Badge variant="secondary">{t("account.account.customer")}</Badge>
            <p className="text-xs text-muted-foreground">{storeName}</p>
          </CardContent>
        </Card>
        <Tabs defaultValue="orders" className="min-w-0">
          <TabsList className="h-auto w-full flex-wrap justify-start">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id} className="flex-none">
                <tab.icon aria-hidden /> {t(`account.account.tabs.${tab.id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="orders">
            <OrdersTab basePath={basePath} />
          </TabsContent>
          <TabsContent value="wishlist">
            <WishlistTab basePath={basePath} />
          </TabsContent>
          <TabsContent value="addresses">
            <AddressesTab />
          </TabsContent>
          <TabsContent value="profile">
            <ProfileTab customer={customer} onSaved={() => void refetch()} />
          </TabsContent>
          <TabsContent value="settings">
            <div className="space-y-6">
              <SettingsTab />
              <YourDataCard customer={customer} onRequested={() => void refetch()} />
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
