"use client";
import { useEffect, useRef } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import * as activity from "@/lib/activity/endpoints";
import { HttpError } from "@/lib/http/client";
import { useApiQuery } from "@/lib/http/use-api-query";
import { useDashboardStore } from "../use-dashboard";
import { EntryRow } from "./entry-row";

/**
 * The small "Activity" list of one order's or one product's page: its newest entries (who shipped it, who changed
 * the price). A member without the right to read them (403) sees nothing rather than an error.
 */
export function ResourceActivity({
  resourceType,
  resourceId,
  refreshKey,
  limit = 20,
}: {
  resourceType: "order" | "product";
  resourceId: string;
  /** Changes when the page's own data changed (a save, a shipment): the list is read again. */
  refreshKey?: string;
  limit?: number;
}) {
  const { slug } = useDashboardStore();
  const { data, isPending, isError, error, refetch } = useApiQuery(slug, activity.list, { query: { resourceType, resourceId, limit } }, { retry: false });
  const seen = useRef(refreshKey);
  useEffect(() => {
    if (seen.current === refreshKey) return;
    seen.current = refreshKey;
    void refetch();
  }, [refreshKey, refetch]);
  if (isError && error instanceof HttpError && error.status === 403) return null;
  return (
    <Card data-testid={`${resourceType}-activity`}>
      <CardHeader className="border-b">
        <CardTitle className="text-base">Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2 py-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-2/3" />
          </div>
        ) : isError ? (
          <p className="py-2 text-sm text-muted-foreground">Could not load the activity.</p>
        ) : !data?.items?.length ? (
          <p className="py-2 text-sm text-muted-foreground">Nothing recorded yet.</p>
        ) : (
          <ul className="divide-y">
            {data.items.map((e) => (
              <EntryRow key={e.id} entry={e} />
            ))}
          </ul>
        )}
        {data?.items && data.total > data.items.length ? <p className="pt-2 text-xs text-muted-foreground">The newest {data.items.length} of {data.total.toLocaleString()}.</p> : null}
      </CardContent>
    </Card>
  );
}
