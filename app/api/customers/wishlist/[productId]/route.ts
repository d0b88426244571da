// DELETE /api/customers/wishlist/{productId} — remove a product from the customer's wishlist.
import { z } from "zod";
import { removeFromWishlistOf } from "@/lib/customers/service";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "customer", params: z.object({ productId: z.uuid("Invalid product") }) }, async ({ store, customer, params }) => {
  await removeFromWishlistOf(store, customer, params.productId);
  return { message: "Removed from wishlist" };
});
