// GET /api/discounts — the store's discounts with their status and uses (owner only).
// POST /api/discounts — create a code or an automatic discount (owner only).
import * as discounts from "@/lib/discounts/endpoints";
import { discountInputSchema } from "@/lib/discounts/schemas";
import { createDiscount, listDiscounts } from "@/lib/discounts/service";
import { json, route } from "@/lib/http/route";

export const GET = route(discounts.list, ({ store }) => listDiscounts(store.id));

export const POST = route(discounts.create, { body: discountInputSchema }, async ({ store, body }) => json(await createDiscount(store.id, body), 201));
