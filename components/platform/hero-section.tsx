import Link from "next/link";
import { ArrowRight, ShoppingBag, Sparkles, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RATING_TEXT } from "./copy";

const PREVIEW_PRODUCTS = [
  { name: "Linen Shirt", price: "₹1,499", tint: "from-sky-200 to-blue-300" },
  { name: "Canvas Tote", price: "₹799", tint: "from-emerald-200 to-teal-300" },
  { name: "Desk Lamp", price: "₹2,299", tint: "from-amber-200 to-orange-300" },
] as const;

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary/15 via-background to-secondary/15">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-primary/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-secondary/20 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 md:py-28 lg:grid-cols-2 lg:px-8">
        <div className="text-center lg:text-left">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-3 py-1 text-xs font-medium text-primary-text shadow-sm">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Start free for 14 days
          </span>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
            Launch your online store{" "}
            <span className="bg-gradient-to-r from-primary to-secondary bg-clip-text text-transparent">in minutes</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-muted-foreground lg:mx-0">
            StoreBuilder gives you a beautiful storefront, your own domain, secure checkout and a dashboard to run it
            all. No code, no servers, no hassle: just your products and your customers.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" className="h-12 px-8 text-base shadow-lg shadow-primary/25">
              <Link href="/register-tenant">
                Get started for free
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-12 px-8 text-base">
              <a href="#features">See what&apos;s included</a>
            </Button>
          </div>
          <div className="mt-8 flex items-center justify-center gap-3 lg:justify-start">
            <div className="flex" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-5 fill-amber-400 text-amber-400" />
              ))}
            </div>
            <p className="text-sm font-medium text-muted-foreground">{RATING_TEXT}</p>
          </div>
        </div>

        <StorePreview />
      </div>
    </section>
  );
}

/** A drawn storefront in a browser frame: decoration, hidden from assistive technology. */
function StorePreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg">
      <div className="rotate-1 rounded-2xl border bg-card shadow-2xl shadow-primary/20 transition-transform duration-500 hover:rotate-0">
        <div className="flex items-center gap-2 border-b px-4 py-3">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <span className="ml-3 flex-1 truncate rounded-md bg-muted px-3 py-1 text-xs text-muted-foreground">
            yourstore.storebuilder.com
          </span>
        </div>
        <div className="p-5">
          <div className="flex items-center justify-between">
            <span className="flex items-center gap-2 text-sm font-semibold">
              <ShoppingBag className="size-4 text-primary" />
              Your Store
            </span>
            <span className="flex gap-3 text-xs text-muted-foreground">
              <span>Shop</span>
              <span>Collections</span>
              <span>About</span>
            </span>
          </div>
          <div className="mt-4 rounded-xl bg-gradient-to-r from-primary to-secondary p-5 text-primary-foreground">
            <p className="text-xs font-medium uppercase tracking-wider opacity-80">New season</p>
            <p className="mt-1 text-lg font-bold">Summer Collection</p>
            <span className="mt-3 inline-block rounded-md bg-white/90 px-3 py-1 text-xs font-semibold text-primary-text">
              Shop Now
            </span>
          </div>
          <div className="mt-4 grid grid-cols-3 gap-3">
            {PREVIEW_PRODUCTS.map((p) => (
              <div key={p.name} className="rounded-lg border p-2">
                <div className={`aspect-square rounded-md bg-gradient-to-br ${p.tint}`} />
                <p className="mt-2 truncate text-xs font-medium">{p.name}</p>
                <p className="text-xs text-muted-foreground">{p.price}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-4 hidden rounded-xl border bg-card px-4 py-3 shadow-lg sm:block">
        <p className="text-xs text-muted-foreground">New order</p>
        <p className="text-sm font-semibold">₹4,597 · 3 items</p>
      </div>
    </div>
  );
}
