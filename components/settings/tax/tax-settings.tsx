"use client";
import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/http/client";
import type { TaxSettingsDto } from "@/lib/tax/settings-schemas";
import { TaxRules } from "./tax-rules";
import { GeneralTaxSettings, useTaxSettingsForm, VatSettings } from "./tax-settings-form";
import { queryKeys } from "@/lib/http/query-keys";

/** The dashboard's Tax section: General Settings, VAT Settings and Tax Rules. */
export function TaxSettingsTabs() {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const q = useQuery<TaxSettingsDto>({ queryKey: queryKeys.tenant.taxSettings(slug, tenant.id) });
  return (
    <Tabs defaultValue="general" className="gap-4">
      <TabsList className="flex-wrap">
        <TabsTrigger value="general">General Settings</TabsTrigger>
        <TabsTrigger value="vat">VAT Settings</TabsTrigger>
        <TabsTrigger value="rules">Tax Rules</TabsTrigger>
      </TabsList>
      {q.isPending ? (
        <Skeleton className="h-64" />
      ) : q.isError ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center">
          <p className="text-sm text-destructive">{errorMessage(q.error, "Could not load tax settings.")}</p>
          <Button className="mt-4" variant="outline" onClick={() => void q.refetch()} disabled={q.isFetching}>
            {q.isFetching ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            Try again
          </Button>
        </div>
      ) : (
        <SettingsTabs settings={q.data} />
      )}
    </Tabs>
  );
}

function SettingsTabs({ settings }: { settings: TaxSettingsDto }) {
  const form = useTaxSettingsForm(settings);
  return (
    <>
      <TabsContent value="general">
        <GeneralTaxSettings form={form} />
      </TabsContent>
      <TabsContent value="vat">
        <VatSettings form={form} />
      </TabsContent>
      <TabsContent value="rules">
        <TaxRules />
      </TabsContent>
    </>
  );
}
