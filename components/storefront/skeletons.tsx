import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

/** Loading placeholders for the store pages (shown while a page's data loads on navigation). */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg border">
          <Skeleton className="aspect-square rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6" role="status" aria-busy="true">
      <span className="sr-only">Loading…</span>
      {children}
    </div>
  );
}

export function HomeSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-[340px] w-full rounded-none md:h-[440px]" />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-12 sm:px-6">
        <Skeleton className="h-7 w-48" />
        <div className="flex gap-4 overflow-hidden">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-44 w-44 shrink-0 sm:w-52" />
          ))}
        </div>
        <Skeleton className="h-7 w-56" />
        <ProductGridSkeleton count={4} />
      </div>
    </div>
  );
}

export function ListPageSkeleton({ header = false }: { header?: boolean }) {
  return (
    <Loading>
      {header ? <Skeleton className="mb-8 h-40 w-full" /> : <Skeleton className="mb-6 h-9 w-56" />}
      <div className="mb-6 flex gap-3">
        <Skeleton className="h-9 flex-1" />
        <Skeleton className="h-9 w-44" />
      </div>
      <ProductGridSkeleton />
    </Loading>
  );
}

export function ProductPageSkeleton() {
  return (
    <Loading>
      <Skeleton className="h-4 w-64" />
      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-square w-full" />
        <div className="space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-9 w-40" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-10 w-full sm:w-72" />
          <Skeleton className="h-20 w-full" />
        </div>
      </div>
    </Loading>
  );
}

export function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6" role="status" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-10 w-2/3" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-full" />
      ))}
    </div>
  );
}
