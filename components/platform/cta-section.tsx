import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CTA_FINE_PRINT } from "./copy";

export function CtaSection() {
  return (
    <section className="py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-secondary px-6 py-16 text-center text-primary-foreground shadow-2xl sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl"
          />
          <h2 className="relative text-3xl font-bold tracking-tight sm:text-4xl">Ready to open your store?</h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-primary-foreground/90">
            Join the merchants who sell with StoreBuilder. Set up takes minutes, and you can try everything free.
          </p>
          <Button
            asChild
            size="lg"
            className="relative mt-8 h-12 bg-white px-8 text-base text-primary-text shadow-lg hover:bg-white/90"
          >
            <Link href="/register-tenant">
              Create your store
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="relative mt-6 text-sm text-primary-foreground/85">{CTA_FINE_PRINT}</p>
        </div>
      </div>
    </section>
  );
}
