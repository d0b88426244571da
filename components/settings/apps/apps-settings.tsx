"use client";
import { SettingsShell } from "../settings-shell";
import { TokensCard } from "./tokens-card";

/**
 * Settings → Apps and API (issue 41): the store's access tokens, then its webhooks (components/settings/apps/
 * webhooks-card.tsx, from the webhooks work, goes below the tokens).
 */
export function AppsSettings() {
  return (
    <SettingsShell title="Apps and API" description="Let your own scripts and other services use this store through its Admin API.">
      <TokensCard />
    </SettingsShell>
  );
}
