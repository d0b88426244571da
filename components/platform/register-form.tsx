"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Globe, Rocket, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";
import type { ResponseOf } from "@/lib/endpoint";
import * as registration from "@/lib/registration/endpoints";
import { planPricing, yearlySaving, type Plan, type Pricing } from "@/lib/billing/pricing";
import { registrationSchema, type RegistrationFormValues, type RegistrationInput } from "@/lib/registration/schemas";
import { cn } from "@/lib/utils";
import { Field, FieldError, FieldHint, PasswordInput } from "@/components/ui/form";

type StartAnswer = ResponseOf<typeof registration.start>;
type CreatedStore = ResponseOf<typeof registration.complete>["store"];
type RazorpayOrder = Extract<StartAnswer, { mode: "payment" }>["razorpayOrder"];

type RazorpayResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayCtor = new (options: Record<string, unknown>) => { open: () => void; on: (event: string, cb: (r: unknown) => void) => void };

const inr = (n: number) => `₹${n.toLocaleString("en-IN")}`;

/** Store registration: form, then payment (only when the platform takes payments), then success. */
export function RegisterForm({ rootDomain, mode, checkoutScriptUrl }: { rootDomain: string; mode: "payment" | "trial"; checkoutScriptUrl: string }) {
  const [step, setStep] = useState<"form" | "payment" | "success">("form");
  const [values, setValues] = useState<RegistrationInput | null>(null);
  const [order, setOrder] = useState<{ razorpayOrder: RazorpayOrder; pricing: Pricing; registrationToken: string } | null>(null);
  const [store, setStore] = useState<CreatedStore | null>(null);

  const form = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { name: "", subdomain: "", description: "", plan: "monthly", ownerFirstName: "", ownerLastName: "", ownerEmail: "", ownerPassword: "" },
  });
  const { register, handleSubmit, setValue, setError, formState, control } = form;
  const plan = useWatch({ control, name: "plan" }) as Plan;
  const subdomain = useWatch({ control, name: "subdomain" });
  const pricing = planPricing(plan);

  async function onSubmit(v: RegistrationInput) {
    try {
      const answer = await callApi(registration.start, { body: v });
      setValues(v);
      if (answer.mode === "trial") {
        setStore(answer.store);
        setStep("success");
        toast({ title: "Registration Successful", description: "Your store has been created successfully!", variant: "success" });
      } else {
        setOrder({ razorpayOrder: answer.razorpayOrder, pricing: answer.pricing, registrationToken: answer.registrationToken });
        setStep("payment");
      }
    } catch (err) {
      const fields = err instanceof HttpError ? err.fieldErrors : undefined;
      for (const [field, message] of Object.entries(fields ?? {})) {
        if (field in v) setError(field as keyof RegistrationFormValues, { message });
      }
      toast({ title: "Registration Failed", description: errorMessage(err, "Please check your details and try again"), variant: "destructive" });
    }
  }

  if (step === "success" && store) return <SuccessCard store={store} rootDomain={rootDomain} />;
  if (step === "payment" && order && values) {
    return (
      <PaymentCard
        values={values}
        order={order}
        rootDomain={rootDomain}
        scriptUrl={checkoutScriptUrl}
        onPaid={(s) => {
          setStore(s);
          setStep("success");
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Store Details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field id="reg-name" label="Store Name" error={formState.errors.name?.message} alert={false}>
            <Input id="reg-name" placeholder="My Awesome Store" aria-invalid={!!formState.errors.name} {...register("name")} />
          </Field>
          <div className="space-y-2">
            <Label htmlFor="reg-subdomain">Subdomain</Label>
            <Input
              id="reg-subdomain"
              placeholder="mystore"
              autoCapitalize="none"
              aria-invalid={!!formState.errors.subdomain}
              {...register("subdomain", { onChange: (e) => setValue("subdomain", String(e.target.value).toLowerCase()) })}
            />
            <FieldHint>
              Your store will be at <span className="font-medium text-foreground">{subdomain || "yourstore"}.{rootDomain}</span>
            </FieldHint>
            <FieldError id="reg-subdomain-error" message={formState.errors.subdomain?.message} />
          </div>
          <Field id="reg-description" label="Store Description" error={formState.errors.description?.message} alert={false}>
            <Textarea id="reg-description" rows={3} placeholder="What will you sell?" {...register("description")} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Owner Details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field id="reg-first" label="First Name" error={formState.errors.ownerFirstName?.message} alert={false}>
            <Input id="reg-first" autoComplete="given-name" {...register("ownerFirstName")} />
          </Field>
          <Field id="reg-last" label="Last Name" error={formState.errors.ownerLastName?.message} alert={false}>
            <Input id="reg-last" autoComplete="family-name" {...register("ownerLastName")} />
          </Field>
          <Field id="reg-email" label="Email" error={formState.errors.ownerEmail?.message} alert={false}>
            <Input id="reg-email" type="email" autoComplete="email" {...register("ownerEmail")} />
          </Field>
          <Field id="reg-password" label="Password" error={formState.errors.ownerPassword?.message} alert={false}>
            <PasswordInput id="reg-password" autoComplete="new-password" {...register("ownerPassword")} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Choose your plan</CardTitle>
          {mode === "trial" ? <CardDescription>Start with a 14-day free trial. No credit card required.</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2" role="radiogroup" aria-label="Plan">
          {(["monthly", "yearly"] as const).map((p) => {
            const pr = planPricing(p);
            const selected = plan === p;
            return (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => setValue("plan", p)}
                className={cn(
                  "rounded-lg border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-ring",
                  selected ? "border-primary ring-2 ring-primary/30" : "hover:border-primary/50",
                )}
              >
                <div className="flex items-center justify-between">
                  <span className="font-semibold">{p === "monthly" ? "Monthly" : "Yearly"}</span>
                  {p === "yearly" ? <Badge variant="success">Save 15%</Badge> : null}
                </div>
                <p className="mt-2 text-2xl font-bold">
                  {inr(pr.baseAmount)}
                  <span className="text-sm font-normal text-muted-foreground">/{p === "monthly" ? "month" : "year"} + 18% GST</span>
                </p>
                {p === "yearly" ? <p className="mt-1 text-xs text-muted-foreground">Save {inr(yearlySaving())} annually</p> : null}
              </button>
            );
          })}
        </CardContent>
      </Card>

      <div className="rounded-lg border border-dashed bg-muted/40 p-4 text-sm text-muted-foreground">
        <p className="flex items-center gap-2 font-medium text-foreground">
          <Globe className="size-4" aria-hidden /> Using your own domain?
        </p>
        <p className="mt-1">
          After your store is created, add a CNAME record for your domain pointing to{" "}
          <span className="font-medium text-foreground">{subdomain || "yourstore"}.{rootDomain}</span>, then save the domain in your store settings.
        </p>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting
          ? "Creating Order..."
          : mode === "trial"
            ? "Start Free Trial"
            : `Proceed to Payment (${inr(pricing.totalAmount)})`}
      </Button>
    </form>
  );
}

function storeUrl(subdomain: string, rootDomain: string) {
  if (typeof window === "undefined") return `${subdomain}.${rootDomain}`;
  const port = window.location.port ? `:${window.location.port}` : "";
  return `${window.location.protocol}//${subdomain}.${rootDomain}${port}`;
}

/**
 * Registration signs the new owner in on this (the platform's) host, so 'Continue to Dashboard' opens the new
 * store's dashboard in path mode on this host, where that session is valid (a registered store's slug is its
 * subdomain), rather than the marketing page.
 */
function SuccessCard({ store, rootDomain }: { store: CreatedStore; rootDomain: string }) {
  const url = storeUrl(store.subdomain, rootDomain);
  return (
    <Card className="text-center">
      <CardContent className="flex flex-col items-center gap-3 py-10">
        <CheckCircle2 className="size-14 text-emerald-600" aria-hidden />
        <h2 className="text-2xl font-bold">Registration Successful!</h2>
        <p className="text-muted-foreground">{store.name} is ready. Your store lives at:</p>
        <a href={url} className="font-medium text-primary-text underline-offset-4 hover:underline">
          {url}
        </a>
        <p className="text-sm text-muted-foreground">
          Sign in to your dashboard at <a className="text-primary-text hover:underline" href={`${url}/login`}>{url}/login</a> with the email and password you chose.
        </p>
        <Button asChild size="lg" className="mt-2">
          <Link href={`/store/${store.subdomain}/tenant-dashboard`}>Continue to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PaymentCard({
  values,
  order,
  rootDomain,
  scriptUrl,
  onPaid,
}: {
  values: RegistrationInput;
  order: { razorpayOrder: RazorpayOrder; pricing: Pricing; registrationToken: string };
  rootDomain: string;
  scriptUrl: string;
  onPaid: (s: CreatedStore) => void;
}) {
  const [scriptState, setScriptState] = useState<"loading" | "ready" | "failed">("loading");
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    const w = window as unknown as { Razorpay?: RazorpayCtor };
    if (w.Razorpay) {
      queueMicrotask(() => setScriptState("ready"));
      return;
    }
    const s = document.createElement("script");
    s.src = scriptUrl;
    s.async = true;
    s.onload = () => setScriptState("ready");
    s.onerror = () => {
      setScriptState("failed");
      toast({ title: "Error", description: "Failed to load payment system. Please check your internet connection.", variant: "destructive" });
    };
    document.body.appendChild(s);
  }, [scriptUrl]);

  function pay() {
    const w = window as unknown as { Razorpay?: RazorpayCtor };
    if (!order.razorpayOrder.id) {
      toast({ title: "Error", description: "Payment order not created. Please try again.", variant: "destructive" });
      return;
    }
    if (!w.Razorpay || scriptState !== "ready") {
      toast({ title: "Error", description: "Payment system still loading. Please wait a moment and try again.", variant: "destructive" });
      return;
    }
    if (!order.razorpayOrder.key) {
      toast({ title: "Error", description: "Razorpay is not properly configured. Please contact support.", variant: "destructive" });
      return;
    }
    setPaying(true);
    const rz = new w.Razorpay({
      key: order.razorpayOrder.key,
      amount: order.razorpayOrder.amount,
      currency: order.razorpayOrder.currency,
      order_id: order.razorpayOrder.id,
      name: "StoreBuilder",
      description: order.razorpayOrder.description,
      notes: order.razorpayOrder.notes,
      prefill: { name: `${values.ownerFirstName} ${values.ownerLastName}`, email: values.ownerEmail },
      theme: { color: "#3B82F6" },
      modal: { ondismiss: () => setPaying(false) },
      handler: async (r: RazorpayResponse) => {
        try {
          const res = await callApi(registration.complete, { body: { ...values, ...r, registrationToken: order.registrationToken } });
          toast({ title: "Registration Successful", description: "Your store has been created successfully!", variant: "success" });
          onPaid(res.store);
        } catch {
          toast({ title: "Payment Processing Failed", description: "Payment verification failed", variant: "destructive" });
        } finally {
          setPaying(false);
        }
      },
    });
    rz.open();
  }

  const p = order.pricing;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Complete your payment</CardTitle>
        <CardDescription>Your store is created as soon as the payment is confirmed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Store</dt>
          <dd className="text-right font-medium">{values.name}</dd>
          <dt className="text-muted-foreground">Subdomain</dt>
          <dd className="text-right font-medium">
            {values.subdomain}.{rootDomain}
          </dd>
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="text-right font-medium capitalize">{p.plan}</dd>
          <dt className="text-muted-foreground">Base amount</dt>
          <dd className="text-right">{inr(p.baseAmount)}</dd>
          <dt className="text-muted-foreground">GST (18%)</dt>
          <dd className="text-right">{inr(p.gst)}</dd>
          <dt className="border-t pt-2 font-semibold">Total</dt>
          <dd className="border-t pt-2 text-right font-semibold">{inr(p.totalAmount)}</dd>
        </dl>
        <Button className="w-full" size="lg" onClick={pay} disabled={scriptState !== "ready" || paying}>
          {paying ? "Processing..." : scriptState === "ready" ? "Pay Now" : "Loading Payment System..."}
        </Button>
      </CardContent>
    </Card>
  );
}

export function RegisterHero() {
  const features = [
    { icon: Rocket, title: "Launch in minutes", text: "Pick a name and a subdomain; your store is live right away." },
    { icon: ShieldCheck, title: "Secure payments", text: "Cash on delivery, Razorpay, Stripe and PayPal built in." },
    { icon: Globe, title: "Your own domain", text: "Point your domain at your store with one DNS record." },
  ];
  return (
    <div className="space-y-6 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Start Your Online Store</h1>
      <p className="mx-auto max-w-xl text-muted-foreground">Everything you need to sell online, in one place.</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <Card key={title} className="text-left">
            <CardContent className="space-y-2 py-5">
              <Icon className="size-6 text-primary" aria-hidden />
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
