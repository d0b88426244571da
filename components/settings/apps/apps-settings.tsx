"use client";
import { SettingsShell } from "../settings-shell";
import { TokensCard } from "./tokens-card";
import { WebhooksCard } from "./webhooks-card";

/** Settings → Apps and API (issue 41): the store's access tokens (record 0145), then its webhooks (record 0146). */
export function AppsSettings() {
  return (
    <SettingsShell title="Apps and API" description="Let your own scripts and other services use this store through its Admin API.">
      <TokensCard />
      <WebhooksCard />
    </SettingsShell>
  );
}
