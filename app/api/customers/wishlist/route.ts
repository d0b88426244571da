// GET /api/customers/wishlist — the customer's wishlist with each product's public fields.
// POST /api/customers/wishlist { productId } — add an active product of this store (adding twice is harmless).
import { addToWishlist, listWishlist } from "@/lib/customers/repository";
import { wishlistAddSchema } from "@/lib/customers/schemas";
import { notFound } from "@/lib/http/errors";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "customer" }, ({ store, customer }) => listWishlist({ tenantId: store.id, userId: customer.id }));

export const POST = route({ auth: "customer", body: wishlistAddSchema }, async ({ store, customer, body }) => {
  const owner = { tenantId: store.id, userId: customer.id };
  if (!(await addToWishlist(owner, body.productId))) throw notFound("Product not found");
  const items = await listWishlist(owner);
  return json(items.find((i) => i.productId === body.productId) ?? { productId: body.productId }, 201);
});
