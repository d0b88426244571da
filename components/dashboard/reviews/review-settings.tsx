"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { saveSettings } from "@/lib/reviews/endpoints";
import type { ReviewSettings } from "@/lib/reviews/schemas";

/** The store's review settings (PUT /api/settings/reviews): publish at once or after approval, guests, the request mail. */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const [v, setV] = useState(settings);
  const save = useApiMutation(saveSettings, {
    input: (body: ReviewSettings) => ({ body }),
    onSuccess: () => toast({ title: "Review settings saved", variant: "success" }),
    onError: (err) => toast({ title: "Not saved", description: errorMessage(err, "The settings could not be saved"), variant: "destructive" }),
  });
  const box = "size-4 accent-primary";
  return (
    <form
      className="space-y-3 rounded-lg border bg-background p-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(v);
      }}
      data-testid="review-settings"
    >
      <label className="flex items-center gap-2">
        <input type="checkbox" className={box} checked={v.autoPublish} onChange={(e) => setV({ ...v, autoPublish: e.target.checked })} data-testid="review-auto-publish" />
        Publish reviews at once (otherwise they wait for your approval)
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" className={box} checked={v.allowGuests} onChange={(e) => setV({ ...v, allowGuests: e.target.checked })} />
        Let shoppers who did not buy review (shown without &quot;Verified buyer&quot;)
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" className={box} checked={v.requestEmail.enabled} onChange={(e) => setV({ ...v, requestEmail: { ...v.requestEmail, enabled: e.target.checked } })} />
          E-mail buyers asking for a review
        </label>
        <Input
          type="number"
          min={1}
          max={90}
          className="w-20"
          aria-label="Days after delivery"
          value={v.requestEmail.daysAfterDelivery}
          onChange={(e) => setV({ ...v, requestEmail: { ...v.requestEmail, daysAfterDelivery: Number(e.target.value) } })}
        />
        <span>days after delivery</span>
      </div>
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}
