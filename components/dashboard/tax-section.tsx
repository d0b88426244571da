"use client";
import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { TaxRuleOption } from "@/lib/catalog/schemas";
import { errorMessage } from "@/lib/http/client";
import { EmptyState, SectionHeader } from "./form-field";
import { useStoreKey } from "./use-dashboard";

/**
 * Tax inside the dashboard (spec 2 §2): the store's tax rules, which products choose in the product
 * editor. The settings tabs (General, VAT, rule editing) are the settings pages' part (spec 3).
 */
export function TaxSection() {
  const key = useStoreKey();
  const rules = useQuery<TaxRuleOption[]>({ queryKey: key("/api/tax-rules") });
  return (
    <div>
      <SectionHeader title="Tax" description="Tax rules your products can use." />
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Tax Rules</CardTitle>
          <CardDescription>A product without a tax rule is not taxed.</CardDescription>
        </CardHeader>
        <CardContent>
          {rules.isPending ? (
            <Skeleton className="h-24" />
          ) : rules.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(rules.error, "Could not load tax rules.")}
            </p>
          ) : rules.data.length === 0 ? (
            <EmptyState icon={<Receipt className="size-8" />} title="No tax rules" />
          ) : (
            <ul className="divide-y rounded-md border">
              {rules.data.map((r) => (
                <li key={r.id} className="flex items-center gap-2 p-3 text-sm">
                  <Receipt className="size-4 text-muted-foreground" aria-hidden />
                  {r.name}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
