"use client";
import { useId, useState } from "react";
import { Check, Copy, History, KeyRound, Plus, RotateCw, Send, Webhook as WebhookIcon } from "lucide-react";
import { ConfirmDelete } from "@/components/dashboard/confirm-delete";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { HttpError } from "@/lib/http/fetch";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { WEBHOOK_TOPICS } from "@/lib/webhook-topics";
import * as webhooks from "@/lib/webhooks/endpoints";
import type { WebhookDeliveryDto, WebhookDto } from "@/lib/webhooks/schemas";

/**
 * Settings → Apps and API: the store's outgoing webhooks (issue 41, record 0146). A list of webhooks (URL, topics,
 * on/off), "Add webhook" (URL, topics, description), the signing secret shown once with a copy button (after
 * adding, and after a rotation), a test ping, and each webhook's deliveries with their status and "Redeliver".
 * No props: it reads the store from the dashboard.
 */
export function WebhooksCard() {
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, webhooks.list);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  const items = q.data?.items ?? [];

  return (
    <Card data-testid="webhooks-card">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle>Webhooks</CardTitle>
          <CardDescription>
            Your store sends a signed HTTP POST to these URLs when something happens (an order placed, a product changed). Signatures follow the Standard Webhooks
            specification.
          </CardDescription>
        </div>
        {items.length > 0 && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> Add webhook
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {q.isPending ? (
          <SkeletonRows className="h-24" count={2} />
        ) : q.isError ? (
          <LoadError error={q.error} fallback="The webhooks could not be loaded" />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<WebhookIcon className="size-8" aria-hidden />}
            title="No webhooks yet"
            description="Add one to tell your other systems (a warehouse, an ERP, your own script) about orders and products as they happen."
            action={
              <Button onClick={() => setAdding(true)}>
                <Plus aria-hidden /> Add webhook
              </Button>
            }
          />
        ) : (
          <ul className="space-y-3">
            {items.map((w) => (
              <WebhookRow key={w.id} hook={w} onSecret={(value) => setSecret({ title: "New signing secret", value })} />
            ))}
          </ul>
        )}
      </CardContent>
      <AddWebhookDialog open={adding} onOpenChange={setAdding} onCreated={(value) => setSecret({ title: "Webhook added", value })} />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}

