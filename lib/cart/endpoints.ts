import { endpoint } from "@/lib/endpoint";
import type { cartInputSchema, CustomerCartDto } from "./schemas";

/** The signed-in shopper's saved cart (docs/decisions/0137). */
export const get = endpoint<{ response: CustomerCartDto }>()({ method: "GET", path: "/api/customers/cart", auth: "customer" });
export const save = endpoint<{ body: typeof cartInputSchema; response: CustomerCartDto }>()({
  method: "PUT",
  path: "/api/customers/cart",
  auth: "customer",
  summary: "Replace the saved cart (a stale revision: 409 with the saved one)",
});
export const merge = endpoint<{ body: typeof cartInputSchema; response: CustomerCartDto }>()({
  method: "POST",
  path: "/api/customers/cart/merge",
  auth: "customer",
  summary: "Add a guest's cart to the saved one at sign-in",
});
