import { and, or, sql, type SQL } from "drizzle-orm";
import { users } from "@/db/schema";
import type { SegmentRuleInput } from "./schemas";

/**
 * A segment's rules as one SQL condition over the customer's row (the figures are columns there, record 0152),
 * so a segment filters the list with the same indexes as any other filter. Values are bound parameters.
 */
const CMP = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

function dayCondition(column: typeof users.createdAt | typeof users.lastOrderAt, operator: string, day: string): SQL {
  const start = new Date(`${day}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  if (operator === "before") return sql`${column} < ${start.toISOString()}`;
  if (operator === "after") return sql`${column} >= ${end.toISOString()}`;
  return sql`(${column} >= ${start.toISOString()} and ${column} < ${end.toISOString()})`;
}

export function ruleCondition(r: SegmentRuleInput): SQL {
  switch (r.field) {
    case "totalSpent":
    case "ordersCount": {
      const column = r.field === "totalSpent" ? users.totalSpent : users.ordersCount;
      const op = sql.raw(CMP[r.operator as keyof typeof CMP]);
      return r.field === "totalSpent" ? sql`${column} ${op} ${String(r.value)}::numeric` : sql`${column} ${op} ${Number(r.value)}`;
    }
    case "createdAt":
    case "lastOrderAt":
      return dayCondition(r.field === "createdAt" ? users.createdAt : users.lastOrderAt, r.operator, String(r.value));
    case "tag": {
      const tag = String(r.value).trim().toLowerCase();
      if (r.operator === "contains") return sql`exists (select 1 from unnest(${users.tags}) t where t like ${`%${tag.replace(/[\\%_]/g, "\\$&")}%`})`;
      const has = sql`${users.tags} @> array[${tag}]::text[]`;
      return r.operator === "neq" ? sql`not (${has})` : has;
    }
    case "acceptsMarketing":
      return r.operator === "neq" ? sql`${users.acceptsMarketing} <> ${Boolean(r.value)}` : sql`${users.acceptsMarketing} = ${Boolean(r.value)}`;
  }
}

export function segmentCondition(match: "all" | "any", rules: SegmentRuleInput[]): SQL | undefined {
  const parts = rules.map(ruleCondition);
  return match === "any" ? or(...parts) : and(...parts);
}
