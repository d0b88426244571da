// GET /api/customers/orders/{id}/returns (customer) — what the signed-in customer may still return of their order, and their returns of it; another's order 404.
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { returnableOfCustomer } from "@/lib/orders/returns/service";
import { idParams } from "@/lib/validation";

export const GET = route(returns.customerReturnable, { params: idParams }, ({ store, params, customer }) => returnableOfCustomer(store, customer, params.id));
