import { addToWishlist, removeFromWishlist } from "@/lib/customers/endpoints";
import { callApi } from "@/lib/http/call";

/**
 * The wishlist heart's write, loaded on the click (wishlist-button.tsx imports it dynamically): the typed client
 * and the descriptors stay off the product page's first load (decisions 0080 and 0137).
 */
export function writeWishlist(saved: boolean, productId: string) {
  return saved ? callApi(removeFromWishlist, { params: { productId } }) : callApi(addToWishlist, { body: { productId } });
}
