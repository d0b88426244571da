// GET /api/customers/wishlist — the customer's wishlist with each product's public fields.
// POST /api/customers/wishlist { productId } — add an active product of this store (adding twice is harmless).
import { wishlistAddSchema } from "@/lib/customers/schemas";
import { addToWishlistOf, wishlistOf } from "@/lib/customers/service";
import * as customers from "@/lib/customers/endpoints";
import { json, route } from "@/lib/http/route";

export const GET = route(customers.wishlist, ({ store, customer }) => wishlistOf(store, customer));

export const POST = route(customers.addToWishlist, { body: wishlistAddSchema }, async ({ store, customer, body }) =>
  json(await addToWishlistOf(store, customer, body.productId), 201),
);
