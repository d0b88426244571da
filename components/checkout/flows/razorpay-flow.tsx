"use client";
import { useEffect, type MutableRefObject } from "react";
import { useT } from "@/components/storefront/island-messages";
import { toast } from "@/components/ui/use-toast";
import type { PlacedOrderDto } from "@/lib/orders/schemas";
import type { CheckoutActions, CheckoutValues, PayHandler } from "../checkout-actions";
import { loadRazorpay, type RazorpayResponse } from "../scripts";
import { orderNumber } from "@/lib/orders/number";

/**
 * Razorpay: our order first, then a Razorpay order for its stored total (the server decides the amount and
 * currency), the Checkout widget, and the server's signature check.
 */
export function RazorpayFlow({
  actions,
  payRef,
  scriptUrl,
  store,
}: {
  actions: CheckoutActions;
  payRef: MutableRefObject<PayHandler | null>;
  scriptUrl: string;
  store: { name: string; primaryColor: string };
}) {
  const t = useT();
  async function payOrder(values: CheckoutValues, order: PlacedOrderDto) {
    const { payWith } = await import("./payment-calls");
    const rp = await payWith.razorpayOrder(order.id);
    if (!rp.key) {
      toast({ title: t("checkout.toast.razorpayConfigTitle"), description: t("checkout.toast.razorpayConfigBody"), variant: "destructive" });
      await actions.giveUp(order.id);
      return false;
    }
    const key = rp.key;
    const Razorpay = await loadRazorpay(scriptUrl);
    return new Promise<boolean>((resolve) => {
      const rzp = new Razorpay({
        key,
        amount: rp.amount,
        currency: rp.currency,
        order_id: rp.id,
        name: store.name,
        description: t("checkout.pay.razorpayOrder", { number: orderNumber({ id: order.id, orderNumber: order.invoiceNumber }) }),
        prefill: { name: `${values.firstName} ${values.lastName}`, email: values.email },
        theme: { color: store.primaryColor },
        handler: async (resp: RazorpayResponse) => {
          try {
            await payWith.razorpayVerify({
              razorpay_order_id: resp.razorpay_order_id,
              razorpay_payment_id: resp.razorpay_payment_id,
              razorpay_signature: resp.razorpay_signature,
              orderId: order.id,
            });
            await actions.finish(t("checkout.toast.paidTitle"), t("checkout.toast.paidBody"));
            resolve(true);
          } catch {
            toast({ title: t("checkout.toast.verifyFailedTitle"), description: t("checkout.toast.verifyFailedBody"), variant: "destructive" });
            resolve(false);
          }
        },
        modal: {
          ondismiss: () => {
            void actions.giveUp(order.id);
            resolve(false);
          },
        },
      });
      rzp.open();
    });
  }

  useEffect(() => {
    payRef.current = (values) =>
      actions.attempt(async (track) => {
        const order = await actions.placeOrder(values, "razorpay");
        track(order.id);
        return payOrder(values, order);
      });
  });
  return <p className="text-sm">{t("checkout.pay.razorpayInfo")}</p>;
}
