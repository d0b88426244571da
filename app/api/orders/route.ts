// GET /api/orders — the store's orders with items and transactions (owner).
// POST /api/orders — a signed-in customer places an order; the server prices it and takes the stock.
import { json, route } from "@/lib/http/route";
import { listStoreOrders } from "@/lib/orders/repository";
import { createOrderSchema, toOrderDto } from "@/lib/orders/schemas";
import { placeOrder } from "@/lib/orders/service";

export const GET = route({ auth: "owner" }, async ({ store }) => {
  const bundles = await listStoreOrders(store.id);
  return bundles.map((b) => toOrderDto(b.order, b.items, b.transactions));
});

export const POST = route({ auth: "customer", body: createOrderSchema }, async ({ store, customer, body }) =>
  json(await placeOrder(store, customer, body), 201),
);
