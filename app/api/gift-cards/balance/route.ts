// POST /api/gift-cards/balance — a shopper's balance check by code (public, throttled per address on misses).
import * as giftCards from "@/lib/gift-cards/endpoints";
import { giftCardBalanceSchema } from "@/lib/gift-cards/schemas";
import { checkBalance } from "@/lib/gift-cards/service";
import { route } from "@/lib/http/route";

export const POST = route(giftCards.balance, { body: giftCardBalanceSchema }, ({ req, store, body }) => checkBalance(store, req, body.code));
