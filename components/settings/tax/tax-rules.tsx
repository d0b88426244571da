"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { LoaderCircle, Pencil, Plus, Receipt, RefreshCw } from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "@/components/dashboard/confirm-delete";
import { useDashboardStore, useInvalidate } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { TaxRuleDto, TaxRuleOption } from "@/lib/tax/rules/schemas";
import { errorMessage, HttpError } from "@/lib/http/client";
import { TaxRuleDialog } from "./tax-rule-dialog";
import { queryKeys } from "@/lib/http/query-keys";
import { EmptyState } from "@/components/ui/empty-state";
import * as tax from "@/lib/tax/endpoints";
import { callApi } from "@/lib/http/call";

/** The Tax Rules tab: the store's rules (GET /api/tax-rules) with edit, delete and the create dialog. */
export function TaxRules() {
  const { slug } = useDashboardStore();
  const invalidate = useInvalidate();
  const rules = useQuery<TaxRuleOption[]>({ queryKey: queryKeys.tax.rules(slug) });
  const [open, setOpen] = useState(false);
  // The rule being edited, loaded with its levels (GET /api/tax-rules/{id}) when Edit is pressed.
  const [editing, setEditing] = useState<TaxRuleDto | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  async function startEdit(r: TaxRuleOption) {
    setLoadingId(r.id);
    try {
      setEditing(await callApi(tax.rule, { params: { id: r.id } }));
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Could not load the tax rule"), variant: "destructive" });
    } finally {
      setLoadingId(null);
    }
  }
  // Products show their rule in the editor; a deleted rule leaves them without one.
  const refresh = () => invalidate(...(tax.deleteRule.invalidates ?? []));

  const remove = useMutation({
    mutationFn: (r: TaxRuleOption) => callApi(tax.deleteRule, { params: { id: r.id } }),
    onSuccess: () => {
      toast({ title: "Success", description: "Tax rule deleted", variant: "success" });
      return refresh();
    },
    onError: (err) => {
      const server = err instanceof HttpError ? err.serverMessage : undefined;
      toast({ title: "Error", description: server ? `Failed to delete tax rule: ${server}` : "Failed to delete tax rule", variant: "destructive" });
    },
  });

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle className="text-base">Tax Rules</CardTitle>
          <CardDescription>Products choose a rule in the product editor; a product without one is not taxed.</CardDescription>
        </div>
        <Button onClick={() => setOpen(true)}>
          <Plus aria-hidden />
          Create Tax Rule
        </Button>
      </CardHeader>
      <CardContent>
        {rules.isPending ? (
          <Skeleton className="h-24" />
        ) : rules.isError ? (
          <div role="alert" className="space-y-3 text-sm text-destructive">
            <p>{errorMessage(rules.error, "Could not load tax rules.")}</p>
            <Button variant="outline" size="sm" onClick={() => void rules.refetch()} disabled={rules.isFetching}>
              {rules.isFetching ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
              Try again
            </Button>
          </div>
        ) : rules.data.length === 0 ? (
          <EmptyState icon={<Receipt className="size-8" />} title="No tax rules" description="Create a rule, then choose it on your products." />
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Tax rules">
            {rules.data.map((r) => (
              <li key={r.id} className="flex items-center gap-2 p-3 text-sm" data-testid="tax-rule">
                <Receipt className="size-4 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1 break-words">{r.name}</span>
                <Button variant="ghost" size="sm" onClick={() => void startEdit(r)} disabled={loadingId === r.id} aria-label={`Edit ${r.name}`}>
                  {loadingId === r.id ? <LoaderCircle className="animate-spin" aria-hidden /> : <Pencil aria-hidden />}
                  Edit
                </Button>
                <ConfirmDelete
                  name={r.name}
                  what="tax rule"
                  description={`“${r.name}” and its levels will be deleted; products using it will have no tax rule. This cannot be undone.`}
                  disabled={remove.isPending}
                  onConfirm={() => remove.mutate(r)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <TaxRuleDialog open={open} onOpenChange={setOpen} onCreated={refresh} />
      {editing ? (
        <TaxRuleDialog
          key={editing.id}
          open
          editing={editing}
          onOpenChange={(v) => {
            if (!v) setEditing(null);
          }}
          onCreated={refresh}
        />
      ) : null}
    </Card>
  );
}
