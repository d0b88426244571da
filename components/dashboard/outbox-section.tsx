"use client";
import { SectionHeader } from "@/components/dashboard/section-header";
import { Outbox } from "@/components/mail/outbox";
import { useDashboardStore } from "./use-dashboard";

/** Outbox: the store's messages (order confirmations, owner alerts, password resets), sent or kept. */
export function OutboxSection() {
  const { slug } = useDashboardStore();
  return (
    <div>
      <SectionHeader title="Outbox" description="Every message your store sent or kept, newest first. Open one to read it as the recipient sees it." />
      <Outbox store={slug} />
    </div>
  );
}
