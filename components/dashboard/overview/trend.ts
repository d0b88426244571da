import { toMinor } from "@/lib/money";
import { formatPercent } from "@/lib/stats/growth";

/**
 * The revenue card's line under the total: the change against last month, in words that read as a
 * sentence whatever the months held ('New this month' alone, never 'New this month from last month').
 * `revenueThisMonth` is the decimal string the stats API sends.
 */
export function revenueTrend(growth: number | null, revenueThisMonth: string): string {
  const thisMonthMinor = toMinor(revenueThisMonth);
  const sales = thisMonthMinor > 0;
  if (growth === null) return sales ? "New this month (no sales last month)" : "No sales last month";
  if (growth === 0) return sales ? "Same as last month" : "No sales this month or last";
  return `${formatPercent(growth, thisMonthMinor)} from last month`;
}
