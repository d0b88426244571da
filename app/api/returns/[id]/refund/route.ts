// POST /api/returns/{id}/refund (owner, orders) — { amount?, shipping? }: refunds through the order's refund path (provider or manual); once per return.
import { refundReturnFlow } from "@/lib/flows/refund-return";
import { route } from "@/lib/http/route";
import * as returns from "@/lib/orders/returns/endpoints";
import { refundReturnSchema } from "@/lib/orders/returns/schemas";
import { paymentStoreOf } from "@/lib/tenancy/payment-store";
import { idParams } from "@/lib/validation";

export const POST = route(returns.refund, { params: idParams, body: refundReturnSchema }, async ({ store, params, body, staff }) => refundReturnFlow(await paymentStoreOf(store), staff, params.id, body));
