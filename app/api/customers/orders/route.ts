// GET /api/customers/orders — the signed-in customer's orders in this store, newest first.
import { route } from "@/lib/http/route";
import { listCustomerOrders } from "@/lib/orders/repository";
import { toCustomerOrderDto } from "@/lib/orders/schemas";

export const GET = route({ auth: "customer" }, async ({ store, customer }) => {
  const bundles = await listCustomerOrders(store.id, customer.id);
  return bundles.map((b) => toCustomerOrderDto(b.order, b.items, b.transactions));
});
