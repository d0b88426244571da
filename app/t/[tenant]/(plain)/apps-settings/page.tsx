import type { Metadata } from "next";
import { AppsSettings } from "@/components/settings/apps/apps-settings";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";

export const metadata: Metadata = { title: "Apps and API" };

type Props = { params: Promise<{ tenant: string }> };

/** /apps-settings — the store's Admin API access tokens (and its webhooks): members with `apps` (issue 41). */
export default async function AppsSettingsPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <AppsSettings />
    </OwnerSettingsGate>
  );
}
