"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { CreditCard, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { loadRazorpay, type RazorpayResponse } from "@/components/checkout/scripts";
import { useT } from "@/components/storefront/island-messages";
import { StoreButton } from "@/components/storefront/store-button";
import { storeHref } from "@/components/storefront/store-link";
import { toast } from "@/components/ui/use-toast";
import * as draftsApi from "@/lib/draft-orders/endpoints";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import type { OnlineMethod } from "@/lib/checkout/payment-methods";
import type { PayFlow } from "./pay-flow";

/** The public ids the card and PayPal panels need (toPaymentMethodsInfo: never a secret). */
export type PayKeys = {
  stripePublishableKey: string | null;
  paypalClientId: string | null;
};

type Props = {
  token: string;
  methods: OnlineMethod[];
  payer: { name: string; email: string };
  /** Formatted, for the button. */
  total: string;
  currency: string;
  totalMinor: number;
  store: { name: string; primaryColor: string };
  basePath: string;
  scripts: { razorpay: string; stripe: string; paypal: string };
  keys: PayKeys;
};

// The card and PayPal parts load their providers' packages only when that method is shown.
const CardPay = dynamic(() => import("./pay-card").then((m) => m.CardPay), {
  ssr: false,
});
const PayPalPay = dynamic(() => import("./pay-paypal").then((m) => m.PayPalPay), { ssr: false });

const ORDER: readonly OnlineMethod[] = ["paypal", "stripe", "razorpay"];

/**
 * The invoice's payment (records 0153, 0163): every online method the store offers (one: no choice shown). Paying
 * makes the draft a pending order of a guest session, which the checkout's own payment calls then pay: Razorpay's
 * widget and the server's signature check, Stripe's card element and the server's retrieve, PayPal's buttons and the
 * server's capture; then the order's page. A failed attempt leaves the order pending, to be paid again from the link.
 */
export function PayActions({ token, methods, payer, total, currency, totalMinor, store, basePath, scripts, keys }: Props) {
  const t = useT();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const offered = ORDER.filter((m) => methods.includes(m));
  const [method, setMethod] = useState<OnlineMethod>(offered[0] ?? "razorpay");

  const flow: PayFlow = {
    start: (m) => callApi(draftsApi.pay, { params: { token }, body: { paymentMethod: m } }),
    paid(orderId) {
      toast({
        title: t("pay.toast.successTitle"),
        description: t("pay.toast.successDescription"),
        variant: "success",
      });
      router.push(storeHref(basePath, `/order/${orderId}`));
    },
    failed(err) {
      toast({
        title: t("pay.toast.failedTitle"),
        description: errorMessage(err, t("pay.toast.failedDescription")),
        variant: "destructive",
      });
    },
    busy,
    setBusy,
  };

  async function payRazorpay() {
    setBusy(true);
    try {
      const started = await flow.start("razorpay");
      const { payWith } = await import("@/components/checkout/flows/payment-calls");
      const rp = await payWith.razorpayOrder(started.orderId);
      const Razorpay = await loadRazorpay(scripts.razorpay);
      await new Promise<void>((resolve) => {
        new Razorpay({
          key: rp.key,
          amount: rp.amount,
          currency: rp.currency,
          order_id: rp.id,
          name: store.name,
          description: t("pay.widgetDescription"),
          prefill: { name: payer.name, email: payer.email },
          theme: { color: store.primaryColor },
          handler: async (resp: RazorpayResponse) => {
            try {
              await payWith.razorpayVerify({
                ...resp,
                orderId: started.orderId,
              });
              flow.paid(started.orderId);
            } catch {
              toast({
                title: t("pay.toast.verifyFailedTitle"),
                description: t("pay.toast.verifyFailedDescription"),
                variant: "destructive",
              });
            }
            resolve();
          },
          modal: { ondismiss: () => resolve() },
        }).open();
      });
    } catch (err) {
      flow.failed(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      {offered.length > 1 ? (
        <fieldset className="grid gap-2" data-testid="pay-methods">
          <legend className="mb-2 text-sm font-medium">{t("pay.methods.label")}</legend>
          {offered.map((m) => (
            <label
              key={m}
              className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors ${method === m ? "border-primary bg-primary/5" : "hover:bg-muted/50"}`}
            >
              <input
                type="radio"
                name="pay-method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                disabled={busy}
                className="accent-[var(--primary)]"
              />
              <span>
                <span className="block font-medium">{t(`pay.methods.${m}.name`)}</span>
                <span className="block text-muted-foreground">{t(`pay.methods.${m}.description`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div data-testid={`pay-panel-${method}`}>
        {method === "razorpay" ? (
          <StoreButton className="w-full" size="lg" onClick={payRazorpay} disabled={busy} data-testid="pay-invoice">
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <CreditCard aria-hidden />} {t("pay.button", { total })}
          </StoreButton>
        ) : method === "stripe" ? (
          <CardPay
            flow={flow}
            payer={payer}
            label={t("pay.button", { total })}
            scriptUrl={scripts.stripe}
            publishableKey={keys.stripePublishableKey}
            currency={currency}
            amountMinor={totalMinor}
          />
        ) : (
          <PayPalPay flow={flow} scriptUrl={scripts.paypal} clientId={keys.paypalClientId} currency={currency} />
        )}
      </div>
    </div>
  );
}
