"use client";
import { keepPreviousData } from "@tanstack/react-query";
import { Download, Filter, History, Search } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import * as activity from "@/lib/activity/endpoints";
import { ACTOR_TYPE_LABELS, KNOWN_ACTIONS, RESOURCE_TYPE_LABELS } from "@/lib/activity/labels";
import { apiPath } from "@/lib/http/call";
import { apiUrl } from "@/lib/http/client";
import { useApiQuery } from "@/lib/http/use-api-query";
import { FilterSelect } from "../list-parts";
import { Pager } from "../pager";
import { SectionHeader } from "../section-header";
import { useDashboardStore } from "../use-dashboard";
import { activityFiltersFrom, activityParams, hasActivityFilters, NO_ACTIVITY_FILTERS, type ActivityFilters } from "./activity-query";
import { EntryRow } from "./entry-row";

export const ACTIVITY_LIMIT = 25;

/** Writes the filters into the address bar (Next's router follows pushState). */
function useNavigate() {
  return useCallback((f: ActivityFilters) => {
    const url = new URL(window.location.href);
    const q = activityParams(f);
    window.history.pushState(null, "", `${url.pathname}${q.size ? `?${q}` : ""}`);
  }, []);
}

/**
 * /tenant-dashboard/activity: who changed what in the store, newest first (issue 40, record 0143). Filters by
 * actor, action, resource and dates live in the URL; the table pages from the server; Export CSV downloads the
 * same filters. Needs the staff permission (the owner holds it).
 */
export function ActivitySection() {
  const { slug } = useDashboardStore();
  const params = useSearchParams();
  const filters = useMemo(() => activityFiltersFrom(params), [params]);
  const navigate = useNavigate();
  const set = (patch: Partial<ActivityFilters>) => navigate({ ...filters, page: 1, ...patch });
  const [filtersOpen, setFiltersOpen] = useState(false);

  const query = activityParams(filters, { limit: String(ACTIVITY_LIMIT) });
  const { data, isPending, isError, error, isPlaceholderData } = useApiQuery(slug, activity.list, { query }, { placeholderData: keepPreviousData });
  const exportQuery = activityParams({ ...filters, page: 1 });
  const exportHref = apiUrl(apiPath(activity.exportCsv, { query: exportQuery }));
  const activeCount = [filters.actorType, filters.actorId, filters.action, filters.resourceType, filters.from, filters.to].filter(Boolean).length;
  const pages = data ? Math.max(1, Math.ceil(data.total / ACTIVITY_LIMIT)) : 1;

  return (
    <div data-testid="activity-section">
      <SectionHeader
        title="Activity"
        description="Every change made in your store: who did it, when, and what changed."
        action={
          <Button asChild variant="outline">
            <a href={exportHref} download data-testid="activity-export">
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        }
      />
      <div className="space-y-4">
        <Button type="button" variant="outline" className="md:hidden" aria-expanded={filtersOpen} aria-controls="activity-filters" onClick={() => setFiltersOpen((o) => !o)}>
          <Filter aria-hidden />
          Filters{activeCount ? ` (${activeCount})` : ""}
        </Button>
        <div id="activity-filters" className={`${filtersOpen ? "grid" : "hidden"} grid-cols-2 gap-2 md:grid md:grid-cols-5`}>
          <FilterSelect id="activity-actor" label="Who" value={filters.actorType} onChange={(v) => set({ actorType: v, actorId: "" })}>
            <option value="">Anyone</option>
            {Object.entries(ACTOR_TYPE_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="activity-resource" label="What" value={filters.resourceType} onChange={(v) => set({ resourceType: v, resourceId: "" })}>
            <option value="">Everything</option>
            {Object.entries(RESOURCE_TYPE_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="activity-action" label="Action" value={filters.action} onChange={(v) => set({ action: v })}>
            <option value="">Any action</option>
            {(filters.action && !(KNOWN_ACTIONS as readonly string[]).includes(filters.action) ? [filters.action, ...KNOWN_ACTIONS] : KNOWN_ACTIONS)
              .filter((a) => !filters.resourceType || a.startsWith(`${filters.resourceType === "store" ? "settings" : filters.resourceType}.`) || a === filters.action)
              .map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
          </FilterSelect>
          <div className="space-y-1">
            <Label htmlFor="activity-from" className="text-xs text-muted-foreground">
              From
            </Label>
            <Input id="activity-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="activity-to" className="text-xs text-muted-foreground">
              To
            </Label>
            <Input id="activity-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
          </div>
        </div>
        {filters.actorId || filters.resourceId ? (
          <p className="text-sm text-muted-foreground">
            {filters.actorId ? "Showing one person's changes. " : ""}
            {filters.resourceId ? `Showing one ${filters.resourceType || "item"}'s entries. ` : ""}
            <button type="button" className="underline" onClick={() => set({ actorId: "", resourceId: "" })}>
              Show all
            </button>
          </p>
        ) : null}

        {isPending ? (
          <ActivitySkeleton />
        ) : isError ? (
          <LoadError error={error} fallback="Could not load the activity." />
        ) : data.total === 0 ? (
          hasActivityFilters(filters) ? (
            <EmptyState
              icon={<Search className="size-10" />}
              title="No activity matches these filters"
              description="Try other dates or fewer filters."
              action={
                <Button type="button" variant="outline" onClick={() => navigate(NO_ACTIVITY_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState icon={<History className="size-10" />} title="No activity yet" description="Changes to products, orders and settings appear here as they happen." />
          )
        ) : (
          <div className={isPlaceholderData ? "opacity-60 transition-opacity" : undefined} aria-busy={isPlaceholderData}>
            <Card className="px-4 py-1">
              <div className="hidden border-b py-2 text-xs font-medium text-muted-foreground md:grid md:grid-cols-[11rem_14rem_minmax(0,1fr)] md:gap-4">
                <span>When</span>
                <span>Who</span>
                <span>What</span>
              </div>
              <ul className="divide-y" aria-label="Activity">
                {data.items.map((e) => (
                  <EntryRow key={e.id} entry={e} onActor={(actorId) => set({ actorId, actorType: "" })} />
                ))}
              </ul>
            </Card>
            <Pager page={data.page} pages={pages} limit={ACTIVITY_LIMIT} total={data.total} onPage={(page) => navigate({ ...filters, page })} rangeTestId="activity-range" />
            {data.totalCapped ? <p className="mt-1 text-xs text-muted-foreground">More than {data.total.toLocaleString()} entries match: narrow the dates or filters to see older ones.</p> : null}
          </div>
        )}
      </div>
    </div>
  );
}

function ActivitySkeleton() {
  return (
    <Card className="space-y-3 p-4" aria-busy="true" aria-label="Loading activity">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </Card>
  );
}
