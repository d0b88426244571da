"use client";
import { LoaderCircle } from "lucide-react";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useT } from "@/components/storefront/island-messages";
import type { CartItem } from "@/lib/cart/cart";

/**
 * What the checkout's steps share without their code: the frame of a step (with the cart beside it on the sign-in and
 * address steps) and the spinner. The summary is its own chunk (Card and its class merging stay off the first load).
 */
const SummaryBeforeAddress = dynamic(() => import("./order-summary").then((m) => m.OrderSummaryBeforeAddress), { ssr: false });

export function StepFrame({ body, summary }: { body: ReactNode; summary: { currency: string; items: CartItem[]; subtotal: string } | null }) {
  if (summary && summary.items.length > 0) {
    return (
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-10 lg:grid-cols-[1fr_380px]">
        <div className="min-w-0">{body}</div>
        <SummaryBeforeAddress {...summary} />
      </div>
    );
  }
  return <div className="mx-auto max-w-6xl px-4 py-10">{body}</div>;
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A step's code still loading (rare: it is fetched while the customer lookup runs): the lookup's spinner stays. */
export function StepSpinner() {
  const t = useT();
  return <Spinner label={t("checkout.page.loading")} />;
}
