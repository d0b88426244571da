// GET /api/orders — the store's orders with items and transactions (owner). Plain (no query): the newest 500, as
// an array (the spec's shape, bounded). With any of search, status, paymentMethod, paid, from, to, sort, page or
// limit: {orders, total, page, limit, pages} — one page (25 by default, at most 100) and the count of all matches.
// POST /api/orders — a signed-in customer places an order; the server prices it and takes the stock. With an
// `Idempotency-Key` header a repeat of the same request answers the same order (never a second one).
import "server-only";
import * as orders from "@/lib/orders/endpoints";
import { placeOrder } from "@/lib/flows/place-order";
import { answered, route } from "@/lib/http/route";
import { idempotencyKeyOf } from "@/lib/orders/idempotency/service";
import { createOrderSchema, orderListQuerySchema } from "@/lib/orders/schemas";
import { isPagedQuery, listOrdersOfStore, listOrdersPage } from "@/lib/orders/service";

export const GET = route(orders.list, { query: orderListQuerySchema }, ({ store, query }) =>
  isPagedQuery(query) ? listOrdersPage(store, query) : listOrdersOfStore(store),
);

// The mails' links go to the store's canonical host, from configuration (lib/mail/origin.ts), not this request's.
// The request itself is passed for one thing: gift card codes not found count against its address (throttled).
export const POST = route(orders.place, { body: createOrderSchema }, async ({ req, store, customer, body }) =>
  answered(await placeOrder(store, customer, body, idempotencyKeyOf(req.headers), req)),
);
