import { isGuestEmail, realEmail } from "@/lib/auth/guest";
import "server-only";
import { findUserById } from "@/lib/auth/service";
import { getProduct } from "@/lib/catalog/products/service";
import { getDiscount } from "@/lib/discounts/service";
import { giftCardEventData } from "@/lib/gift-cards/service";
import { AppError } from "@/lib/errors";
import { getReturn } from "@/lib/orders/returns/service";
import { findOrderBundle, ownerOrderDto } from "@/lib/orders/service";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * An event's `data`: the same DTO the API answers for its resource (GET /api/orders/{id} without the timeline,
 * GET /api/products/{id}, GET /api/discounts/{id}, GET /api/returns/{id}; a customer's account fields), built at the event's first delivery attempt and kept on the
 * event (record 0146). A resource gone by then (a deleted product: products/deleted) is `{ id }`.
 */
export async function eventData(tenantId: TenantId, resourceType: string | null, resourceId: string | null): Promise<Record<string, unknown>> {
  if (!resourceId) return {};
  const gone = { id: resourceId };
  try {
    switch (resourceType) {
      case "order": {
        const b = await findOrderBundle(tenantId, resourceId);
        return b ? (ownerOrderDto(b) as unknown as Record<string, unknown>) : gone;
      }
      case "product":
        return (await getProduct({ tenantId, manager: true }, resourceId)) as unknown as Record<string, unknown>;
      case "customer": {
        // The shopper's account as the owner's customer export lists it (no owner API answers one customer yet).
        const u = await findUserById(resourceId);
        if (!u || u.tenantId !== tenantId) return gone;
        // A guest checkout's row keeps a marked e-mail (lib/auth/guest.ts): the receiver gets the one the shopper typed.
        const guest = isGuestEmail(u.email);
        return { id: u.id, email: guest ? realEmail(u.email) : u.email, firstName: u.firstName, lastName: u.lastName, guest, createdAt: u.createdAt.toISOString() };
      }
      case "return":
        return (await getReturn({ id: tenantId }, resourceId)) as unknown as Record<string, unknown>;
      case "discount":
        return (await getDiscount(tenantId, resourceId)) as unknown as Record<string, unknown>;
      case "gift_card":
        return ((await giftCardEventData(tenantId, resourceId)) as unknown as Record<string, unknown> | null) ?? gone;
      default:
        return gone;
    }
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return gone;
    throw err;
  }
}
