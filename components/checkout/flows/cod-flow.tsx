"use client";
import { useEffect, type MutableRefObject } from "react";
import { useT } from "@/components/storefront/island-messages";
import type { CheckoutActions, PayHandler } from "../checkout-actions";

/** Cash on delivery: the order is placed as pending and the shopper goes to its page. */
export function CodFlow({ actions, payRef, hasCharges }: { actions: CheckoutActions; payRef: MutableRefObject<PayHandler | null>; hasCharges: boolean }) {
  const t = useT();
  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async () => {
        await actions.placeOrder(values, "cod");
        await actions.finish(t("checkout.toast.placedTitle"), t("checkout.toast.placedCod"));
        return true;
      });
  });
  return (
    <p className="text-sm">
      {t("checkout.pay.codInfo")}
      {hasCharges ? ` ${t("checkout.pay.codCharge")}` : ""}
    </p>
  );
}

/** Paid in full by gift cards (issue 43): no payment step; the order is placed as paid and the shopper goes to its page. */
export function GiftCardFlow({ actions, payRef }: { actions: CheckoutActions; payRef: MutableRefObject<PayHandler | null> }) {
  const t = useT();
  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async () => {
        await actions.placeOrder(values, "gift_card");
        await actions.finish(t("checkout.toast.placedTitle"), t("checkout.toast.placedGiftCard"));
        return true;
      });
  });
  return <p className="text-sm">{t("checkout.pay.giftCardsCover")}</p>;
}
