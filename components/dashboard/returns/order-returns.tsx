"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as returns from "@/lib/orders/returns/endpoints";
import type { OrderDto } from "@/lib/orders/schemas";
import { useDashboardStore } from "../use-dashboard";
import { ReturnRequestForm, type ReturnRequestCopy } from "../../returns/return-request-form";
import { ReturnCard } from "./return-card";

/**
 * The returns of one order, on its page in the dashboard, and "Request a return for the customer" once something
 * of it has left (the server says what may be returned: delivered, within the window, not already asked back).
 */
export function OrderReturns({ order }: { order: Pick<OrderDto, "id" | "status" | "items" | "fulfillments"> }) {
  const { slug } = useDashboardStore();
  const { data } = useApiQuery(slug, returns.list, { query: { orderId: order.id, page: 1 } });
  const [asking, setAsking] = useState(false);
  const left = order.status === "delivered" || order.fulfillments.length > 0;
  if (!data?.items.length && !left) return null;
  return (
    <section className="space-y-3" aria-label="Returns" data-testid="order-returns">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">Returns</h3>
        {left && !asking ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)} data-testid="owner-request-return">
            Request a return for the customer
          </Button>
        ) : null}
      </div>
      {asking ? <OwnerRequestForm order={order} onDone={() => setAsking(false)} /> : null}
      {data?.items.map((r) => (
        <ReturnCard key={r.id} r={r} />
      ))}
    </section>
  );
}

const OWNER_COPY: ReturnRequestCopy = {
  id: "owner-return",
  nothingChosen: "Choose how many of an item come back",
  failed: "Could not request the return.",
  submit: "Request the return",
  defaultReason: "other",
  noteRows: 2,
};

/** Every line of the order, up to its quantity: the server refuses what is not returnable, with the reason. */
function OwnerRequestForm({ order, onDone }: { order: Pick<OrderDto, "id" | "items">; onDone: () => void }) {
  const lines = order.items.map((i) => ({ orderItemId: i.id, name: i.productName, variantTitle: i.variantTitle, returnable: i.quantity }));
  return <ReturnRequestForm orderId={order.id} lines={lines} copy={OWNER_COPY} onDone={onDone} />;
}
