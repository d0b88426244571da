import Link from "next/link";
import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type Plan = {
  name: string;
  price: string;
  period: string;
  total: string;
  cta: string;
  featured: boolean;
  savings?: string;
};

// Prices are shown before 18% GST, which Indian buyers pay on top (₹180 / ₹1,800); yearly saves ₹2,348 against 12 monthly payments.
const PLANS: Plan[] = [
  {
    name: "Monthly",
    price: "₹999",
    period: "/month",
    total: "₹1,179 billed monthly, including GST",
    cta: "Choose Monthly",
    featured: false,
  },
  {
    name: "Yearly",
    price: "₹10,000",
    period: "/year",
    total: "₹11,800 billed yearly, including GST",
    cta: "Choose Yearly",
    featured: true,
    savings: "Save ₹2,348 annually",
  },
];

const INCLUDED = [
  "Unlimited products, categories and collections",
  "Free subdomain and your own custom domain",
  "Stripe, PayPal, Razorpay and cash on delivery",
  "Themes and a visual storefront editor",
  "Orders, customer accounts and invoices",
  "Tax and shipping rules per country",
];

export function PricingSection() {
  return (
    <section id="pricing" className="scroll-mt-16 bg-muted/50 py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-text">Pricing</p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Simple, transparent pricing</h2>
          <p className="mt-4 text-lg text-muted-foreground">
            One plan with everything included. Pay monthly, or yearly and save.
          </p>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <div
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm",
        plan.featured && "border-primary shadow-xl shadow-primary/15 ring-1 ring-primary",
      )}
    >
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-xl font-semibold">{plan.name}</h3>
        {plan.featured ? <Badge variant="secondary">Save 15%</Badge> : null}
      </div>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
        <span className="text-base text-muted-foreground">{plan.period}</span>
      </p>
      <p className="mt-1 text-sm font-medium text-muted-foreground">+18% GST</p>
      <p className="mt-1 text-xs text-muted-foreground">{plan.total}</p>
      {plan.savings ? <p className="mt-3 text-sm font-semibold text-secondary-text">{plan.savings}</p> : null}
      <ul className="mt-8 flex-1 space-y-3">
        {INCLUDED.map((item) => (
          <li key={item} className="flex items-start gap-3 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.featured ? "default" : "outline"} className="mt-8 w-full">
        <Link href="/register-tenant">{plan.cta}</Link>
      </Button>
    </div>
  );
}
