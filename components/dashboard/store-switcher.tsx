"use client";
import Link from "next/link";
import { Check, ChevronsUpDown } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import * as auth from "@/lib/auth/endpoints";
import { useApiQuery } from "@/lib/http/use-api-query";
import { useDashboardStore } from "./use-dashboard";

/**
 * The store switcher of the dashboard's header (issue 40): the stores the signed-in account owns or is staff
 * of (GET /api/auth/me's `stores`), each opening its own dashboard. Path mode (/store/{slug}/…) names a store
 * on any host, so the session of this host carries over. An account with one store sees nothing here.
 */
export function StoreSwitcher() {
  const { slug, name } = useDashboardStore();
  const me = useApiQuery(slug, auth.staffMe, undefined, { staleTime: 30_000 });
  const stores = me.data?.stores ?? [];
  if (stores.length < 2) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Switch store (current: ${name})`} data-testid="store-switcher">
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          <ChevronsUpDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>Your stores</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {stores.map((s) => (
          <DropdownMenuItem key={s.id} asChild>
            <Link href={`/store/${encodeURIComponent(s.slug)}/tenant-dashboard`} aria-current={s.slug === slug ? "page" : undefined} className="flex items-center gap-2">
              <Check className={s.slug === slug ? "size-4" : "invisible size-4"} aria-hidden />
              <span className="min-w-0 flex-1 truncate">{s.name}</span>
              <span className="text-xs text-muted-foreground">{s.role === "owner" ? "Owner" : "Staff"}</span>
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