function WebhookRow({ hook, onSecret }: { hook: WebhookDto; onSecret: (secret: string) => void }) {
  const switchId = useId();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const fail = (fallback: string) => (err: Error) => toast({ title: "Error", description: errorMessage(err, fallback), variant: "destructive" });
  const toggle = useApiMutation(webhooks.update, { input: (enabled: boolean) => ({ params: { id: hook.id }, body: { enabled } }), onError: fail("The webhook could not be changed") });
  const test = useApiMutation(webhooks.test, {
    input: () => ({ params: { id: hook.id } }),
    onSuccess: () => {
      setShowDeliveries(true);
      toast({ title: "Test sent", description: "A ping event is on its way; its delivery is listed below.", variant: "success" });
    },
    onError: fail("The test could not be sent"),
  });
  const rotate = useApiMutation(webhooks.rotateSecret, { input: () => ({ params: { id: hook.id } }), onSuccess: (r) => onSecret(r.secret), onError: fail("The secret could not be rotated") });
  const remove = useApiMutation(webhooks.remove, {
    input: () => ({ params: { id: hook.id } }),
    onSuccess: () => toast({ title: "Webhook deleted", variant: "success" }),
    onError: fail("The webhook could not be deleted"),
  });
  const on = toggle.isPending ? !!toggle.variables : hook.enabled;

  return (
    <li className="rounded-lg border p-4" data-testid="webhook-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <p className="break-all font-mono text-sm font-medium">{hook.url}</p>
          {hook.description ? <p className="text-sm text-muted-foreground">{hook.description}</p> : null}
          <div className="flex flex-wrap gap-1">
            {hook.topics.map((t) => (
              <Badge key={t} variant="outline" className="font-mono text-xs">
                {t}
              </Badge>
            ))}
          </div>
          {!hook.enabled && hook.disabledAt && hook.consecutiveFailures >= 3 ? (
            <p role="status" className="text-sm text-destructive">
              Turned off after {hook.consecutiveFailures} failed deliveries in a row. Fix the receiver, turn it on, then redeliver what it missed.
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={switchId} className="text-sm">
            {on ? "On" : "Off"}
          </Label>
          <Switch id={switchId} checked={on} disabled={toggle.isPending} onCheckedChange={(v) => toggle.mutate(v)} aria-label={`Send events to ${hook.url}`} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => test.mutate()} disabled={test.isPending || !hook.enabled}>
          <Send aria-hidden /> Send test
        </Button>
        <Button variant="outline" size="sm" onClick={() => setShowDeliveries((v) => !v)} aria-expanded={showDeliveries}>
          <History aria-hidden /> {showDeliveries ? "Hide deliveries" : "Deliveries"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          <KeyRound aria-hidden /> Rotate secret
        </Button>
        <div className="ml-auto">
          <ConfirmDelete
            name={hook.url}
            what="webhook"
            description="Events stop going to this URL at once, and its delivery history is deleted."
            onConfirm={() => remove.mutate()}
            disabled={remove.isPending}
          />
        </div>
      </div>
      {showDeliveries ? <Deliveries webhookId={hook.id} /> : null}
    </li>
  );
}

const STATUS_BADGE = { pending: "warning", delivered: "success", failed: "destructive" } as const;
const STATUS_LABEL = { pending: "Pending", delivered: "Delivered", failed: "Failed" } as const;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function Deliveries({ webhookId }: { webhookId: string }) {
  const { slug } = useDashboardStore();
  const [page, setPage] = useState(1);
  const q = useApiQuery(slug, webhooks.deliveries, { params: { id: webhookId }, query: { page } }, {
    // While something is on its way, look again every few seconds.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === "pending") ? 3000 : false),
  });
  const pages = Math.max(1, Math.ceil((q.data?.total ?? 0) / 20));

  return (
    <div className="mt-4 border-t pt-4" data-testid="webhook-deliveries">
      <h4 className="mb-2 text-sm font-medium">Deliveries</h4>
      {q.isPending ? (
        <SkeletonRows className="h-12" count={2} />
      ) : q.isError ? (
        <LoadError error={q.error} fallback="The deliveries could not be loaded" />
      ) : q.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deliveries yet. Send a test, or wait for the next event of its topics.</p>
      ) : (
        <>
          <ul className="divide-y rounded-md border">
            {q.data.items.map((d) => (
              <DeliveryRow key={d.id} webhookId={webhookId} delivery={d} />
            ))}
          </ul>
          {pages > 1 ? (
            <div className="mt-2 flex items-center justify-end gap-2 text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function DeliveryRow({ webhookId, delivery: d }: { webhookId: string; delivery: WebhookDeliveryDto }) {
  const redeliver = useApiMutation(webhooks.redeliver, {
    input: () => ({ params: { id: webhookId, deliveryId: d.id } }),
    onSuccess: () => toast({ title: "Sent again", description: "The same event goes out again, with the same webhook-id.", variant: "success" }),
    onError: (err) => toast({ title: "Error", description: errorMessage(err, "The delivery could not be sent again"), variant: "destructive" }),
  });
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm" data-testid="webhook-delivery">
      <Badge variant={STATUS_BADGE[d.status]}>{STATUS_LABEL[d.status]}</Badge>
      <span className="font-mono text-xs">{d.topic}</span>
      <span className="text-muted-foreground">{when(d.createdAt)}</span>
      <span className="text-muted-foreground">
        {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
        {d.lastStatusCode ? ` · HTTP ${d.lastStatusCode}` : ""}
        {d.durationMs !== null ? ` · ${d.durationMs} ms` : ""}
      </span>
      {d.status === "pending" && d.attempts > 0 && d.nextAttemptAt ? <span className="text-muted-foreground">next try {when(d.nextAttemptAt)}</span> : null}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={() => redeliver.mutate()} disabled={redeliver.isPending || (d.status === "pending" && d.attempts === 0)}>
        <RotateCw aria-hidden /> Redeliver
      </Button>
      {d.lastError && d.status !== "delivered" ? <p className="basis-full break-words text-xs text-destructive">{d.lastError}</p> : null}
    </li>
  );
}

function AddWebhookDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (secret: string) => void }) {
  const urlId = useId();
  const descriptionId = useId();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [topics, setTopics] = useState<string[]>(["orders/created"]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useApiMutation(webhooks.create, {
    input: () => ({ body: { url: url.trim(), topics: topics as (typeof WEBHOOK_TOPICS)[number][], description: description.trim() || undefined } }),
    onSuccess: (r) => {
      onOpenChange(false);
      setUrl("");
      setDescription("");
      setTopics(["orders/created"]);
      setErrors({});
      onCreated(r.secret);
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? (err.fieldErrors ?? {}) : {});
      toast({ title: "Error", description: errorMessage(err, "The webhook could not be added"), variant: "destructive" });
    },
  });
  const flip = (t: string, on: boolean) => setTopics((cur) => (on ? [...cur, t] : cur.filter((x) => x !== t)));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add webhook</DialogTitle>
          <DialogDescription>Events of the topics you choose are sent to this URL as signed JSON.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!topics.length) return setErrors({ topics: "Choose at least one topic" });
            create.mutate();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={urlId}>URL</Label>
            <Input id={urlId} type="url" inputMode="url" placeholder="https://example.com/webhooks" value={url} onChange={(e) => setUrl(e.target.value)} required aria-invalid={!!errors.url} />
            {errors.url ? <p className="text-sm text-destructive">{errors.url}</p> : null}
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Topics</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {WEBHOOK_TOPICS.map((t) => (
                <label key={t} className="flex items-center gap-2 text-sm">
                  <Checkbox checked={topics.includes(t)} onCheckedChange={(v) => flip(t, v === true)} aria-label={t} />
                  <span className="font-mono text-xs">{t}</span>
                </label>
              ))}
            </div>
            {errors.topics ? <p className="text-sm text-destructive">{errors.topics}</p> : null}
          </fieldset>
          <div className="space-y-2">
            <Label htmlFor={descriptionId}>Description (optional)</Label>
            <Input id={descriptionId} value={description} maxLength={500} onChange={(e) => setDescription(e.target.value)} placeholder="Warehouse sync" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Add webhook
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SecretDialog({ secret, onClose }: { secret: { title: string; value: string } | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const secretId = useId();
  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret.value);
      setCopied(true);
    } catch {
      toast({ title: "Copy failed", description: "Select the secret and copy it by hand.", variant: "destructive" });
    }
  }
  return (
    <Dialog
      open={!!secret}
      onOpenChange={(o) => {
        if (!o) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{secret?.title}</DialogTitle>
          <DialogDescription>Copy the signing secret now: it is not shown again. Your receiver verifies the webhook-signature of each delivery with it.</DialogDescription>
        </DialogHeader>
        <div className="space-y-2">
          <Label htmlFor={secretId}>Signing secret</Label>
          <div className="flex gap-2">
            <Input id={secretId} readOnly value={secret?.value ?? ""} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} data-testid="webhook-secret" />
            <Button type="button" variant="outline" onClick={() => void copy()} aria-label="Copy secret">
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
        <DialogFooter>
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
