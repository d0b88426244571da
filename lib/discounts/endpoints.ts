import type { idParams } from "@/lib/validation";
import { endpoint } from "@/lib/endpoint";
import type { DiscountDto, discountInputSchema, discountUpdateSchema } from "./schemas";

/** The discounts' /api calls (docs/decisions/0137): codes and automatic discounts, the owner's. */
const all = ["/api/discounts"];

export const list = endpoint<{ response: DiscountDto[] }>()({ method: "GET", path: "/api/discounts", auth: "owner", permission: "discounts", summary: "The store's discounts with their status and uses" });
export const create = endpoint<{ body: typeof discountInputSchema; response: DiscountDto }>()({
  method: "POST",
  path: "/api/discounts",
  auth: "owner", permission: "discounts",
  invalidates: all,
  summary: "Create a code or an automatic discount",
});
export const one = endpoint<{ params: typeof idParams; response: DiscountDto }>()({ method: "GET", path: "/api/discounts/{id}", auth: "owner", permission: "discounts" });
export const update = endpoint<{ params: typeof idParams; body: typeof discountUpdateSchema; response: DiscountDto }>()({
  method: "PATCH",
  path: "/api/discounts/{id}",
  auth: "owner", permission: "discounts",
  invalidates: all,
  summary: "Update a discount (deactivate with {isActive: false})",
});
export const remove = endpoint<{ params: typeof idParams; response: { message: string } }>()({ method: "DELETE", path: "/api/discounts/{id}", auth: "owner", permission: "discounts", invalidates: all });
