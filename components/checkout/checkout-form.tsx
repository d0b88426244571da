"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Banknote, CreditCard, Wallet, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CountryStateFields, NativeSelect } from "@/components/customer/country-state-fields";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { useT } from "@/components/storefront/island-messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { Customer } from "@/lib/auth/schemas";
import { keepState } from "@/lib/regions";
import type { AddressDto } from "@/lib/customers/schemas";
import { correctCart } from "@/lib/cart/correct";
import { formatMoney, specCurrency, toMinor } from "@/lib/money";
import { checkoutFormSchema } from "@/lib/orders/schemas";
import { availableMethods, METHOD_OPTIONS, reconcileMethod, type PaymentMethod } from "@/lib/checkout/payment-methods";
import { useCheckoutActions, type PayHandler } from "./checkout-actions";
import { useCheckoutRecord } from "./checkout-record";
import { CodFlow, GiftCardFlow } from "./flows/cod-flow";
import { GiftCardField } from "./gift-card-field";
import { PayPalFlow } from "./flows/paypal-flow";
import { RazorpayFlow } from "./flows/razorpay-flow";
import { StripeFlow } from "./flows/stripe-flow";
import { OrderSummary, summaryOf } from "./order-summary";
import { DiscountCodeField } from "./discount-code";
import { useWideLayout } from "./wide-layout";
import { useCheckoutQuote, usePaymentMethods } from "./use-quotes";
import { fieldError, postalKey, serverSays, SLOT, withSlot } from "./words";

type FormInput = z.input<typeof checkoutFormSchema>;
type FormValues = z.output<typeof checkoutFormSchema>;

export type CheckoutStore = {
  id: string;
  slug: string;
  name: string;
  currency: string;
  country: string;
  primaryColor: string;
  guestCheckout: boolean;
  /** Figures shown in the shopper's display currency (record 0159); the charge stays in `currency`. */
  price?: string;
};
export type ScriptUrls = { razorpay: string; stripe: string; paypal: string };

/** A gift card code as the server matches it: upper case, without spaces or dashes. */
const normalCode = (c: string) => c.toUpperCase().replace(/[\s-]+/g, "");

const METHOD_ICON = { paypal: Wallet, stripe: CreditCard, razorpay: Wallet, cod: Banknote } as const;

function fromAddress(a: AddressDto | undefined, email: string): FormInput {
  return {
    firstName: a?.firstName ?? "",
    lastName: a?.lastName ?? "",
    email,
    address: a ? [a.address1, a.address2].filter(Boolean).join(", ") : "",
    city: a?.city ?? "",
    country: a?.country ?? "",
    state: a ? keepState(a.country, a.state) : "",
    zipCode: a?.zipCode ?? "",
    phone: a?.phone ?? "",
    paymentMethod: "cod",
  };
}

/**
 * State 5 of the checkout: the shipping form, the payment method and its flow (./flows, one per method),
 * and the order summary, which shows the server's quote for this cart, address and method.
 */
