"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { DashboardFrame } from "@/components/dashboard/dashboard-shell";
import { sectionPath, type Section } from "@/components/dashboard/nav";
import { useStoreHref } from "@/components/dashboard/use-dashboard";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * The frame of an owner settings page on a store host (/store-settings, /currency-settings,
 * /payment-settings, /shipping-settings): inside the dashboard's sidebar and header, a back link to the
 * dashboard (in the visitor's addressing mode), the page heading and its description, then the page's cards.
 */
export function SettingsShell({
  title,
  description,
  backLabel = "Back to Dashboard",
  children,
}: {
  title: string;
  description?: ReactNode;
  backLabel?: string;
  children: ReactNode;
}) {
  const href = useStoreHref();
  const router = useRouter();
  const openSection = (s: Section) => router.push(href(sectionPath(s)));
  return (
    <DashboardFrame title={title} section={null} onSelect={openSection}>
      <div className="mx-auto w-full max-w-4xl space-y-6">
        <Link
          href={href("/tenant-dashboard")}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {backLabel}
        </Link>
        {/* The title is the frame's heading; the description introduces the cards. */}
        {description ? <p className="text-sm text-muted-foreground md:text-base">{description}</p> : null}
        {children}
      </div>
    </DashboardFrame>
  );
}

/** Placeholder cards while a settings page loads its data. */
export function SettingsSkeleton({ cards = 2 }: { cards?: number }) {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Loading">
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
