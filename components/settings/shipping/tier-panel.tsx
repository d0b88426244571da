"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Globe, Pencil, Plus, Truck } from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "@/components/dashboard/confirm-delete";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { HttpError } from "@/lib/http/client";
import { CURRENCIES, formatMoney, isCurrency } from "@/lib/money";
import { SHIPPING_COUNTRY_NAMES, type ShippingCountry, type ShippingTierDto } from "@/lib/shipping/schemas";
import { TierForm } from "./tier-form";
import { queryKeys } from "@/lib/http/query-keys";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadErrorPanel } from "@/components/ui/load-states";
import * as shipping from "@/lib/shipping/endpoints";
import { callApi } from "@/lib/http/call";

type ShippingType = "domestic" | "international";

const failure = (what: string, err: unknown) => {
  const server = err instanceof HttpError ? err.serverMessage : undefined;
  toast({ title: "Error", description: server ? `${what}: ${server}` : what, variant: "destructive" });
};

/** One tab of /shipping-settings: the create-tier action, the form and the list of tiers of one type. */
export function TierPanel({ shippingType }: { shippingType: ShippingType }) {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const qc = useQueryClient();
  const listKey = queryKeys.shipping.tiers(slug, shippingType);
  const q = useQuery<ShippingTierDto[]>({ queryKey: listKey });
  const [editing, setEditing] = useState<ShippingTierDto | "new" | null>(null);
  const symbol = isCurrency(tenant.currency) ? CURRENCIES[tenant.currency].symbol : "";
  const label = shippingType === "domestic" ? "Domestic" : "International";
  const refresh = () => qc.invalidateQueries({ queryKey: listKey });

  async function save(payload: Parameters<Parameters<typeof TierForm>[0]["onSubmit"]>[0]) {
    const existing = editing !== "new" ? editing : null;
    try {
      if (existing) await callApi(shipping.updateTier, { params: { id: existing.id }, body: payload });
      else await callApi(shipping.create, { body: payload });
    } catch (err) {
      failure(existing ? "Failed to update shipping tier" : "Failed to create shipping tier", err);
      throw err;
    }
    toast({ title: "Success", description: existing ? "Shipping tier updated successfully" : "Shipping tier created successfully", variant: "success" });
    setEditing(null);
    await refresh();
  }

  const toggle = useMutation({
    mutationFn: (t: { id: string; isActive: boolean }) => callApi(shipping.updateTier, { params: { id: t.id }, body: { isActive: t.isActive } }),
    onMutate: async (t) => {
      await qc.cancelQueries({ queryKey: listKey });
      const before = qc.getQueryData<ShippingTierDto[]>(listKey);
      qc.setQueryData<ShippingTierDto[]>(listKey, (list) => list?.map((x) => (x.id === t.id ? { ...x, isActive: t.isActive } : x)));
      return { before };
    },
    onSuccess: () => toast({ title: "Success", description: "Shipping tier updated successfully", variant: "success" }),
    onError: (err, _t, ctx) => {
      if (ctx?.before) qc.setQueryData(listKey, ctx.before);
      failure("Failed to update shipping tier", err);
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (t: ShippingTierDto) => callApi(shipping.remove, { params: { id: t.id } }),
    onSuccess: (_d, t) => {
      toast({ title: "Success", description: "Shipping tier deleted successfully", variant: "success" });
      if (editing !== "new" && editing?.id === t.id) setEditing(null);
      return refresh();
    },
    onError: (err) => failure("Failed to delete shipping tier", err),
  });

  const price = (t: ShippingTierDto) => {
    const base =
      t.pricingType === "fixed"
        ? formatMoney(t.fixedPrice, tenant.currency)
        : t.priceRanges
            .map((r) => `${formatMoney(r.from, tenant.currency)}${r.to === null ? "+" : ` – ${formatMoney(r.to, tenant.currency)}`}: ${formatMoney(r.price, tenant.currency)}`)
            .join(" · ");
    return t.freeAbove !== null ? `${base} · free above ${formatMoney(t.freeAbove, tenant.currency)}` : base;
  };

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="space-y-1.5">
            <CardTitle className="text-base">{label} Shipping Tiers</CardTitle>
            <CardDescription>
              {shippingType === "domestic"
                ? "Rates for buyers in your store's country. The cheapest active tier that applies is used at checkout."
                : "Rates for buyers abroad, per country. The cheapest active tier that applies is used at checkout."}
            </CardDescription>
          </div>
          <Button onClick={() => setEditing("new")} disabled={editing !== null}>
            <Plus aria-hidden />
            Create {label} Tier
          </Button>
        </CardHeader>
      </Card>

      {editing !== null ? (
        <TierForm
          key={editing === "new" ? "new" : editing.id}
          shippingType={shippingType}
          tier={editing === "new" ? null : editing}
          currencySymbol={symbol}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {q.isPending ? (
        <Skeleton className="h-32" />
      ) : q.isError ? (
        <LoadErrorPanel error={q.error} fallback="Could not load shipping tiers." onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.length === 0 ? (
        <EmptyState
          icon={shippingType === "domestic" ? <Truck className="size-8" /> : <Globe className="size-8" />}
          title={`No ${shippingType} shipping tiers configured yet`}
          description="Without an active tier, shipping is free at checkout."
        />
      ) : (
        <ul className="divide-y rounded-lg border bg-card" aria-label={`${label} shipping tiers`}>
          {q.data.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="shipping-tier">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{t.name}</span>
                  <Badge variant="secondary">{t.pricingType === "fixed" ? "Fixed" : "Variable"}</Badge>
                  {t.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="outline">Inactive</Badge>}
                </div>
                <p className="text-sm break-words text-muted-foreground">{price(t)}</p>
                {t.deliveryTime ? <p className="text-xs text-muted-foreground">Delivery: {t.deliveryTime}</p> : null}
                {shippingType === "international" ? (
                  <p className="text-xs text-muted-foreground">
                    Countries:{" "}
                    {t.countries.length === 0 || t.countries.includes("ALL")
                      ? "All Countries"
                      : t.countries.map((c) => SHIPPING_COUNTRY_NAMES[c as ShippingCountry] ?? c).join(", ")}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-1">
                <Switch
                  checked={t.isActive}
                  aria-label={`Active: ${t.name}`}
                  disabled={toggle.isPending && toggle.variables?.id === t.id}
                  onCheckedChange={(v) => toggle.mutate({ id: t.id, isActive: v })}
                />
                <Button variant="ghost" size="icon" aria-label={`Edit shipping tier ${t.name}`} onClick={() => setEditing(t)}>
                  <Pencil aria-hidden />
                </Button>
                <ConfirmDelete name={t.name} what="shipping tier" disabled={remove.isPending} onConfirm={() => remove.mutate(t)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
