"use client";
import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, fromMinor } from "@/lib/money";
import { periodLabel } from "./report-range";

/**
 * One chart over a report's periods (recharts, loaded on demand by the reports screens only, as the overview's
 * chart is: no other page's bundle carries it). Money series are plotted in minor units and labelled back through
 * lib/money in the report's currency; counts plot as they are.
 */
type ChartSeries = {
  key: string;
  label: string;
  color: string;
  kind: "area" | "bar" | "line";
  /** A money series in this currency (minor units in the data); else a count. */
  currency?: string;
  /** The right-hand axis (counts beside money). */
  right?: boolean;
  stack?: string;
};

export const CHART_COLORS = ["var(--primary)", "#f59e0b", "#10b981", "#8b5cf6", "#ef4444", "#0ea5e9"];

/** Whole units on the axis keep it narrow on phones: ₹1,200 rather than ₹1,200.00; 12k past ten thousand. */
function axisMoney(currency: string) {
  return (v: number) => {
    const whole = Math.round(v / 100);
    if (Math.abs(whole) >= 10_000) return `${formatMoney(fromMinor(Math.round(whole / 1000) * 100), currency).replace(/\.00$/, "")}k`;
    return formatMoney(fromMinor(whole * 100), currency).replace(/\.00$/, "");
  };
}

export default function PeriodChart({ data, series, testId }: { data: Record<string, number | string>[]; series: ChartSeries[]; testId?: string }) {
  const leftMoney = series.find((s) => !s.right && s.currency)?.currency;
  const rightMoney = series.find((s) => s.right && s.currency)?.currency;
  const hasRight = series.some((s) => s.right);
  const withYear = data.length > 0 && String(data[0].period).slice(0, 4) !== String(data[data.length - 1].period).slice(0, 4);
  const label = (p: unknown) => periodLabel(String(p), withYear);
  const count = (v: number) => String(Math.round(v));
  return (
    <div className="h-64 w-full sm:h-72" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: hasRight ? 0 : 8, left: 0, bottom: 0 }}>
          <defs>
            {series
              .filter((s) => s.kind === "area")
              .map((s) => (
                <linearGradient key={s.key} id={`fill-${s.key}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="5%" stopColor={s.color} stopOpacity={0.3} />
                  <stop offset="95%" stopColor={s.color} stopOpacity={0} />
                </linearGradient>
              ))}
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-muted" />
          <XAxis dataKey="period" tickFormatter={label} tick={{ fontSize: 12 }} minTickGap={16} tickLine={false} axisLine={false} />
          <YAxis yAxisId="left" domain={leftMoney ? [0, (max: number) => Math.max(max, 400)] : [0, (max: number) => Math.max(max, 4)]} tickFormatter={leftMoney ? axisMoney(leftMoney) : count} tick={{ fontSize: 12 }} width={leftMoney ? 64 : 36} tickLine={false} axisLine={false} allowDecimals={false} />
          {hasRight ? (
            <YAxis yAxisId="right" orientation="right" domain={rightMoney ? [0, (max: number) => Math.max(max, 400)] : [0, (max: number) => Math.max(max, 4)]} tickFormatter={rightMoney ? axisMoney(rightMoney) : count} tick={{ fontSize: 12 }} width={rightMoney ? 64 : 32} tickLine={false} axisLine={false} allowDecimals={false} />
          ) : null}
          <Tooltip
            formatter={(v, name) => {
              const s = series.find((x) => x.label === name);
              return [s?.currency ? formatMoney(fromMinor(Number(v)), s.currency) : String(v), name];
            }}
            labelFormatter={(l) => periodLabel(String(l), true)}
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
          />
          <Legend wrapperStyle={{ fontSize: 12, paddingTop: 4 }} iconSize={10} />
          {/* Bars first, so the money lines are drawn over them rather than hidden behind. */}
          {[...series].sort((a, b) => Number(b.kind === "bar") - Number(a.kind === "bar")).map((s) => {
            const common = { dataKey: s.key, name: s.label, yAxisId: s.right ? "right" : "left", isAnimationActive: false } as const;
            if (s.kind === "bar") return <Bar key={s.key} {...common} fill={s.color} fillOpacity={s.right ? 0.45 : 1} stackId={s.stack} radius={s.stack ? 0 : [3, 3, 0, 0]} maxBarSize={32} />;
            if (s.kind === "line") return <Line key={s.key} {...common} type="monotone" stroke={s.color} strokeWidth={2} dot={data.length <= 1} />;
            return <Area key={s.key} {...common} type="monotone" stroke={s.color} strokeWidth={2} fill={`url(#fill-${s.key})`} dot={data.length <= 1} />;
          })}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
