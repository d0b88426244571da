import { CreditCard, Globe, Layers, Rocket, ShieldCheck, Zap, type LucideIcon } from "lucide-react";

type Feature = { title: string; description: string; icon: LucideIcon; tint: string };

const FEATURES: Feature[] = [
  {
    title: "Easy setup",
    description: "Pick a name and a subdomain, add your products, and your store is live the same day. No code needed.",
    icon: Rocket,
    tint: "bg-blue-100 text-blue-600",
  },
  {
    title: "Custom domains",
    description: "Start on your free subdomain, then point your own domain at it with a single CNAME record.",
    icon: Globe,
    tint: "bg-emerald-100 text-emerald-600",
  },
  {
    title: "Secure payments",
    description: "Accept cards, UPI and wallets through Stripe, PayPal and Razorpay, or offer cash on delivery.",
    icon: CreditCard,
    tint: "bg-violet-100 text-violet-600",
  },
  {
    title: "Enterprise security",
    description: "Each store's data is kept apart, passwords are hashed, and repeated sign-in attempts are throttled.",
    icon: ShieldCheck,
    tint: "bg-amber-100 text-amber-600",
  },
  {
    title: "Multi-store management",
    description: "Run several brands from one platform, each with its own catalogue, theme, orders and settings.",
    icon: Layers,
    tint: "bg-rose-100 text-rose-600",
  },
  {
    title: "Lightning fast",
    description: "Server-rendered, cached storefronts load in a blink on any device, so shoppers stay and buy.",
    icon: Zap,
    tint: "bg-cyan-100 text-cyan-600",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-16 py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary-text">Features</p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Everything you need to sell online</h2>
          <p className="mt-4 text-lg text-muted-foreground">
            From the first product to the thousandth order, StoreBuilder handles the hard parts so you can focus on
            your business.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon, tint }) => (
            <li
              key={title}
              className="group rounded-2xl border bg-card p-6 shadow-sm transition-all hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg"
            >
              <span className={`flex size-12 items-center justify-center rounded-xl ${tint}`}>
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
