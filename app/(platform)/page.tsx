import type { Metadata } from "next";
import { CtaSection } from "@/components/platform/cta-section";
import { FeaturesSection } from "@/components/platform/features-section";
import { HeroSection } from "@/components/platform/hero-section";
import { PricingSection } from "@/components/platform/pricing-section";
import { SiteFooter } from "@/components/platform/site-footer";
import { SiteHeader } from "@/components/platform/site-header";

export const metadata: Metadata = {
  title: "StoreBuilder — create your online store in minutes",
  description:
    "Launch a beautiful online store with custom domains, secure payments and a simple dashboard. Start your 14-day free trial, no credit card required.",
};

// The page is static; regenerating it daily keeps the footer's year current.
export const revalidate = 86400;

/** The platform's marketing page, shown on the root host (a store's own host shows the store instead). */
export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <CtaSection />
      </main>
      <SiteFooter />
    </div>
  );
}
