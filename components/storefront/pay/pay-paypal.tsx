"use client";
import { useEffect, useRef } from "react";
import { PayPalPanel } from "@/components/checkout/payment-panels";
import type { PayPalButtonsOptions } from "@/components/checkout/scripts";
import { useT } from "@/components/storefront/island-messages";
import { toast } from "@/components/ui/use-toast";
import type { PayFlow } from "./pay-flow";

/**
 * The invoice paid with PayPal (record 0163), as the checkout's PayPal flow does it: PayPal's own buttons (the
 * checkout's panel) pay. On their click the draft becomes its pending order and the server makes the PayPal order
 * for the stored total; on approval the server captures it and marks the order paid. A cancelled or failed
 * attempt leaves the order pending, to be paid again from the link.
 */
export function PayPalPay({ flow, scriptUrl, clientId, currency }: { flow: PayFlow; scriptUrl: string; clientId: string | null; currency: string }) {
  const t = useT();
  // The buttons read the latest handlers at click time (the flow's closures change with each render).
  const options = useRef<PayPalButtonsOptions>({
    createOrder: async () => "",
    onApprove: async () => {},
  });
  useEffect(() => {
    options.current = {
      createOrder: async () => {
        try {
          const started = await flow.start("paypal");
          const pp = await (await import("@/components/checkout/flows/payment-calls")).payWith.paypalOrder(started.orderId);
          return pp.id;
        } catch (err) {
          flow.failed(err);
          throw err;
        }
      },
      onApprove: async ({ orderID }) => {
        flow.setBusy(true);
        try {
          const r = await (await import("@/components/checkout/flows/payment-calls")).payWith.paypalCapture(orderID);
          if (r.paid) flow.paid(r.orderId);
          else
            toast({
              title: t("pay.toast.failedTitle"),
              description: t("pay.toast.paypalIncomplete"),
              variant: "destructive",
            });
        } catch (err) {
          flow.failed(err);
        } finally {
          flow.setBusy(false);
        }
      },
    };
  });
  return <PayPalPanel scriptUrl={scriptUrl} clientId={clientId} currency={currency} options={options} />;
}
