// /api/gift-cards/{id}: GET one with its ledger, PATCH disable / expiry / note (permission discounts).
import * as giftCards from "@/lib/gift-cards/endpoints";
import { giftCardUpdateSchema } from "@/lib/gift-cards/schemas";
import { getGiftCard, updateGiftCard } from "@/lib/gift-cards/service";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validation";

export const GET = route(giftCards.one, { params: idParams }, ({ store, params }) => getGiftCard(store, params.id));

export const PATCH = route(giftCards.update, { params: idParams, body: giftCardUpdateSchema }, ({ store, params, body }) => updateGiftCard(store, params.id, body));
