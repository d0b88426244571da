// GET /api/gift-cards — the store's gift cards, paged, searched and filtered by status (permission discounts).
// POST /api/gift-cards — issue a card; the answer carries its code once (permission discounts).
import * as giftCards from "@/lib/gift-cards/endpoints";
import { giftCardInputSchema, giftCardListQuerySchema } from "@/lib/gift-cards/schemas";
import { issueGiftCard, listGiftCards } from "@/lib/gift-cards/service";
import { json, route } from "@/lib/http/route";

export const GET = route(giftCards.list, { query: giftCardListQuerySchema }, ({ store, query }) => listGiftCards(store, query));

export const POST = route(giftCards.issue, { body: giftCardInputSchema }, async ({ store, staff, body }) => json(await issueGiftCard(store, staff.id, body), 201));
