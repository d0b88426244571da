// POST /api/gift-cards/{id}/adjustments — the owner adjusts a card's balance by hand, with a note (permission discounts).
import * as giftCards from "@/lib/gift-cards/endpoints";
import { giftCardAdjustmentSchema } from "@/lib/gift-cards/schemas";
import { adjustGiftCard } from "@/lib/gift-cards/service";
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const POST = route(giftCards.adjust, { params: idParams, body: giftCardAdjustmentSchema }, async ({ store, staff, params, body }) =>
  json(await adjustGiftCard(store, staff.id, params.id, body), 201),
);
