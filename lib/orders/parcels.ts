/** A shipment as the order bundle and its DTO carry it (oldest first). */
type Parcel = { id: string; items: readonly { orderItemId: string; quantity: number }[] };
type Line = { id: string; quantity: number };

export type ParcelSplit = {
  /** What this parcel holds (empty when no parcel is named). */
  inParcel: { itemId: string; quantity: number }[];
  /** What has not shipped by this parcel (by now when none is named), in the order's line order. */
  toCome: { itemId: string; quantity: number }[];
  /** 1-based position of the parcel among the order's shipments, and how many there are so far. */
  number: number;
  /** Nothing left to ship once this parcel is out. */
  complete: boolean;
};

/**
 * Which quantities a parcel holds and which are still to come after it. Counted from the shipments up to and
 * including this one, so a mail rendered late (after the next parcel left) still tells the story of its own
 * parcel. Shared by the shipped mail and the order pages. Pure and client-safe.
 */
export function parcelSplit(lines: readonly Line[], parcels: readonly Parcel[], parcelId?: string | null): ParcelSplit {
  const at = parcelId ? parcels.findIndex((p) => p.id === parcelId) : parcels.length - 1;
  const upTo = at < 0 ? [] : parcels.slice(0, at + 1);
  const shipped = new Map<string, number>();
  for (const p of upTo) for (const i of p.items) shipped.set(i.orderItemId, (shipped.get(i.orderItemId) ?? 0) + i.quantity);
  const toCome = lines.flatMap((l) => {
    const left = l.quantity - (shipped.get(l.id) ?? 0);
    return left > 0 ? [{ itemId: l.id, quantity: left }] : [];
  });
  const parcel = parcelId && at >= 0 ? parcels[at] : null;
  return {
    inParcel: parcel ? parcel.items.map((i) => ({ itemId: i.orderItemId, quantity: i.quantity })) : [],
    toCome,
    number: at + 1,
    complete: toCome.length === 0,
  };
}
