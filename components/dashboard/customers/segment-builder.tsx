"use client";
import Link from "next/link";
import { Download, Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { toast } from "@/components/ui/use-toast";
import { OPERATORS_OF, SEGMENT_FIELDS, type SegmentDto, type SegmentField, type SegmentOperator } from "@/lib/customers/admin/schemas";
import * as customers from "@/lib/customers/endpoints";
import { apiPath } from "@/lib/http/call";
import { apiUrl, errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { ConfirmDelete } from "../confirm-delete";
import { NativeSelect } from "../native-select";
import { useDashboardStore, useStoreHref } from "../use-dashboard";

const FIELD_LABELS: Record<SegmentField, string> = {
  totalSpent: "Total spent",
  ordersCount: "Number of orders",
  lastOrderAt: "Last order date",
  tag: "Tag",
  acceptsMarketing: "Accepts marketing",
  createdAt: "Customer since",
};
const OPERATOR_LABELS: Record<SegmentOperator, string> = {
  eq: "is",
  neq: "is not",
  gt: "more than",
  gte: "at least",
  lt: "less than",
  lte: "at most",
  contains: "contains",
  before: "before",
  after: "after",
};

type Rule = { field: SegmentField; operator: SegmentOperator; value: string };
const newRule = (): Rule => ({ field: "tag", operator: "eq", value: "" });

/** The value as the API takes it: counts are numbers, money a decimal string, dates YYYY-MM-DD, consent a boolean. */
function valueOf(r: Rule): string | number | boolean {
  if (r.field === "ordersCount") return r.value.trim() === "" ? Number.NaN : Number(r.value);
  if (r.field === "acceptsMarketing") return r.value !== "false";
  return r.value.trim();
}

export function describeRule(r: { field: string; operator: string; value: unknown }): string {
  return `${FIELD_LABELS[r.field as SegmentField] ?? r.field} ${OPERATOR_LABELS[r.operator as SegmentOperator] ?? r.operator} ${String(r.value)}`;
}

/** Customer segments: build one from rules (all or any), see who is in each, export it as CSV, delete it. */
export function SegmentBuilder() {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const { data, isPending, isError, error } = useApiQuery(slug, customers.segments, {});
  const [name, setName] = useState("");
  const [match, setMatch] = useState<"all" | "any">("all");
  const [rules, setRules] = useState<Rule[]>([newRule()]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = useApiMutation(customers.createSegment, {
    input: () => ({ body: { name, match, rules: rules.map((r) => ({ field: r.field, operator: r.operator, value: valueOf(r) })) } }),
    onSuccess: (s) => {
      setErrors({});
      setName("");
      setRules([newRule()]);
      toast({ title: "Segment saved", description: `“${s.name}” is saved.`, variant: "success" });
    },
    onError: (err) => {
      setErrors((err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
      toast({ title: "Could not save the segment", description: errorMessage(err, "Please check the rules."), variant: "destructive" });
    },
  });
  const remove = useApiMutation(customers.deleteSegment, {
    input: (s: SegmentDto) => ({ params: { id: s.id } }),
    onSuccess: () => toast({ title: "Segment deleted", variant: "success" }),
    onError: (err) => toast({ title: "Could not delete the segment", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  const setRule = (i: number, patch: Partial<Rule>) =>
    setRules(
      rules.map((r, j) => {
        if (j !== i) return r;
        const next = { ...r, ...patch };
        if (patch.field && !OPERATORS_OF[next.field].includes(next.operator)) next.operator = OPERATORS_OF[next.field][0];
        if (patch.field === "acceptsMarketing") next.value = "true";
        return next;
      }),
    );

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>New segment</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate();
            }}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="segment-name">Name</Label>
                <Input id="segment-name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!errors.name} />
                {errors.name ? <p className="text-xs text-destructive">{errors.name}</p> : null}
              </div>
              <div className="space-y-1">
                <Label htmlFor="segment-match">Customers who match</Label>
                <NativeSelect id="segment-match" value={match} onChange={(e) => setMatch(e.target.value as "all" | "any")}>
                  <option value="all">all of the rules</option>
                  <option value="any">any of the rules</option>
                </NativeSelect>
              </div>
            </div>
            <ul className="space-y-2">
              {rules.map((r, i) => (
                <li key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]" data-testid="segment-rule">
                  <NativeSelect aria-label={`Rule ${i + 1} field`} value={r.field} onChange={(e) => setRule(i, { field: e.target.value as SegmentField })}>
                    {SEGMENT_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {FIELD_LABELS[f]}
                      </option>
                    ))}
                  </NativeSelect>
                  <NativeSelect aria-label={`Rule ${i + 1} operator`} value={r.operator} onChange={(e) => setRule(i, { operator: e.target.value as SegmentOperator })}>
                    {OPERATORS_OF[r.field].map((o) => (
                      <option key={o} value={o}>
                        {OPERATOR_LABELS[o]}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button type="button" variant="ghost" size="icon" className="sm:order-last" aria-label={`Remove rule ${i + 1}`} disabled={rules.length === 1} onClick={() => setRules(rules.filter((_, j) => j !== i))}>
                    <X aria-hidden />
                  </Button>
                  {r.field === "acceptsMarketing" ? (
                    <div className="col-span-3 sm:col-span-1">
                      <NativeSelect aria-label={`Rule ${i + 1} value`} value={r.value} onChange={(e) => setRule(i, { value: e.target.value })}>
                        <option value="true">yes</option>
                        <option value="false">no</option>
                      </NativeSelect>
                    </div>
                  ) : (
                    <Input
                      className="col-span-3 sm:col-span-1"
                      aria-label={`Rule ${i + 1} value`}
                      type={r.field === "lastOrderAt" || r.field === "createdAt" ? "date" : r.field === "ordersCount" ? "number" : "text"}
                      inputMode={r.field === "totalSpent" ? "decimal" : undefined}
                      value={r.value}
                      onChange={(e) => setRule(i, { value: e.target.value })}
                      aria-invalid={!!errors[`rules.${i}.value`]}
                    />
                  )}
                  {errors[`rules.${i}.value`] || errors[`rules.${i}.operator`] ? (
                    <p className="col-span-full text-xs text-destructive">{errors[`rules.${i}.value`] ?? errors[`rules.${i}.operator`]}</p>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setRules([...rules, newRule()])}>
                <Plus aria-hidden /> Add rule
              </Button>
              <Button type="submit" disabled={create.isPending}>
                Save segment
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Saved segments</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          {isPending ? <SkeletonRows className="h-10" /> : isError ? <LoadError error={error} fallback="Could not load segments." /> : null}
          {data && data.items.length === 0 ? <p className="text-sm text-muted-foreground">No segments yet.</p> : null}
          {data?.items.map((s) => (
            <div key={s.id} className="flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-0" data-testid="segment-row" data-name={s.name}>
              <div className="min-w-0">
                <Link className="font-medium break-words hover:underline" href={href(`/tenant-dashboard/customers?segment=${s.id}`)}>
                  {s.name}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {s.match === "all" ? "All of: " : "Any of: "}
                  {s.rules.map(describeRule).join("; ")}
                </p>
              </div>
              <div className="flex items-center gap-1">
                <Button asChild variant="outline" size="sm">
                  <a href={apiUrl(apiPath(customers.segmentExport, { params: { id: s.id } }))} download data-testid="segment-export">
                    <Download aria-hidden /> Export CSV
                  </a>
                </Button>
                <ConfirmDelete name={s.name} what="segment" onConfirm={() => remove.mutate(s)} disabled={remove.isPending} />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
