"use client";
import { ArrowRight, Check, Circle } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as storefront from "@/lib/storefront-readiness/endpoints";
import { READINESS_CHECKLIST, READINESS_ITEMS, readinessItemDone } from "@/lib/storefront-readiness/schemas";
import { useDashboardStore, useStoreHref } from "./use-dashboard";

/**
 * The owner's setup checklist on the overview: what the storefront still lacks (the same readiness data as the
 * storefront's owner overlay), each item linked to where it is fixed. Gone once everything is done.
 */
export function SetupChecklist() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  // Always fresh on mount: the owner comes back here after adding what was missing on another screen.
  const q = useApiQuery(slug, storefront.readiness, undefined, { staleTime: 0 });
  if (!q.data || q.data.isReady) return null;
  const r = q.data;
  const done = READINESS_ITEMS.filter((k) => readinessItemDone(r, k)).length;

  return (
    <Card data-testid="setup-checklist">
      <CardHeader>
        <CardTitle>Finish setting up your store</CardTitle>
        <CardDescription>
          {done} of {READINESS_ITEMS.length} done. Complete these so your storefront looks finished to shoppers.
        </CardDescription>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Setup progress" aria-valuemin={0} aria-valuemax={READINESS_ITEMS.length} aria-valuenow={done}>
          <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${(done / READINESS_ITEMS.length) * 100}%` }} />
        </div>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-md border">
          {READINESS_ITEMS.map((k) => {
            const item = READINESS_CHECKLIST[k];
            const ok = readinessItemDone(r, k);
            return (
              <li key={k} data-done={ok ? "true" : "false"}>
                <Link
                  href={href(item.href)}
                  className="flex items-center gap-3 px-3 py-3 text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {ok ? (
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-500 text-white">
                      <Check className="size-4" aria-hidden />
                    </span>
                  ) : (
                    <Circle className="size-6 shrink-0 text-muted-foreground/60" aria-hidden />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">
                      {item.label}
                      <span className="sr-only">{ok ? " (done)" : " (to do)"}</span>
                    </span>
                    <span className={ok ? "block text-muted-foreground line-through" : "block text-muted-foreground"}>{item.hint}</span>
                  </span>
                  {ok ? null : <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />}
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
