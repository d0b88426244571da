"use client";
import { Plus } from "lucide-react";
import Link from "next/link";
import { queryKeys } from "@/lib/http/query-keys";
import { useT } from "./island-messages";
import { useStoreInfo } from "./store-context";
import { storeHref } from "./store-link";
import { useStoreJson } from "./use-store-json";

type Me = { canManageStore: boolean | null; permissions?: string[] };

/**
 * 'Add your header menu Here': shown only to those who may edit the store's menus (its owner, a staff member with
 * `content`, or the admin) when the
 * store has no header menu. Rendered in the browser from GET /api/auth/me, so the cached page HTML is
 * the same for every visitor. Loaded by owner-menu-slot.tsx only in a browser with the staff hint cookie.
 */
export function OwnerMenuPrompt({ basePath }: { basePath: string }) {
  const store = useStoreInfo();
  const { data } = useStoreJson<Me>(queryKeys.staff.me(store?.slug));
  const t = useT();
  if (!data?.canManageStore || !data.permissions?.includes("content")) return null;
  return (
    <Link
      // The spec names this URL (1-storefront.md); proxy.ts redirects it to /tenant-dashboard/menus.
      href={storeHref(basePath, "/tenant-dashboard?tab=menu")}
      className="inline-flex items-center gap-1 rounded-md border border-dashed border-primary/60 px-3 py-1.5 text-sm font-medium text-primary-text hover:bg-primary/10"
      data-testid="add-header-menu"
    >
      <Plus className="size-4" aria-hidden /> {t("common.ownerMenu.add")}
    </Link>
  );
}
