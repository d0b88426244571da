"use client";
import { queryKeys } from "@/lib/http/query-keys";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { Power, PowerOff, TicketPercent } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import type { DiscountDto } from "@/lib/discounts/schemas";
import * as discounts from "@/lib/discounts/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { ConfirmDelete } from "../confirm-delete";
import { AddLink, EditLink } from "../list-parts";
import { SectionHeader } from "../section-header";
import { useTenant } from "../store-gate";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { appliesToLabel, conditionsSummary, discountName, statusBadge, statusLabel, usageLabel, valueLabel } from "./discount-text";

/** Discounts: codes and automatic discounts with their status and uses; create, edit, (de)activate, delete. */
export function DiscountsSection() {
  const { slug } = useDashboardStore();
  const { currency } = useTenant();
  const href = useStoreHref();
  const { data, isPending, isError, error } = useQuery<DiscountDto[]>({ queryKey: queryKeys.discounts.list(slug) });

  const toggle = useApiMutation(discounts.update, {
    input: (d: DiscountDto) => ({ params: { id: d.id }, body: { isActive: !d.isActive } }),
    onSuccess: (saved) => {
      toast({ title: saved.isActive ? "Discount activated" : "Discount deactivated", description: `“${discountName(saved)}” is now ${statusLabel(saved.status).toLowerCase()}.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Failed to update discount", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const remove = useApiMutation(discounts.remove, {
    input: (d: DiscountDto) => ({ params: { id: d.id } }),
    onSuccess: (_r, d) => {
      toast({ title: "Discount deleted", description: `“${discountName(d)}” was deleted.`, variant: "success" });
    },
    onError: (err) => toast({ title: "Failed to delete discount", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  const addButton = <AddLink href={href("/tenant-dashboard/discounts/new")}>Create discount</AddLink>;
  const list = data ?? [];

  return (
    <div>
      <SectionHeader title="Discounts" description="Codes shoppers enter at checkout, and discounts that apply by themselves." action={list.length ? addButton : undefined} />
      {isPending ? (
        <SkeletonRows className="h-16" />
      ) : isError ? (
        <LoadError error={error} fallback="Could not load discounts." />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<TicketPercent className="size-10" />}
          title="No discounts yet"
          description="Create a code such as SAVE10, or a discount that applies automatically at checkout."
          action={addButton}
        />
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Discount</TableHead>
                <TableHead className="hidden md:table-cell">Value</TableHead>
                <TableHead className="hidden lg:table-cell">Applies to</TableHead>
                <TableHead className="hidden lg:table-cell">Conditions</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only sm:not-sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((d) => {
                const name = discountName(d);
                const editHref = href(`/tenant-dashboard/discounts/${d.id}/edit`);
                const value = valueLabel(d, currency);
                const applies = appliesToLabel(d);
                const conditions = conditionsSummary(d, currency);
                return (
                  <TableRow key={d.id} data-testid="discount-row" data-code={d.code ?? undefined}>
                    <TableCell className="max-w-64 whitespace-normal">
                      <Link href={editHref} className="font-medium break-words hover:underline" data-testid="discount-name">
                        {name}
                      </Link>
                      <p className="text-xs text-muted-foreground">{d.automatic ? "Automatic discount" : d.title ? d.title : "Discount code"}</p>
                      {/* Where the other columns are hidden, their words sit under the name. */}
                      <p className="mt-1 text-xs md:hidden">
                        {value} · {applies}
                      </p>
                      <p className="text-xs text-muted-foreground lg:hidden">{conditions}</p>
                    </TableCell>
                    <TableCell className="hidden md:table-cell" data-testid="discount-value">
                      {value}
                    </TableCell>
                    <TableCell className="hidden lg:table-cell">{applies}</TableCell>
                    <TableCell className="hidden max-w-56 whitespace-normal text-sm text-muted-foreground lg:table-cell">{conditions}</TableCell>
                    <TableCell>
                      <Badge {...statusBadge(d.status)} data-testid="discount-status">
                        {statusLabel(d.status)}
                      </Badge>
                      <p className="mt-1 text-xs whitespace-nowrap text-muted-foreground" data-testid="discount-usage">
                        {usageLabel(d)}
                      </p>
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      <EditLink href={editHref} label={`Edit discount ${name}`} />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`${d.isActive ? "Deactivate" : "Activate"} discount ${name}`}
                        title={d.isActive ? "Deactivate" : "Activate"}
                        disabled={toggle.isPending && toggle.variables?.id === d.id}
                        onClick={() => toggle.mutate(d)}
                      >
                        {d.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                      </Button>
                      <ConfirmDelete
                        name={name}
                        what="discount"
                        description={`“${name}” will be deleted. Orders that used it keep their discount. This cannot be undone.`}
                        onConfirm={() => remove.mutate(d)}
                        disabled={remove.isPending && remove.variables?.id === d.id}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
