"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, type Dispatch, type SetStateAction } from "react";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { storeHref } from "@/components/storefront/store-link";
import { toast } from "@/components/ui/use-toast";
import type { CheckoutAddress } from "@/lib/orders/schemas";
import type { PlacedOrderDto } from "@/lib/orders/schemas";
import { callApi } from "@/lib/http/call";
import { errorMessage, HttpError } from "@/lib/http/client";
import * as orders from "@/lib/orders/endpoints";
import { queryKeys } from "@/lib/http/query-keys";
import type { OrderPaymentMethod } from "@/lib/checkout/payment-methods";
import { AttemptKeys } from "./attempt-key";
import { checkoutToken, keepCheckoutToken } from "./checkout-record";
import { LOAD_FAILED } from "./scripts";
import { serverSays } from "./words";

/** The checkout form's values, as its schema outputs them. */
export type CheckoutValues = CheckoutAddress & { paymentMethod: string };

/** What every payment flow shares: placing the order, ending on its page, giving it up, saying what went wrong. */
export type CheckoutActions = ReturnType<typeof useCheckoutActions>;

/** The body of POST /api/orders: exactly the fields the server reads (amounts and the store are its own). */
export function orderPayload(
  values: CheckoutValues,
  method: OrderPaymentMethod,
  items: { productId: string; variantId?: string; quantity: number }[],
  discountCode: string | null = null,
  giftCardCodes: readonly string[] = [],
  checkoutToken: string | null = null,
  giftCardRecipient: { email: string; message: string } | null = null,
) {
  return {
    customerEmail: values.email,
    customerName: `${values.firstName} ${values.lastName}`,
    shippingAddress: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      address: values.address,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
      country: values.country,
      phone: values.phone,
    },
    paymentMethod: method,
    // Lines stored before variants name no variant: the server resolves a product's only one.
    items: items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity })),
    // Only a code the quote applied: the server prices it again and refuses one that no longer applies.
    ...(discountCode ? { discountCode } : {}),
    // Gift cards the quote accepted: they pay the total first (the server checks and spends them).
    ...(giftCardCodes.length ? { giftCardCodes: [...giftCardCodes] } : {}),
    // The checkout record this order completes (abandoned-checkout recovery, record 0156).
    ...(checkoutToken ? { checkoutToken } : {}),
    // Who gets the gift cards the basket buys (record 0158); none named: the buyer.
    ...(giftCardRecipient && (giftCardRecipient.email.trim() || giftCardRecipient.message.trim())
      ? { giftCardRecipient: { email: giftCardRecipient.email.trim(), message: giftCardRecipient.message.trim() } }
      : {}),
  };
}

export function useCheckoutActions({
  storeId,
  slug,
  basePath,
  setBusy,
  discountCode = null,
  giftCardCodes = [],
  giftCardRecipient = null,
}: {
  storeId: string;
  slug: string;
  basePath: string;
  setBusy: Dispatch<SetStateAction<boolean>>;
  discountCode?: string | null;
  giftCardCodes?: readonly string[];
  giftCardRecipient?: { email: string; message: string } | null;
}) {
  const router = useRouter();
  const t = useT();
  const qc = useQueryClient();
  const cart = useCart();
  const keys = useRef(new AttemptKeys());
  // The order being paid for: every way of paying ends on its confirmation page.
  const placed = useRef<string | null>(null);

  async function placeOrder(values: CheckoutValues, method: OrderPaymentMethod): Promise<PlacedOrderDto> {
    const body = orderPayload(values, method, cart.items, discountCode, giftCardCodes, checkoutToken(storeId), giftCardRecipient);
    const order = await callApi(orders.place, { body }, { idempotencyKey: keys.current.keyFor(body) });
    keys.current.settle();
    placed.current = order.id;
    return order;
  }

  async function finish(title: string, description: string) {
    cart.clearCart({ silent: true });
    keepCheckoutToken(storeId, null);
    await qc.invalidateQueries({ queryKey: queryKeys.customer.orders(slug) });
    // The toast also announces the outcome to screen readers, which a change of page does not.
    toast({ title, description, variant: "success" });
    const id = placed.current;
    router.push(storeHref(basePath, id ? `/order/${id}` : "/customer/dashboard"));
  }

  // The API's own words stay as it says them (in English); only what the page says is in its language.
  const fail = (err: unknown, fallback = t("checkout.toast.failedPayment")) =>
    toast({ title: t("checkout.toast.error"), description: serverSays(t, errorMessage(err, fallback)), variant: "destructive" });

  // Loaded on use, with the flows' payment calls: the payment descriptors stay off the first load.
  const giveUp = (orderId: string) =>
    import("./flows/payment-calls")
      .then((m) => m.payWith.abandon(orderId))
      .catch(() => undefined);

  /**
   * One press of the form's button: busy until the flow ends. `run` reports the online order it placed
   * (`track`), so a thrown error gives that order up (its stock comes back) before saying what went wrong.
   * `run` answers true when the page moves on, false when the shopper stays on the form.
   */
  async function attempt(run: (track: (orderId: string) => void) => Promise<boolean>) {
    setBusy(true);
    let tracked: string | null = null;
    try {
      if (!(await run((id) => (tracked = id)))) setBusy(false);
    } catch (err) {
      setBusy(false);
      if (tracked) await giveUp(tracked);
      if (err instanceof HttpError) fail(err);
      else {
        const message = !(err instanceof Error) ? t("checkout.toast.failedPayment") : err.message === LOAD_FAILED ? t("checkout.pay.loadFailed") : err.message;
        toast({ title: t("checkout.toast.error"), description: message, variant: "destructive" });
      }
    }
  }

  return { placeOrder, finish, fail, giveUp, attempt, setBusy, cartIsEmpty: () => cart.items.length === 0 };
}

/** Each flow hands the form its way of paying when the form's button is pressed. */
export type PayHandler = (values: CheckoutValues) => Promise<void> | void;
