import type { idParams } from "@/lib/validation";
import { endpoint } from "@/lib/endpoint";
import type {
  giftCardAdjustmentSchema,
  GiftCardBalanceDto,
  giftCardBalanceSchema,
  GiftCardDetailDto,
  giftCardInputSchema,
  giftCardListQuerySchema,
  GiftCardPage,
  giftCardUpdateSchema,
  IssuedGiftCardDto,
} from "./schemas";

/** Gift cards' /api calls (issue 43, record 0155): the owner's (permission `discounts`) and the shopper's balance check. */
const all = ["/api/gift-cards"];

export const list = endpoint<{ query: typeof giftCardListQuerySchema; response: GiftCardPage }>()({
  method: "GET",
  path: "/api/gift-cards",
  auth: "owner",
  permission: "discounts",
  summary: "The store's gift cards, 25 a page, by last 4 characters, recipient or note, and status",
});
export const issue = endpoint<{ body: typeof giftCardInputSchema; response: IssuedGiftCardDto }>()({
  method: "POST",
  path: "/api/gift-cards",
  auth: "owner",
  permission: "discounts",
  invalidates: all,
  summary: "Issue a gift card: the answer shows its code in full, once; mailed to the recipient when one is given",
});
export const one = endpoint<{ params: typeof idParams; response: GiftCardDetailDto }>()({
  method: "GET",
  path: "/api/gift-cards/{id}",
  auth: "owner",
  permission: "discounts",
  summary: "A gift card with its ledger (issue, redeem, refund, adjust)",
});
export const update = endpoint<{ params: typeof idParams; body: typeof giftCardUpdateSchema; response: GiftCardDetailDto }>()({
  method: "PATCH",
  path: "/api/gift-cards/{id}",
  auth: "owner",
  permission: "discounts",
  invalidates: all,
  summary: "Disable (or enable) a gift card, change its expiry or note",
});
export const adjust = endpoint<{ params: typeof idParams; body: typeof giftCardAdjustmentSchema; response: GiftCardDetailDto }>()({
  method: "POST",
  path: "/api/gift-cards/{id}/adjustments",
  auth: "owner",
  permission: "discounts",
  invalidates: all,
  summary: "Adjust a gift card's balance by hand (an `adjust` ledger entry, positive or negative, with a note); 422 when it would go below 0",
});
/** A shopper's balance check by code; codes not found count against the caller's address (429 past the budget). */
export const balance = endpoint<{ body: typeof giftCardBalanceSchema; response: GiftCardBalanceDto }>()({
  method: "POST",
  path: "/api/gift-cards/balance",
  auth: "public",
  tenant: "required",
});
