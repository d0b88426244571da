"use client";
import { useEffect, type MutableRefObject } from "react";
import type { CheckoutActions, PayHandler } from "../checkout-actions";

/** Cash on delivery: the order is placed as pending and the shopper goes to its page. */
export function CodFlow({ actions, payRef, hasCharges }: { actions: CheckoutActions; payRef: MutableRefObject<PayHandler | null>; hasCharges: boolean }) {
  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async () => {
        await actions.placeOrder(values, "cod");
        await actions.finish("Order Placed Successfully", "Your order will be delivered with cash on delivery option.");
        return true;
      });
  });
  return (
    <p className="text-sm">
      Pay with cash when your order is delivered.
      {hasCharges ? " A cash on delivery charge is added to your total." : ""}
    </p>
  );
}

/** Paid in full by gift cards (issue 43): no payment step; the order is placed as paid and the shopper goes to its page. */
export function GiftCardFlow({ actions, payRef }: { actions: CheckoutActions; payRef: MutableRefObject<PayHandler | null> }) {
  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async () => {
        await actions.placeOrder(values, "gift_card");
        await actions.finish("Order Placed Successfully", "Your order is paid in full by gift card.");
        return true;
      });
  });
  return <p className="text-sm">Your gift cards pay the whole order: there is nothing left to pay.</p>;
}
