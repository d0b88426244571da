// GET /api/customers/orders/{id} — one of the signed-in customer's own orders in this store (the order
// confirmation page); another customer's or another store's order answers 404.
import * as orders from "@/lib/orders/endpoints";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";
import { getOrderOfCustomer } from "@/lib/orders/service";

export const GET = route(orders.customerOrder, { params: idParams }, ({ store, customer, params }) =>
  getOrderOfCustomer(store, customer, params.id),
);
