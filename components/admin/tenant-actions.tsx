"use client";
import { CalendarPlus, LayoutDashboard, Power } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import * as admin from "@/lib/admin/endpoints";
import type { AdminTenant } from "@/lib/admin/schemas";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";

const EXTEND_DAYS = 14;

/** A store card's actions for the platform admin: open its dashboard, switch it on or off, give it 14 more days. */
export function TenantActions({ t }: { t: AdminTenant }) {
  // The descriptor marks the store list and the figures stale.
  const update = useApiMutation(admin.updateTenant, {
    input: (body: { isActive?: boolean; extendDays?: number }) => ({ params: { id: t.id }, body }),
    onSuccess: (updated, body) => {
      toast({
        title: body.extendDays ? `${updated.name}: ${EXTEND_DAYS} more days` : `${updated.name} is now ${updated.isActive ? "active" : "inactive"}`,
        description: body.extendDays && updated.nextDueDate ? `Next due ${new Date(updated.nextDueDate).toLocaleDateString(undefined, { dateStyle: "medium" })}.` : undefined,
        variant: "success",
      });
    },
    onError: (err) => toast({ title: "Could not update the store", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  const onTrial = t.subscriptionStatus === "trial";
  return (
    <div className="flex flex-wrap gap-2 pt-3">
      <Button asChild size="sm" variant="outline">
        {/* Path mode works on every install (no wildcard DNS needed), and the admin may manage any store. */}
        <a href={`/store/${t.slug}/tenant-dashboard`}>
          <LayoutDashboard aria-hidden />
          Dashboard
        </a>
      </Button>
      <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ isActive: !t.isActive })}>
        <Power aria-hidden />
        {t.isActive ? "Deactivate" : "Activate"}
      </Button>
      <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ extendDays: EXTEND_DAYS })}>
        <CalendarPlus aria-hidden />
        {onTrial ? `Extend trial ${EXTEND_DAYS} days` : `Extend ${EXTEND_DAYS} days`}
      </Button>
    </div>
  );
}
