"use client";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useStoreHref } from "@/components/dashboard/use-dashboard";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The frame of an owner settings page on a store host (/store-settings, /currency-settings,
 * /payment-settings, /shipping-settings): a back link to the dashboard (in the visitor's addressing
 * mode), the page heading and its description, then the page's cards.
 */
export function SettingsShell({
  title,
  description,
  backLabel = "Back to Dashboard",
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  backLabel?: string;
  children: ReactNode;
}) {
  const href = useStoreHref();
  return (
    <main className="min-h-screen bg-muted/30">
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 md:px-8 md:py-10">
        <Link
          href={href("/tenant-dashboard")}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backLabel}
        </Link>
        <header className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground md:text-base">{description}</p> : null}
        </header>
        {children}
      </div>
    </main>
  );
}

/** Placeholder cards while a settings page loads its data. */
export function SettingsSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="space-y-4 rounded-xl border bg-card p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}
