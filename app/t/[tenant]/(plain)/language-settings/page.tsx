import type { Metadata } from "next";
import { LanguageSettingsForm } from "@/components/settings/language-settings-form";
import { OwnerSettingsGate } from "@/components/settings/owner-gate";

export const metadata: Metadata = { title: "Languages" };

type Props = { params: Promise<{ tenant: string }> };

/** /language-settings — the store's languages and its translations' progress (issue 44); permission settings. */
export default async function LanguageSettingsPage({ params }: Props) {
  return (
    <OwnerSettingsGate tenantKey={(await params).tenant}>
      <LanguageSettingsForm />
    </OwnerSettingsGate>
  );
}
