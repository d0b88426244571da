import "server-only";
import type { Tx } from "@/db/client";
import type { TenantId } from "@/lib/tenancy/store";

/**
 * One entry of the activity log, written inside the change's own transaction (issue 40): who (from
 * lib/activity/context.ts's current origin), what, on which resource, and the fields changed.
 * PLACEHOLDER until the activity-log branch lands: the signature is what callers code against.
 */
export type ActivityInput = {
  action: string;
  resourceType: string;
  resourceId: string | null;
  summary: string;
  changes?: Record<string, [unknown, unknown]>;
};

export async function recordActivity(_tx: Tx, _tenantId: TenantId | null, _entry: ActivityInput): Promise<void> {}