export function CheckoutForm({
  store,
  basePath,
  customer,
  addresses,
  scripts,
}: {
  store: CheckoutStore;
  basePath: string;
  customer: Customer;
  addresses: AddressDto[];
  scripts: ScriptUrls;
}) {
  const router = useRouter();
  const t = useT();
  const cart = useCart();
  const initial = addresses.find((a) => a.isDefault) ?? addresses[0];
  const [addressId, setAddressId] = useState(initial?.id ?? "");
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(checkoutFormSchema), defaultValues: fromAddress(initial, customer.email) });
  const {
    register,
    handleSubmit,
    setValue,
    control,
    reset,
    trigger,
    getValues,
    formState: { errors },
  } = form;
  const country = useWatch({ control, name: "country" }) ?? "";
  const state = useWatch({ control, name: "state" }) ?? "";

  const methodsInfo = usePaymentMethods(store.slug);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  // Which methods are offered is decided before the quote (the quote depends on the method): on the cart's subtotal.
  const subtotalMinor = toMinor(cart.subtotal);
  // Gift cards given (issue 43): the rest of a total they pay in part is paid by any offered method (record 0158).
  const [giftCodes, setGiftCodes] = useState<string[]>([]);
  const [giftError, setGiftError] = useState<string | null>(null);
  const available = useMemo(() => availableMethods(methodsInfo.data, subtotalMinor), [methodsInfo.data, subtotalMinor]);
  const method = reconcileMethod(chosen, available);

  // The code sent with every quote: one typed here and not yet accepted, else the one kept with the cart
  // (applied earlier, before a reload or on another device: the quote re-validates it). A code the server
  // applies is kept with the cart as typed (the same quote key, so no second request).
  const [typedCode, setTyped] = useState<string | null>(null);
  const { code: keptCode, setCode: keepCode } = cart;
  // Once kept, the typed code is the cart's own.
  const typed = typedCode !== null && typedCode !== keptCode ? typedCode : null;
  const code = typed ?? keptCode;
  const [paidByCards, setPaidByCards] = useState(false);
  const quote = useCheckoutQuote(store.slug, country, state ?? "", cart.items, paidByCards ? "gift_card" : method, code, giftCodes);
  // The cards pay everything: no payment step and no COD charge (the order goes with paymentMethod "gift_card").
  const cardsCover = giftCodes.length > 0 && !!quote.data && quote.data.giftCards.length > 0 && toMinor(quote.data.amountDue) === 0;
  if (!quote.isPlaceholderData && quote.data && cardsCover !== paidByCards) setPaidByCards(cardsCover);
  if (giftCodes.length === 0 && paidByCards) setPaidByCards(false);
  useEffect(() => setValue("paymentMethod", paidByCards ? "gift_card" : method), [method, paidByCards, setValue]);
  // A card the server cannot use (not found, expired, spent…) is taken off the list, with the reason shown.
  const cardRefusal = giftCodes.length > 0 && quote.data && !quote.isPlaceholderData ? quote.data.giftCardError : null;
  if (cardRefusal) {
    setGiftError(cardRefusal);
    setGiftCodes(giftCodes.slice(0, -1));
  }
  const answered = !!code && !!quote.data && !quote.isPlaceholderData;
  const appliedCode = answered ? quote.data!.discountCode : null;
  // The server says why in English: shown in the page's language where the sentence is known.
  const codeError = answered && quote.data!.discountError ? serverSays(t, quote.data!.discountError) : null;
  useEffect(() => {
    if (typed && appliedCode) keepCode(typed);
  }, [typed, appliedCode, keepCode]);
  const summary = summaryOf(cart.subtotal, quote.data, !!country && !quote.isPending);

  // The server priced this very cart: drop the lines it cannot sell and take its prices, saying so, before
  // payment (not after a refused order). A placeholder quote is the previous cart's and is not used.
  // The messages stay on the form (a toast shows one at a time and goes): kept when a correction is first seen.
  const { replaceCart, items: cartItems } = cart;
  const priced = quote.data && !quote.isPlaceholderData ? quote.data : null;
  const fixed = useMemo(
    () =>
      priced
        ? correctCart({ items: cartItems }, priced.lines, store.currency, (n) =>
            n.price === undefined ? t("checkout.form.removedLine", { name: n.name }) : t("checkout.form.priceChanged", { name: n.name, price: n.price }),
          )
        : null,
    [priced, cartItems, store.currency, t],
  );
  const [noticed, setNoticed] = useState<typeof fixed>(null);
  const [cartNotices, setCartNotices] = useState<string[]>([]);
  if (fixed && fixed !== noticed && fixed.messages.length > 0) {
    setNoticed(fixed);
    setCartNotices([...cartNotices, ...fixed.messages]);
  }
  useEffect(() => {
    if (fixed && fixed.messages.length > 0) replaceCart(fixed.state);
  }, [fixed, replaceCart]);

  const [busy, setBusy] = useState(false);
  // Abandoned-checkout recovery (record 0156): the server's copy of this checkout, and the marketing choice.
  const email = useWatch({ control, name: "email" }) ?? "";
  const [marketing, setMarketing] = useState(false);
  useCheckoutRecord(store.id, email, cart.items, keptCode ?? null, marketing);
  // Gift-card products in the basket (record 0158): who gets the cards, and a message (none: the buyer).
  const [recipient, setRecipient] = useState({ email: "", message: "" });
  const buysCards = !!quote.data?.giftCardProducts;
  const actions = useCheckoutActions({ storeId: store.id, slug: store.slug, basePath, setBusy, discountCode: appliedCode, giftCardCodes: giftCodes, giftCardRecipient: buysCards ? recipient : null });
  // The chosen method's flow hands over what the button does.
  const pay = useRef<PayHandler | null>(null);

  async function onSubmit(values: FormValues) {
    if (cart.items.length === 0) {
      toast({ title: t("checkout.toast.error"), description: t("checkout.toast.cannotProcess"), variant: "destructive" });
      return;
    }
    await pay.current?.(values);
  }

  // One code field: in the summary beside the form on wide screens; on phones, where the summary sits below
  // Place Order, above the total the button charges (useWideLayout, ./wide-layout.ts).
  const wide = useWideLayout();
  // One code field, placed above the total on phones and in the summary on wide screens (record 0131); the
  // code is kept with the cart and re-checked on return (record 0132).
  const discountField = (
    <DiscountCodeField
      applied={appliedCode}
      pending={!!code && (quote.isFetching || quote.isPlaceholderData)}
      error={country ? codeError && (typed ? codeError : t("checkout.form.codeNotApplied", { code: code ?? "", reason: codeError })) : code ? t("checkout.form.addressFirst") : null}
      kept={typed ? null : keptCode}
      onApply={(c) => setTyped(c)}
      onRemove={() => {
        setTyped(null);
        keepCode(null);
      }}
    />
  );

  const giftField = (
    <GiftCardField
      applied={quote.data && giftCodes.length ? quote.data.giftCards : []}
      currency={store.currency}
      pending={giftCodes.length > 0 && (quote.isFetching || quote.isPlaceholderData)}
      error={giftError ? serverSays(t, giftError) : giftCodes.length && !country ? t("checkout.form.addressFirst") : null}
      onApply={(c) => {
        setGiftError(null);
        const key = normalCode(c);
        setGiftCodes((codes) => (codes.some((x) => normalCode(x) === key) ? codes : [...codes, c]));
      }}
      onRemove={(last4) => {
        setGiftError(null);
        setGiftCodes((codes) => codes.filter((x) => normalCode(x).slice(-4) !== last4));
      }}
    />
  );
  const codeFields = (
    <div className="space-y-4">
      {discountField}
      {buysCards ? null : giftField}
      {buysCards ? (
        <fieldset className="space-y-2" data-testid="gift-card-recipient">
          <legend className="text-sm font-medium">{t("checkout.form.recipientLegend")}</legend>
          <Input type="email" aria-label={t("checkout.form.recipientEmail")} placeholder={t("checkout.form.recipientEmailHint")} value={recipient.email} onChange={(e) => setRecipient({ ...recipient, email: e.target.value })} maxLength={254} />
          <Input aria-label={t("checkout.form.recipientMessage")} placeholder={t("checkout.form.recipientMessageHint")} value={recipient.message} onChange={(e) => setRecipient({ ...recipient, message: e.target.value })} maxLength={500} />
        </fieldset>
      ) : null}
    </div>
  );

  const readValues = async () => ((await trigger()) ? checkoutFormSchema.parse(getValues()) : null);

  const field = (name: "firstName" | "lastName" | "email" | "address" | "city" | "zipCode" | "phone", label: string, autoComplete: string, type = "text") => {
    const id = `checkout-${name}`;
    // The schema's messages are the API's (English): shown in the page's language.
    const error = fieldError(t, errors[name]?.message);
    return (
      <Field id={id} label={label} error={error} alert={false}>
        <Input {...fieldAria(id, error)} type={type} autoComplete={autoComplete} {...register(name)} />
      </Field>
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
      <Card className="relative">
        <Button type="button" variant="ghost" size="icon" className="absolute top-4 end-4" aria-label={t("checkout.form.close")} onClick={() => router.back()}>
          <X className="size-5" aria-hidden />
        </Button>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold">{t("checkout.form.title")}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {cartNotices.length > 0 ? (
            <div role="status" className="mb-6 rounded-lg border border-primary/40 bg-primary/5 p-4 text-sm" data-testid="cart-notices">
              <p className="font-medium">{t("checkout.form.cartUpdated")}</p>
              <ul className="mt-1 list-disc space-y-1 ps-5">
                {cartNotices.map((m, i) => (
                  <li key={i}>{m}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-8">
            <section className="space-y-4" aria-labelledby="shipping-heading">
              <h2 id="shipping-heading" className="text-lg font-semibold">
                {t("checkout.form.shippingHeading")}
              </h2>
              {addresses.length > 1 ? (
                <div className="space-y-2">
                  <Label htmlFor="checkout-saved-address">{t("checkout.form.savedAddress")}</Label>
                  <NativeSelect
                    id="checkout-saved-address"
                    value={addressId}
                    onChange={(e) => {
                      setAddressId(e.target.value);
                      const a = addresses.find((x) => x.id === e.target.value);
                      if (a) reset({ ...fromAddress(a, getValues("email") || customer.email), paymentMethod: method });
                    }}
                  >
                    {addresses.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.firstName} {a.lastName}, {a.address1}, {a.city}
                        {a.isDefault ? ` ${t("checkout.form.defaultAddress")}` : ""}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                {field("firstName", t("checkout.fields.firstName"), "given-name")}
                {field("lastName", t("checkout.fields.lastName"), "family-name")}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {field("email", t("checkout.fields.email"), "email", "email")}
                {field("phone", t("checkout.fields.phone"), "tel", "tel")}
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} className="size-4 accent-[var(--primary)]" />
                {t("checkout.form.marketing")}
              </label>
              {field("address", t("checkout.fields.address"), "street-address")}
              <div className="grid gap-4 sm:grid-cols-2">
                {field("city", t("checkout.fields.city"), "address-level2")}
                {field("zipCode", t(`checkout.fields.postalCode.${postalKey(country)}`), "postal-code")}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <CountryStateFields
                  idPrefix="checkout"
                  country={country}
                  state={state ?? ""}
                  onCountryChange={(c) => setValue("country", c, { shouldValidate: !!errors.country })}
                  onStateChange={(s) => setValue("state", s)}
                  countryError={fieldError(t, errors.country?.message)}
                />
              </div>
            </section>

            <section className="space-y-4" aria-labelledby="payment-heading">
              <h2 id="payment-heading" className="text-lg font-semibold">
                {t("checkout.form.paymentHeading")}
              </h2>
              {/* Until the store's methods are known nothing is offered: a preselected fallback that flips to another
                  method when they arrive would undo the shopper's (or a test's) click on it. */}
              {methodsInfo.isPending ? (
                <div aria-busy="true" className="grid gap-3" data-testid="payment-methods-loading">
                  <span className="sr-only">{t("checkout.form.loadingMethods")}</span>
                  <Skeleton className="h-[74px] w-full rounded-lg" />
                  <Skeleton className="h-[74px] w-full rounded-lg" />
                </div>
              ) : null}
              <div role="radiogroup" aria-labelledby="payment-heading" className="grid gap-3" hidden={methodsInfo.isPending || paidByCards}>
                {METHOD_OPTIONS.filter((o) => available.includes(o.id) || (available.length === 0 && o.id === "cod")).map((o) => {
                  const Icon = METHOD_ICON[o.id];
                  const selected = method === o.id;
                  return (
                    <label
                      key={o.id}
                      className={`flex cursor-pointer items-center gap-3 rounded-lg border p-4 transition-colors ${selected ? "border-primary bg-primary/5" : "hover:bg-muted/50"}`}
                    >
                      <input type="radio" name="payment-method" value={o.id} checked={selected} onChange={() => setChosen(o.id)} className="accent-[var(--primary)]" />
                      <Icon className="size-5 text-muted-foreground" aria-hidden />
                      <span>
                        <span className="block font-medium">{t(`checkout.methods.${o.id}.name`)}</span>
                        <span className="block text-sm text-muted-foreground">{t(`checkout.methods.${o.id}.description`)}</span>
                      </span>
                    </label>
                  );
                })}
              </div>

              <div className="rounded-lg border bg-muted/30 p-4" data-testid={`panel-${paidByCards ? "gift_card" : method}`} hidden={methodsInfo.isPending}>
                {paidByCards ? <GiftCardFlow actions={actions} payRef={pay} /> : null}
                {paidByCards ? null : method === "stripe" ? (
                  <StripeFlow
                    actions={actions}
                    payRef={pay}
                    scriptUrl={scripts.stripe}
                    publishableKey={methodsInfo.data?.stripePublishableKey ?? null}
                    currency={store.currency}
                    estimateMinor={subtotalMinor}
                  />
                ) : null}
                {method === "paypal" ? (
                  <PayPalFlow
                    actions={actions}
                    payRef={pay}
                    scriptUrl={scripts.paypal}
                    clientId={methodsInfo.data?.paypalClientId ?? null}
                    currency={store.currency}
                    readValues={readValues}
                  />
                ) : null}
                {method === "razorpay" ? <RazorpayFlow actions={actions} payRef={pay} scriptUrl={scripts.razorpay} store={store} /> : null}
                {!paidByCards && method === "cod" ? <CodFlow actions={actions} payRef={pay} hasCharges={toMinor(methodsInfo.data?.codCharges ?? "0") > 0} /> : null}
              </div>
            </section>

            {/* On phones the summary sits below the form: the code field and the total the button charges come above it. */}
            {wide ? null : <div data-testid="mobile-discount">{codeFields}</div>}
            <p className="flex items-baseline justify-between border-t pt-4 text-base font-semibold lg:hidden">
              <span>{t("checkout.form.total")}</span>
              <span data-testid="mobile-total">{formatMoney(summary.total, store.price ?? store.currency)}</span>
            </p>
            {/* Display currency (record 0159): the figures above are converted; the order is charged in the store's. */}
            {store.price && specCurrency(store.price) !== store.currency ? (
              <p className="text-sm text-muted-foreground" data-testid="charge-note">
                {withSlot(
                  t("checkout.form.chargeNote", { amount: SLOT, currency: specCurrency(store.price) }),
                  <strong className="text-foreground">{formatMoney(summary.total, store.currency)}</strong>,
                )}
              </p>
            ) : null}
            <SubmitButton pending={busy} disabled={busy || methodsInfo.isPending || (!paidByCards && available.length === 0 && method === "cod")} size="lg" className="w-full">
              {paidByCards ? t("checkout.form.placeOrder") : t(`checkout.methods.${method}.button`)}
            </SubmitButton>
            {!paidByCards && available.length === 0 && methodsInfo.data ? (
              <p className="text-center text-sm text-destructive">{t("checkout.form.noMethod")}</p>
            ) : null}
          </form>
        </CardContent>
      </Card>
      <OrderSummary
        currency={store.price ?? store.currency}
        items={cart.items}
        {...summary}
        discountField={wide ? codeFields : undefined}
      />
    </div>
  );
}
