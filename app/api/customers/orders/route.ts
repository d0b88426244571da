// GET /api/customers/orders — the signed-in customer's orders in this store, newest first.
import { route } from "@/lib/http/route";
import { listOrdersOfCustomer } from "@/lib/orders/service";

export const GET = route({ auth: "customer" }, ({ store, customer }) => listOrdersOfCustomer(store, customer));
