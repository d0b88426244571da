// GET /api/customers/orders — the signed-in customer's orders in this store, newest first. Plain: the newest
// 100 as an array (the spec's shape, bounded); with page or limit (and the owner list's filters): a page,
// {orders, total, page, limit, pages}.
import * as orders from "@/lib/orders/endpoints";
import { route } from "@/lib/http/route";
import { orderListQuerySchema } from "@/lib/orders/schemas";
import { isPagedQuery, listCustomerOrdersPage, listOrdersOfCustomer } from "@/lib/orders/service";

export const GET = route(orders.customerOrders, { query: orderListQuerySchema }, ({ store, customer, query }) =>
  isPagedQuery(query) ? listCustomerOrdersPage(store, customer, query) : listOrdersOfCustomer(store, customer),
);
