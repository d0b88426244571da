"use client";
import { useEffect, type MutableRefObject } from "react";
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
  async function payOrder(values: CheckoutValues, order: PlacedOrderDto) {
    const { payWith } = await import("./payment-calls");
    const rp = await payWith.razorpayOrder(order.id);
    if (!rp.key) {
      toast({ title: "Payment Configuration Error", description: "Razorpay is not properly configured. Please contact support.", variant: "destructive" });
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
        description: `Order ${orderNumber({ id: order.id, orderNumber: order.invoiceNumber })}`,
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
            await actions.finish("Payment Successful", "Your order has been placed successfully!");
            resolve(true);
          } catch {
            toast({ title: "Payment Verification Failed", description: "Please contact support if amount was deducted.", variant: "destructive" });
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
  return <p className="text-sm">You will be redirected to Razorpay to complete your payment.</p>;
}
