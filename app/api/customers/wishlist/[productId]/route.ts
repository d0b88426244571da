// DELETE /api/customers/wishlist/{productId} — remove a product from the customer's wishlist.
import { wishlistParams } from "@/lib/customers/schemas";
import { removeFromWishlistOf } from "@/lib/customers/service";
import * as customers from "@/lib/customers/endpoints";
import { route } from "@/lib/http/route";

export const DELETE = route(customers.removeFromWishlist, { params: wishlistParams }, async ({ store, customer, params }) => {
  await removeFromWishlistOf(store, customer, params.productId);
  return { message: "Removed from wishlist" };
});
