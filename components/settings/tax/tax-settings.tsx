"use client";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { TaxSettingsDto } from "@/lib/tax/settings/schemas";
import * as tax from "@/lib/tax/endpoints";
import { useApiQuery } from "@/lib/http/use-api-query";
import { TaxRules } from "./tax-rules";
import { GeneralTaxSettings, useTaxSettingsForm, VatSettings } from "./tax-settings-form";
import { LoadErrorPanel } from "@/components/ui/load-states";

/** The dashboard's Tax section: General Settings, VAT Settings and Tax Rules. */
export function TaxSettingsTabs() {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, tax.settings, { params: { id: tenant.id } });
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
        <LoadErrorPanel error={q.error} fallback="Could not load tax settings." onRetry={() => void q.refetch()} retrying={q.isFetching} />
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
