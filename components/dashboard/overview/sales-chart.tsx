"use client";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useMemo } from "react";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import type { DailySales } from "@/lib/stats/schemas";

const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** 30 days of revenue as an area chart, amounts in the store's currency. Loaded on demand (recharts is large). */
export default function SalesChart({ sales, currency }: { sales: DailySales[]; currency: string }) {
  // The chart plots numbers: minor units, turned back into decimal strings for every label.
  const points = useMemo(() => sales.map((d) => ({ date: d.date, revenue: toMinor(d.revenue), orders: d.orders })), [sales]);
  // Axis labels in whole units keep the y axis narrow on phones.
  const axisMoney = (v: number) => formatMoney(fromMinor(Math.round(v / 100) * 100), currency).replace(/\.00$/, "");
  return (
    <div className="h-56 w-full sm:h-64" data-testid="sales-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <defs>
            <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor="var(--primary)" stopOpacity={0.3} />
              <stop offset="95%" stopColor="var(--primary)" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-muted" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12 }} minTickGap={24} tickLine={false} axisLine={false} />
          <YAxis tickFormatter={axisMoney} tick={{ fontSize: 12 }} width={72} tickLine={false} axisLine={false} allowDecimals={false} />
          <Tooltip
            formatter={(v) => [formatMoney(fromMinor(Number(v)), currency), "Sales"]}
            labelFormatter={(l) => shortDate(String(l))}
            contentStyle={{ borderRadius: 8, fontSize: 12 }}
          />
          <Area type="monotone" dataKey="revenue" stroke="var(--primary)" strokeWidth={2} fill="url(#sales-fill)" isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
