"use client";
import { useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { COMPARES, INTERVALS, type Compare, type Interval } from "@/lib/reports/range";
import { FilterSelect } from "../list-parts";
import {
  COMPARE_LABELS,
  INTERVAL_LABELS,
  presetDates,
  PRESET_LABELS,
  PRESETS,
  rangeFromParams,
  rangeLabel,
  rangeToParams,
  type Preset,
  type ReportRangeState,
} from "./report-range";

/**
 * The reports' range, read from and written to the address bar (Next's router follows pushState, so every
 * report below re-reads it). `today` is the store's local date (platform reports: UTC).
 */
export function useReportRange(today: string) {
  const params = useSearchParams();
  const range = useMemo(() => rangeFromParams(params, today), [params, today]);
  const set = useCallback(
    (patch: Partial<ReportRangeState>) => {
      const next = { ...range, ...patch };
      const url = new URL(window.location.href);
      const q = rangeToParams(next, url.searchParams);
      window.history.pushState(null, "", `${url.pathname}${q.size ? `?${q}` : ""}`);
    },
    [range],
  );
  /** Another screen param (e.g. `by`) written beside the range. */
  const setParam = useCallback((key: string, value: string | null) => {
    const url = new URL(window.location.href);
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
    const q = url.searchParams.toString();
    window.history.pushState(null, "", `${url.pathname}${q ? `?${q}` : ""}`);
  }, []);
  return { range, set, setParam, params };
}

/**
 * Presets (today, 7/30/90 days, this month, this year, custom dates), the comparison and the row interval.
 * Native selects: the phone's own picker at 390 px, and the row wraps instead of overflowing.
 */
export function RangePicker({
  range,
  today,
  onChange,
  idPrefix = "report",
  showCompare = true,
}: {
  range: ReportRangeState;
  today: string;
  onChange: (patch: Partial<ReportRangeState>) => void;
  idPrefix?: string;
  /** The comparison (sales); the platform report has none. */
  showCompare?: boolean;
}) {
  const choosePreset = (p: Preset) => {
    if (p === "custom") onChange({ preset: "custom" });
    else {
      const d = presetDates(p, today);
      onChange({ preset: p, ...d, intervalChosen: false });
    }
  };
  return (
    <div className="space-y-2" data-testid="range-picker">
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
        <div className="col-span-2 sm:w-44">
          <FilterSelect id={`${idPrefix}-range`} label="Date range" value={range.preset} onChange={(v) => choosePreset(v as Preset)}>
            {PRESETS.map((p) => (
              <option key={p} value={p}>
                {PRESET_LABELS[p]}
              </option>
            ))}
          </FilterSelect>
        </div>
        {range.preset === "custom" ? (
          <>
            <div className="space-y-1 sm:w-40">
              <Label htmlFor={`${idPrefix}-from`} className="text-xs text-muted-foreground">
                From
              </Label>
              <Input
                id={`${idPrefix}-from`}
                type="date"
                value={range.from}
                max={range.to}
                onChange={(e) => e.target.value && e.target.value <= range.to && onChange({ preset: "custom", from: e.target.value })}
              />
            </div>
            <div className="space-y-1 sm:w-40">
              <Label htmlFor={`${idPrefix}-to`} className="text-xs text-muted-foreground">
                To
              </Label>
              <Input
                id={`${idPrefix}-to`}
                type="date"
                value={range.to}
                min={range.from}
                onChange={(e) => e.target.value && e.target.value >= range.from && onChange({ preset: "custom", to: e.target.value })}
              />
            </div>
          </>
        ) : null}
        {showCompare ? (
        <div className="sm:w-44">
          <FilterSelect id={`${idPrefix}-compare`} label="Compare with" value={range.compare ?? ""} onChange={(v) => onChange({ compare: (v || null) as Compare | null })}>
            <option value="">No comparison</option>
            {COMPARES.map((c) => (
              <option key={c} value={c}>
                {COMPARE_LABELS[c]}
              </option>
            ))}
          </FilterSelect>
        </div>
        ) : null}
        <div className="sm:w-32">
          <FilterSelect id={`${idPrefix}-interval`} label="Rows by" value={range.interval} onChange={(v) => onChange({ interval: v as Interval, intervalChosen: true })}>
            {INTERVALS.map((i) => (
              <option key={i} value={i}>
                {INTERVAL_LABELS[i]}
              </option>
            ))}
          </FilterSelect>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="range-label">
        {rangeLabel(range.from, range.to)}
      </p>
    </div>
  );
}
