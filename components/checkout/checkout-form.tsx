"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Banknote, CreditCard, Wallet, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { CountryStateFields, NativeSelect } from "@/components/customer/country-state-fields";
import { useCart } from "@/components/storefront/cart/cart-provider";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import type { Customer } from "@/lib/auth/schemas";
import { keepState, postalCodeLabel } from "@/lib/customers/regions";
import type { AddressDto } from "@/lib/customers/schemas";
import { apiRequest, errorMessage, HttpError } from "@/lib/http/client";
import { queryKeys } from "@/lib/http/query-keys";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import type { PlacedOrderDto } from "@/lib/orders/schemas";
import { checkoutFormSchema } from "@/lib/orders/schemas";
import { availableMethods, BUTTON_TEXT, METHOD_OPTIONS, reconcileMethod, type PaymentMethod } from "@/lib/checkout/payment-methods";
import { OrderSummary, summaryTotalMinor } from "./order-summary";
import { PayPalPanel, StripeCardPanel, type StripeHandle } from "./payment-panels";
import { loadRazorpay, type PayPalButtonsOptions, type RazorpayResponse } from "./scripts";
import { usePaymentMethods, useShippingQuote, useTaxQuote } from "./use-quotes";
import type { z } from "zod";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";

type FormInput = z.input<typeof checkoutFormSchema>;
type FormValues = z.output<typeof checkoutFormSchema>;

export type CheckoutStore = { id: string; slug: string; name: string; currency: string; country: string; primaryColor: string; guestCheckout: boolean };
export type ScriptUrls = { razorpay: string; stripe: string; paypal: string };

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

