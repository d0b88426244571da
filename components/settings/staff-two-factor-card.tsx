"use client";
import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTenant } from "@/components/dashboard/store-gate";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";
import { invalidateFor } from "@/lib/http/use-api-mutation";
import * as tenancy from "@/lib/tenancy/endpoints";

/** What the settings page knows of the store's two-factor rule (not in the public store DTO). */
export type StaffTwoFactorSetting = { requireStaffTwoFactor: boolean; canChange: boolean };

/**
 * "Require two-factor sign-in for staff" (record 0144): with it on, a staff member without two-factor is sent to
 * the set-up screen before the dashboard. The owner alone changes it (the API refuses anyone else); the owner is
 * never made to, so a store cannot lock out its own owner.
 */
export function StaffTwoFactorCard({ initial }: { initial: StaffTwoFactorSetting }) {
  const tenant = useTenant();
  const qc = useQueryClient();
  const switchId = useId();
  const hintId = useId();
  const [on, setOn] = useState(initial.requireStaffTwoFactor);
  const [saving, setSaving] = useState(false);

  async function toggle(next: boolean) {
    setOn(next);
    setSaving(true);
    try {
      await callApi(tenancy.updatePatch, { params: { id: tenant.id }, body: { requireStaffTwoFactor: next } });
      await invalidateFor(qc, tenancy.updatePatch);
      toast({
        title: "Success",
        description: next ? "Staff now set up two-factor sign-in before they use the dashboard" : "Staff may use the dashboard without two-factor sign-in",
        variant: "success",
      });
    } catch (err) {
      setOn(!next);
      toast({ title: "Error", description: errorMessage(err, "Failed to update setting"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card data-testid="staff-two-factor">
      <CardHeader>
        <CardTitle>Staff sign-in</CardTitle>
        <CardDescription>How the people you invite to this store sign in.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <div className="space-y-1">
            <Label htmlFor={switchId} className="leading-snug">
              Require two-factor sign-in for staff
            </Label>
            <p id={hintId} className="text-sm text-muted-foreground">
              Staff without an authenticator app set up are asked to set one up before they can use the dashboard. Your own sign-in is not affected.
              {initial.canChange ? "" : " Only the store owner can change this."}
            </p>
          </div>
          <Switch id={switchId} aria-describedby={hintId} checked={on} disabled={saving || !initial.canChange} onCheckedChange={(v) => void toggle(v)} />
        </div>
      </CardContent>
    </Card>
  );
}
