"use client";
import { useSearchParams } from "next/navigation";
import Link from "next/link";
import { Download, Plus } from "lucide-react";
import { useCallback } from "react";
import { Button } from "@/components/ui/button";
import { apiUrl } from "@/lib/http/client";
import { SectionHeader } from "@/components/dashboard/section-header";
import { useAccess, useTenant } from "../store-gate";
import { useStoreHref } from "../use-dashboard";
import { OrderList } from "./order-list";
import { OrderView } from "./order-view";
import * as customers from "@/lib/customers/endpoints";
import { apiPath } from "@/lib/http/call";

/**
 * Orders: the paged, filtered list (its view in the URL), and one order at /tenant-dashboard/orders?order={id} (Back
 * returns to the list as it was filtered).
 */
export function OrdersSection() {
  const tenant = useTenant();
  const { can } = useAccess();
  const href = useStoreHref();
  const params = useSearchParams();
  const orderId = params.get("order");
  const open = useCallback((id: string | null) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set("order", id);
    else url.searchParams.delete("order");
    window.history.pushState(null, "", `${url.pathname}${url.search}`);
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div>
      <SectionHeader
        title="Orders"
        description="Every order placed in your store: search, filter, ship and export."
        action={
          <>
            {/* The store has no customers screen: its customers are known by their orders, so their export is here
                (for members who may manage customers). */}
            {can(customers.exportCsv.permission) && (
              <Button asChild variant="outline">
                <a href={apiUrl(apiPath(customers.exportCsv))} download data-testid="customers-export">
                  <Download aria-hidden /> Export customers
                </a>
              </Button>
            )}
            {/* An order taken by phone or in the shop (a draft order, record 0153). */}
            <Button asChild>
              <Link href={href("/tenant-dashboard/drafts/new")} data-testid="orders-new-order">
                <Plus aria-hidden /> New order
              </Link>
            </Button>
          </>
        }
      />
      {orderId && /^[0-9a-f-]{36}$/i.test(orderId) ? (
        <OrderView
          id={orderId}
          currency={tenant.currency}
          onBack={() => open(null)}
        />
      ) : (
        <OrderList onOpen={open} />
      )}
    </div>
  );
}