/** State 5 of the checkout: the form, the order summary, the payment method and its panel. */
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
  const qc = useQueryClient();
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

  const subtotalMinor = toMinor(cart.subtotal);
  const tax = useTaxQuote(store.slug, country, state ?? "", cart.items);
  const shipping = useShippingQuote(store.slug, store.country, country, cart.subtotal);
  const methodsInfo = usePaymentMethods(store.slug);
  const available = useMemo(() => availableMethods(methodsInfo.data, subtotalMinor), [methodsInfo.data, subtotalMinor]);
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = reconcileMethod(chosen, available);
  useEffect(() => setValue("paymentMethod", method), [method, setValue]);

  const [busy, setBusy] = useState(false);
  const stripeHandle = useRef<StripeHandle>(null);

  const codCharges = method === "cod" ? toMinor(methodsInfo.data?.codCharges ?? "0") : 0;

  // The order being paid for: every way of paying ends on its confirmation page.
  const placedOrder = useRef<string | null>(null);
  async function finish(title: string, description: string) {
    cart.clearCart({ silent: true });
    await qc.invalidateQueries({ queryKey: queryKeys.customer.orders(store.slug) });
    // The toast also announces the outcome to screen readers, which a change of page does not.
    toast({ title, description, variant: "success" });
    const id = placedOrder.current;
    router.push(storeHref(basePath, id ? `/order/${id}` : "/customer/dashboard"));
  }

  const fail = (err: unknown, fallback = "Failed to process payment") =>
    toast({ title: "Error", description: errorMessage(err, fallback), variant: "destructive" });

  const giveUp = (orderId: string) => apiRequest("POST", `/api/customers/orders/${orderId}/cancel`).catch(() => undefined);

  async function createOrder(values: FormValues, paymentMethod: PaymentMethod): Promise<PlacedOrderDto> {
    const order = await apiRequest<PlacedOrderDto>("POST", "/api/orders", {
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
      paymentMethod,
      items: cart.items.map((i) => ({ productId: i.productId, quantity: i.quantity, price: i.price })),
    });
    placedOrder.current = order.id;
    return order;
  }

  async function payRazorpay(values: FormValues, order: PlacedOrderDto) {
    const rp = await apiRequest<{ key?: string; amount: number; currency: string; id: string }>("POST", "/api/razorpay/create-order", {
      orderId: order.id,
      amount: order.total,
      currency: "INR",
    });
    if (!rp.key) {
      toast({ title: "Payment Configuration Error", description: "Razorpay is not properly configured. Please contact support.", variant: "destructive" });
      await giveUp(order.id);
      return false;
    }
    const Razorpay = await loadRazorpay(scripts.razorpay);
    return new Promise<boolean>((resolve) => {
      const rzp = new Razorpay({
        key: rp.key!,
        amount: rp.amount,
        currency: rp.currency,
        order_id: rp.id,
        name: store.name,
        description: `Order ${order.id.slice(0, 8)}`,
        prefill: { name: `${values.firstName} ${values.lastName}`, email: values.email },
        theme: { color: store.primaryColor },
        handler: async (resp: RazorpayResponse) => {
          try {
            await apiRequest("POST", "/api/razorpay/verify-payment", { ...resp, orderId: order.id, amount: order.total, tenantId: store.id });
            await finish("Payment Successful", "Your order has been placed successfully!");
            resolve(true);
          } catch {
            toast({ title: "Payment Verification Failed", description: "Please contact support if amount was deducted.", variant: "destructive" });
            resolve(false);
          }
        },
        modal: {
          ondismiss: () => {
            void giveUp(order.id);
            resolve(false);
          },
        },
      });
      rzp.open();
    });
  }

  async function payStripe(values: FormValues, order: PlacedOrderDto) {
    const h = stripeHandle.current;
    if (!h) throw new Error("Failed to load payment system. Please check your internet connection.");
    const pi = await apiRequest<{ clientSecret: string }>("POST", "/api/create-payment-intent", { orderId: order.id, amount: order.total, tenantId: store.id });
    const result = await h.confirm(pi.clientSecret, { name: `${values.firstName} ${values.lastName}`, email: values.email });
    if (result.error) {
      toast({ title: "Payment Failed", description: result.error.message ?? "Failed to process payment", variant: "destructive" });
      await giveUp(order.id);
      return false;
    }
    const confirmed = await apiRequest<{ paid: boolean }>("POST", "/api/stripe/confirm", { orderId: order.id });
    if (!confirmed.paid) {
      toast({ title: "Payment Failed", description: "Your payment could not be confirmed.", variant: "destructive" });
      return false;
    }
    await finish("Payment Successful", "Your order has been placed successfully!");
    return true;
  }

  async function onSubmit(values: FormValues) {
    if (cart.items.length === 0) {
      toast({ title: "Error", description: "Unable to process checkout", variant: "destructive" });
      return;
    }
    if (method === "paypal") {
      toast({ title: "Processing PayPal Payment", description: "Please complete payment via PayPal." });
      return;
    }
    setBusy(true);
    let order: PlacedOrderDto | null = null;
    try {
      if (method === "stripe") {
        // The card is checked before the order takes any stock.
        const checked = await stripeHandle.current?.submit();
        if (!checked || checked.error) {
          setBusy(false);
          toast({ title: "Payment Failed", description: checked?.error?.message ?? "Failed to load payment system. Please check your internet connection.", variant: "destructive" });
          return;
        }
      }
      order = await createOrder(values, method);
      if (method === "cod") {
        await finish("Order Placed Successfully", "Your order will be delivered with cash on delivery option.");
        return;
      }
      const ok = method === "razorpay" ? await payRazorpay(values, order) : await payStripe(values, order);
      if (!ok) setBusy(false);
    } catch (err) {
      setBusy(false);
      if (order && method !== "cod") await giveUp(order.id);
      if (err instanceof HttpError) fail(err);
      else toast({ title: "Error", description: err instanceof Error ? err.message : "Failed to process payment", variant: "destructive" });
    }
  }

  // PayPal: our order is created when the buyer clicks PayPal's button; capture happens on the server.
  const paypalOrder = useRef<string | null>(null);
  const paypalOptions = useRef<Omit<PayPalButtonsOptions, "style">>({ createOrder: async () => "", onApprove: async () => {} });
  // The PayPal buttons read the latest handlers (they close over the form and cart) at click time.
  useEffect(() => {
    paypalOptions.current = {
      createOrder: async () => {
        const valid = await trigger();
        if (!valid || cart.items.length === 0) {
          toast({ title: "Error", description: cart.items.length ? "Please complete the shipping details first." : "Unable to process checkout", variant: "destructive" });
          throw new Error("invalid form");
        }
        const values = checkoutFormSchema.parse(getValues());
        try {
          const order = await createOrder(values, "paypal");
          paypalOrder.current = order.id;
          const pp = await apiRequest<{ id: string }>("POST", "/api/paypal/order", { orderId: order.id, amount: order.total, currency: order.currency, intent: "capture" });
          return pp.id;
        } catch (err) {
          fail(err);
          if (paypalOrder.current) await giveUp(paypalOrder.current);
          throw err;
        }
      },
      onApprove: async ({ orderID }) => {
        setBusy(true);
        try {
          const r = await apiRequest<{ paid: boolean }>("POST", `/api/paypal/order/${encodeURIComponent(orderID)}/capture`);
          if (r.paid) await finish("Payment Successful", "Your order has been placed successfully!");
          else {
            setBusy(false);
            toast({ title: "Payment Failed", description: "PayPal did not complete the payment.", variant: "destructive" });
          }
        } catch (err) {
          setBusy(false);
          fail(err);
        }
      },
      onCancel: () => {
        if (paypalOrder.current) void giveUp(paypalOrder.current);
      },
      onError: () => {
        if (paypalOrder.current) void giveUp(paypalOrder.current);
      },
    };
  });

  const quote = {
    subtotal: cart.subtotal,
    shipping: shipping.data?.shippingCost ?? 0,
    shippingReady: !!country && !shipping.isPending,
    tax: tax.data?.taxAmount ?? 0,
    taxBreakdown: tax.data?.taxBreakdown ?? [],
    taxInclusive: tax.data?.taxInclusive ?? false,
    taxReady: !!country && !tax.isPending,
    codCharges: codCharges / 100,
  };

  const field = (name: "firstName" | "lastName" | "email" | "address" | "city" | "zipCode" | "phone", label: string, autoComplete: string, type = "text") => {
    const id = `checkout-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} alert={false}>
        <Input {...fieldAria(id, error)} type={type} autoComplete={autoComplete} {...register(name)} />
      </Field>
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_380px]">
      <Card className="relative">
        <Button type="button" variant="ghost" size="icon" className="absolute top-4 right-4" aria-label="Close checkout" onClick={() => router.back()}>
          <X className="size-5" aria-hidden />
        </Button>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold">Checkout</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-8">
            <section className="space-y-4" aria-labelledby="shipping-heading">
              <h2 id="shipping-heading" className="text-lg font-semibold">
                Shipping Information
              </h2>
              {addresses.length > 1 ? (
                <div className="space-y-2">
                  <Label htmlFor="checkout-saved-address">Saved Address</Label>
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
                        {a.isDefault ? " (Default)" : ""}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                {field("firstName", "First Name", "given-name")}
                {field("lastName", "Last Name", "family-name")}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                {field("email", "Email", "email", "email")}
                {field("phone", "Phone (optional)", "tel", "tel")}
              </div>
              {field("address", "Address", "street-address")}
              <div className="grid gap-4 sm:grid-cols-2">
                {field("city", "City", "address-level2")}
                {field("zipCode", postalCodeLabel(country), "postal-code")}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <CountryStateFields
                  idPrefix="checkout"
                  country={country}
                  state={state ?? ""}
                  onCountryChange={(c) => setValue("country", c, { shouldValidate: !!errors.country })}
                  onStateChange={(s) => setValue("state", s)}
                  countryError={errors.country?.message}
                />
              </div>
            </section>

            <section className="space-y-4" aria-labelledby="payment-heading">
              <h2 id="payment-heading" className="text-lg font-semibold">
                Payment Method
              </h2>
              <div role="radiogroup" aria-labelledby="payment-heading" className="grid gap-3">
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
                        <span className="block font-medium">{o.name}</span>
                        <span className="block text-sm text-muted-foreground">{o.description}</span>
                      </span>
                    </label>
                  );
                })}
              </div>

              <div className="rounded-lg border bg-muted/30 p-4" data-testid={`panel-${method}`}>
                {method === "stripe" ? <StripeCardPanel
                    scriptUrl={scripts.stripe}
                    publishableKey={methodsInfo.data?.stripePublishableKey ?? null}
                    currency={store.currency}
                    amount={subtotalMinor}
                    handle={stripeHandle}
                  /> : null}
                {method === "paypal" ? (
                  <PayPalPanel scriptUrl={scripts.paypal} clientId={methodsInfo.data?.paypalClientId ?? null} currency={store.currency} options={paypalOptions} />
                ) : null}
                {method === "razorpay" ? <p className="text-sm">You will be redirected to Razorpay to complete your payment.</p> : null}
                {method === "cod" ? (
                  <p className="text-sm">
                    Pay with cash when your order is delivered.
                    {codCharges > 0 ? " A cash on delivery charge is added to your total." : ""}
                  </p>
                ) : null}
              </div>
            </section>

            {/* On phones the summary sits below the form: the total the button charges is repeated above it. */}
            <p className="flex items-baseline justify-between border-t pt-4 text-base font-semibold lg:hidden">
              <span>Total</span>
              <span data-testid="mobile-total">{formatMoney(fromMinor(summaryTotalMinor(quote)), store.currency)}</span>
            </p>
            <SubmitButton pending={busy} disabled={busy || (available.length === 0 && method === "cod")} size="lg" className="w-full">
              {BUTTON_TEXT[method]}
            </SubmitButton>
            {available.length === 0 && methodsInfo.data ? (
              <p className="text-center text-sm text-destructive">No payment method is available for this order. Please contact the store.</p>
            ) : null}
          </form>
        </CardContent>
      </Card>
      <OrderSummary currency={store.currency} items={cart.items} {...quote} />
    </div>
  );
}
