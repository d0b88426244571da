import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { ShippingTierDto, tierFieldsSchema, tierListQuerySchema } from "./schemas";

/** The store's shipping tiers (docs/decisions/0137): the owner's; the storefront's readiness counts them. */
const tiers = ["/api/shipping-tiers", "/api/storefront-readiness"];

export const list = endpoint<{ query: typeof tierListQuerySchema; response: ShippingTierDto[] }>()({ method: "GET", path: "/api/shipping-tiers", auth: "owner", permission: "settings" });
export const create = endpoint<{ body: typeof tierFieldsSchema; response: ShippingTierDto }>()({ method: "POST", path: "/api/shipping-tiers", auth: "owner", permission: "settings", invalidates: tiers });
const update = { path: "/api/shipping-tiers/{id}", auth: "owner", permission: "settings", invalidates: tiers } as const;
export const updateTier = endpoint<{ params: typeof idParams; body: typeof tierFieldsSchema; response: ShippingTierDto }>()({ method: "PATCH", ...update });
export const replaceTier = endpoint<{ params: typeof idParams; body: typeof tierFieldsSchema; response: ShippingTierDto }>()({ method: "PUT", ...update });
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({ method: "DELETE", ...update });
