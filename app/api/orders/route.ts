// GET /api/orders — the store's orders with items and transactions (owner).
// POST /api/orders — a signed-in customer places an order; the server prices it and takes the stock.
import { json, route } from "@/lib/http/route";
import { createOrderSchema } from "@/lib/orders/schemas";
import { listOrdersOfStore, placeOrder } from "@/lib/orders/service";

export const GET = route({ auth: "owner" }, ({ store }) => listOrdersOfStore(store));

export const POST = route({ auth: "customer", body: createOrderSchema }, async ({ store, customer, body }) =>
  json(await placeOrder(store, customer, body), 201),
);
