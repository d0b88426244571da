/** The Activity screen's filters, kept in the page's URL (shareable, Back works): read, written, sent to the API. */
export type ActivityFilters = { actorType: string; actorId: string; action: string; resourceType: string; resourceId: string; from: string; to: string; page: number };

export const NO_ACTIVITY_FILTERS: ActivityFilters = { actorType: "", actorId: "", action: "", resourceType: "", resourceId: "", from: "", to: "", page: 1 };

const KEYS = ["actorType", "actorId", "action", "resourceType", "resourceId", "from", "to"] as const;

export function activityFiltersFrom(params: URLSearchParams): ActivityFilters {
  const f = { ...NO_ACTIVITY_FILTERS };
  for (const k of KEYS) f[k] = params.get(k)?.trim() ?? "";
  const page = Number(params.get("page"));
  f.page = Number.isInteger(page) && page > 0 ? page : 1;
  return f;
}

/** The filters as query parameters (empty ones and page 1 left out). */
export function activityParams(f: ActivityFilters, extra: Record<string, string> = {}): URLSearchParams {
  const q = new URLSearchParams();
  for (const k of KEYS) if (f[k]) q.set(k, f[k]);
  if (f.page > 1) q.set("page", String(f.page));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q;
}

export function hasActivityFilters(f: ActivityFilters): boolean {
  return KEYS.some((k) => !!f[k]);
}
