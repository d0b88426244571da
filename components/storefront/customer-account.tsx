"use client";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/http/client";
import { storeHref } from "./store-link";
import { useCustomer } from "./use-customer";
import { hardNavigate } from "@/lib/http/navigate";

/** The customer's account page (spec 1 §2.12): 'Access Required' without a session, else the account. */
export function CustomerAccount({ basePath, storeName }: { basePath: string; storeName: string }) {
  const { data: customer, isLoading } = useCustomer();
  const qc = useQueryClient();

  if (isLoading) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-10">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!customer) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Access Required</h1>
        <p className="mt-2 text-muted-foreground">Please log in or create an account to view your dashboard.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href={storeHref(basePath, "/customer/login")}>Login</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={storeHref(basePath, "/customer/register")}>Register</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={storeHref(basePath, "/")}>Back to store</Link>
          </Button>
        </div>
      </div>
    );
  }

  const initials = `${customer.firstName?.[0] ?? ""}${customer.lastName?.[0] ?? ""}`.toUpperCase() || "?";
  async function signOut() {
    try {
      await apiRequest("POST", "/api/customers/logout");
    } finally {
      qc.clear();
      toast({ title: "Logged out" });
      hardNavigate(storeHref(basePath, "/"));
    }
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="mb-6 flex items-center justify-between">
        <h1 className="text-2xl font-bold">My Account</h1>
        <Button variant="outline" size="sm" onClick={signOut}>
          <LogOut className="size-4" aria-hidden /> Sign Out
        </Button>
      </div>
      <Card className="max-w-sm">
        <CardContent className="flex flex-col items-center gap-2 py-6 text-center">
          <div className="flex size-16 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground">{initials}</div>
          <p className="text-lg font-semibold">
            {customer.firstName} {customer.lastName}
          </p>
          <p className="text-sm text-muted-foreground">{customer.email}</p>
          <Badge variant="secondary">Customer</Badge>
          <p className="text-xs text-muted-foreground">{storeName}</p>
        </CardContent>
      </Card>
    </div>
  );
}
