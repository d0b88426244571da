"use client";
import dynamic from "next/dynamic";
import { useEffect, useRef, type MutableRefObject } from "react";
import { useT } from "@/components/storefront/island-messages";
import { toast } from "@/components/ui/use-toast";
import type { CheckoutActions, CheckoutValues, PayHandler } from "../checkout-actions";
import type { PayPalButtonsOptions } from "../scripts";

// PayPal's package loads only when the PayPal method is shown, not with every checkout (record 0080's budget).
const PayPalPanel = dynamic(() => import("../payment-panels").then((m) => m.PayPalPanel), { ssr: false });

/**
 * PayPal: PayPal's own buttons pay, not the form's. Our order is placed when the shopper clicks PayPal's
 * button, the PayPal order is made on the server for the stored total, and the capture happens on the server.
 */
export function PayPalFlow({
  actions,
  payRef,
  scriptUrl,
  clientId,
  currency,
  readValues,
}: {
  actions: CheckoutActions;
  payRef: MutableRefObject<PayHandler | null>;
  scriptUrl: string;
  clientId: string | null;
  currency: string;
  /** The form's values once they pass validation, else null (the form shows its errors). */
  readValues: () => Promise<CheckoutValues | null>;
}) {
  const t = useT();
  const placed = useRef<string | null>(null);
  const options = useRef<Omit<PayPalButtonsOptions, "style">>({ createOrder: async () => "", onApprove: async () => {} });
  // The PayPal buttons read the latest handlers (they close over the form and cart) at click time.
  useEffect(() => {
    payRef.current = () => {
      toast({ title: t("checkout.toast.paypalProcessingTitle"), description: t("checkout.toast.paypalProcessingBody") });
    };
    options.current = {
      createOrder: async () => {
        const values = await readValues();
        if (!values || actions.cartIsEmpty()) {
          toast({ title: t("checkout.toast.error"), description: t(actions.cartIsEmpty() ? "checkout.toast.cannotProcess" : "checkout.toast.shippingFirst"), variant: "destructive" });
          throw new Error("invalid form");
        }
        placed.current = null;
        try {
          const order = await actions.placeOrder(values, "paypal");
          placed.current = order.id;
          const pp = await (await import("./payment-calls")).payWith.paypalOrder(order.id);
          return pp.id;
        } catch (err) {
          actions.fail(err);
          if (placed.current) await actions.giveUp(placed.current);
          throw err;
        }
      },
      onApprove: async ({ orderID }) => {
        actions.setBusy(true);
        try {
          const r = await (await import("./payment-calls")).payWith.paypalCapture(orderID);
          if (r.paid) await actions.finish(t("checkout.toast.paidTitle"), t("checkout.toast.paidBody"));
          else {
            actions.setBusy(false);
            toast({ title: t("checkout.toast.paymentFailed"), description: t("checkout.toast.paypalIncomplete"), variant: "destructive" });
          }
        } catch (err) {
          actions.setBusy(false);
          actions.fail(err);
        }
      },
      onCancel: () => {
        if (placed.current) void actions.giveUp(placed.current);
      },
      onError: () => {
        if (placed.current) void actions.giveUp(placed.current);
      },
    };
  });
  return <PayPalPanel scriptUrl={scriptUrl} clientId={clientId} currency={currency} options={options} />;
}
