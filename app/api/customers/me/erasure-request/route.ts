// POST /api/customers/me/erasure-request — the signed-in shopper asks for their data to be erased; the owner confirms.
import { route } from "@/lib/http/route";
import * as customers from "@/lib/customers/endpoints";
import { requestErasure } from "@/lib/customers/admin/service";

export const POST = route(customers.requestErasure, ({ store, customer }) => requestErasure(store, customer.id));
