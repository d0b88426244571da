import { ExternalLink } from "lucide-react";
import { lineName } from "@/lib/orders/line-label";
import { parcelSplit } from "@/lib/orders/parcels";
import type { FulfillmentDto, OrderItemDto } from "@/lib/orders/schemas";
import { useSay } from "./say";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * An order's shipments: when, which quantities of which lines, the carrier and a tracking link, then what is
 * still to come (as the shipped mail says it, lib/orders/parcels.ts). Owner and customer alike.
 */
export function Shipments({ fulfillments, items, title: given }: { fulfillments: FulfillmentDto[]; items: Pick<OrderItemDto, "id" | "productName" | "variantTitle" | "quantity">[]; title?: string }) {
  // The shopper's words in the page's language; the owner's dashboard provides none and reads English.
  const say = useSay();
  if (fulfillments.length === 0) return null;
  const title = given ?? say("shipments.title", "Shipments");
  const item = say("shipments.item", "item");
  const byId = new Map(items.map((i) => [i.id, i]));
  const { toCome } = parcelSplit(items, fulfillments);
  return (
    <section aria-label={title} data-testid="shipments">
      <h4 className="mb-2 text-sm font-medium">{title}</h4>
      <ol className="space-y-2">
        {fulfillments.map((f, n) => (
          <li key={f.id} className="rounded-md border p-3 text-sm" data-testid="shipment">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">
                {say("shipments.shipment", "Shipment {n}", { n: n + 1 })}
                {f.carrier ? ` · ${f.carrier}` : ""}
              </p>
              <time className="text-xs text-muted-foreground" dateTime={f.createdAt}>
                {when(f.createdAt)}
              </time>
            </div>
            <ul className="mt-1 text-muted-foreground">
              {f.items.map((i) => {
                const line = byId.get(i.orderItemId);
                return (
                  <li key={i.orderItemId}>
                    {i.quantity} × {line ? lineName(line) : item}
                  </li>
                );
              })}
            </ul>
            {f.trackingNumber ? (
              <p className="mt-1 break-all">
                {say("shipments.tracking", "Tracking:")}{" "}
                {f.trackingUrl ? (
                  <a className="inline-flex items-center gap-1 text-primary-text hover:underline" href={f.trackingUrl} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
                    {f.trackingNumber}
                    <ExternalLink className="size-3" aria-hidden />
                  </a>
                ) : (
                  <span className="font-mono">{f.trackingNumber}</span>
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {toCome.length > 0 ? (
        <div className="mt-2 rounded-md border border-dashed p-3 text-sm" data-testid="still-to-come">
          <p className="font-medium">{say("shipments.toCome", "Still to come")}</p>
          <ul className="mt-1 text-muted-foreground">
            {toCome.map((t) => {
              const line = byId.get(t.itemId);
              return (
                <li key={t.itemId}>
                  {t.quantity} × {line ? lineName(line) : item}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
