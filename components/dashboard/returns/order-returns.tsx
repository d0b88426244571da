"use client";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as returns from "@/lib/orders/returns/endpoints";
import { useDashboardStore } from "../use-dashboard";
import { ReturnCard } from "./return-card";

/** The returns of one order, on its page in the dashboard (nothing when it has none). */
export function OrderReturns({ orderId }: { orderId: string }) {
  const { slug } = useDashboardStore();
  const { data } = useApiQuery(slug, returns.list, { query: { orderId, page: 1 } });
  if (!data?.items.length) return null;
  return (
    <section className="space-y-3" aria-label="Returns" data-testid="order-returns">
      <h3 className="text-base font-semibold">Returns</h3>
      {data.items.map((r) => (
        <ReturnCard key={r.id} r={r} />
      ))}
    </section>
  );
}
