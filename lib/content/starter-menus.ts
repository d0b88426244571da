import "server-only";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";

/**
 * The menus every new store starts with, so its header and footer link somewhere from the first minute;
 * the owner edits or replaces them under Menus.
 */
const STARTER_MENUS: repo.StarterMenu[] = [
  {
    name: "Main Menu",
    handle: "main-menu",
    location: "header",
    items: [
      { label: "Home", linkTarget: "/" },
      { label: "Shop", linkTarget: "/products" },
    ],
  },
  {
    name: "Shop",
    handle: "shop",
    location: "footer",
    items: [{ label: "All Products", linkTarget: "/products" }],
  },
  {
    name: "Customer Service",
    handle: "customer-service",
    location: "footer",
    items: [
      { label: "My Account", linkTarget: "/customer/dashboard" },
      { label: "My Orders", linkTarget: "/customer/orders" },
    ],
  },
];

/** Called inside the store's creating transaction (admin create and self-registration). */
export function createStarterMenus(tx: Tx, tenantId: TenantId): Promise<void> {
  return repo.insertStarterMenus(tx, tenantId, STARTER_MENUS);
}
