"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import * as checkoutsApi from "@/lib/checkouts/endpoints";
import type { RecoverySettings } from "@/lib/checkouts/schemas";
import { errorMessage } from "@/lib/http/client";
import { HttpError } from "@/lib/http/fetch";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { NativeSelect } from "../native-select";
import { useAccess } from "../store-gate";
import { useDashboardStore } from "../use-dashboard";

/** The recovery setting (GET/PUT /api/settings/checkout-recovery): on or off, the delay, who is written to. */
export function RecoverySettingsCard() {
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, checkoutsApi.settings);
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Recovery e-mail</CardTitle>
        <CardDescription>Sent once per checkout, after the shopper has been away for the delay. Each e-mail has a one-click unsubscribe.</CardDescription>
      </CardHeader>
      <CardContent>{q.data ? <SettingsForm key={JSON.stringify(q.data)} initial={q.data} /> : <Skeleton className="h-24 w-full" />}</CardContent>
    </Card>
  );
}

function SettingsForm({ initial }: { initial: RecoverySettings }) {
  const id = useId();
  const { can } = useAccess();
  const editable = can("settings");
  const [form, setForm] = useState({ ...initial, delayMinutes: String(initial.delayMinutes) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useApiMutation(checkoutsApi.saveSettings, {
    input: () => ({ body: { enabled: form.enabled, delayMinutes: Number(form.delayMinutes), audience: form.audience } }),
    retry: 0,
    onSuccess: () => {
      setErrors({});
      toast({ title: "Recovery e-mail saved", variant: "success" });
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? (err.fieldErrors ?? {}) : {});
      toast({ title: "Not saved", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  return (
    <form
      className="grid gap-4 sm:grid-cols-[auto_9rem_minmax(15rem,18rem)_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex items-center gap-2 sm:pb-2">
        <Switch id={`${id}-on`} checked={form.enabled} disabled={!editable} onCheckedChange={(v) => setForm({ ...form, enabled: v })} />
        <Label htmlFor={`${id}-on`}>Send recovery e-mails</Label>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-delay`}>Delay (minutes)</Label>
        <Input
          id={`${id}-delay`}
          type="number"
          min={0}
          max={10080}
          inputMode="numeric"
          disabled={!editable}
          value={form.delayMinutes}
          aria-invalid={!!errors.delayMinutes}
          aria-describedby={errors.delayMinutes ? `${id}-delay-error` : undefined}
          onChange={(e) => setForm({ ...form, delayMinutes: e.target.value })}
        />
        {errors.delayMinutes ? (
          <p id={`${id}-delay-error`} className="text-sm text-destructive">
            {errors.delayMinutes}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-audience`}>Send to</Label>
        <NativeSelect id={`${id}-audience`} disabled={!editable} value={form.audience} onChange={(e) => setForm({ ...form, audience: e.target.value as RecoverySettings["audience"] })}>
          <option value="subscribed">Shoppers who accept marketing</option>
          <option value="everyone">Every shopper</option>
        </NativeSelect>
      </div>
      {editable ? (
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      ) : null}
    </form>
  );
}
