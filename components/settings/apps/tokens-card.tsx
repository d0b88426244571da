"use client";
import { useId, useState } from "react";
import { Check, Copy, KeyRound, LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadErrorPanel, SkeletonRows } from "@/components/ui/load-states";
import { toast } from "@/components/ui/use-toast";
import * as apiTokens from "@/lib/api-tokens/endpoints";
import type { ApiTokenDto, CreatedApiTokenDto } from "@/lib/api-tokens/schemas";
import { TOKEN_AREAS, type TokenArea, type TokenScope } from "@/lib/api-tokens/scopes";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { PERMISSION_AREAS } from "@/lib/permissions";

/**
 * Settings → Apps and API → Tokens (issue 41, record 0145): the store's access tokens with their scopes, display
 * prefix, creation and last use; "Create token" (a name and read/write per area), the token shown once with a copy
 * button; revoke with a confirmation. The list reads GET /api/api-tokens; the calls invalidate it.
 */
export function TokensCard() {
  const { slug } = useDashboardStore();
  const q = useApiQuery(slug, apiTokens.list);
  const [creating, setCreating] = useState(false);

  return (
    <Card data-testid="api-tokens">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Access tokens</CardTitle>
          <CardDescription>
            A token lets a script or another service call this store&apos;s API as <code className="text-xs">Authorization: Bearer sb_…</code>, limited to the scopes you
            choose. Keep it secret: anyone holding it can do what its scopes allow.
          </CardDescription>
        </div>
        <Button onClick={() => setCreating(true)} className="shrink-0">
          <Plus aria-hidden /> Create token
        </Button>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading tokens">
            <SkeletonRows count={3} className="h-16 w-full" />
          </div>
        ) : q.isError ? (
          <LoadErrorPanel error={q.error} fallback="Could not load the access tokens." onRetry={() => void q.refetch()} retrying={q.isFetching} />
        ) : q.data.items.length === 0 ? (
          <EmptyState
            icon={<KeyRound className="size-8" aria-hidden />}
            title="No access tokens yet"
            description="Create one for your accounting tool, warehouse, ERP or your own scripts."
            action={
              <Button variant="outline" onClick={() => setCreating(true)}>
                <Plus aria-hidden /> Create token
              </Button>
            }
          />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Access tokens">
            {q.data.items.map((t) => (
              <TokenRow key={t.id} token={t} />
            ))}
          </ul>
        )}
      </CardContent>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function TokenRow({ token }: { token: ApiTokenDto }) {
  const revoke = useApiMutation(apiTokens.revoke, {
    input: () => ({ params: { id: token.id } }),
    onSuccess: () => toast({ title: "Token revoked", description: `"${token.name}" no longer works.`, variant: "success" }),
    onError: (err) => toast({ title: "Error", description: errorMessage(err, "Could not revoke the token"), variant: "destructive" }),
  });
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="api-token">
      <div className="min-w-0 space-y-1.5">
        <p className="font-medium break-words">{token.name}</p>
        <p className="font-mono text-xs text-muted-foreground break-all">{token.prefix}</p>
        <ul className="flex flex-wrap gap-1" aria-label="Scopes">
          {token.scopes.map((s) => (
            <li key={s}>
              <Badge variant="secondary" className="font-mono text-[11px]">
                {s}
              </Badge>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Created {when(token.createdAt)} · {token.lastUsedAt ? `Last used ${when(token.lastUsedAt)}` : "Never used"}
        </p>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" className="self-start" disabled={revoke.isPending} aria-label={`Revoke ${token.name}`}>
            {revoke.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            Revoke
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke &quot;{token.name}&quot;?</AlertDialogTitle>
            <AlertDialogDescription>Anything using this token stops working at once. This cannot be undone; you can create a new token.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => revoke.mutate()}>Revoke token</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

type Access = "none" | "read" | "write";

function scopesOf(choice: Record<TokenArea, Access>): TokenScope[] {
  return TOKEN_AREAS.flatMap((a) => (choice[a] === "none" ? [] : [`${choice[a]}_${a}` as TokenScope]));
}

const NONE = Object.fromEntries(TOKEN_AREAS.map((a) => [a, "none"])) as Record<TokenArea, Access>;

function CreateTokenDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const nameId = useId();
  const [name, setName] = useState("");
  const [choice, setChoice] = useState<Record<TokenArea, Access>>(NONE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const create = useApiMutation(apiTokens.create, {
    input: () => ({ body: { name, scopes: scopesOf(choice) } }),
    onSuccess: (t) => setCreated(t),
    onError: (err) => {
      const fields = (err as { errors?: Record<string, string> }).errors;
      if (fields) setErrors(fields);
      else toast({ title: "Error", description: errorMessage(err, "Could not create the token"), variant: "destructive" });
    },
  });

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    onOpenChange(false);
    // Forget the token once the dialog closes: it is shown once.
    setName("");
    setChoice(NONE);
    setErrors({});
    setCreated(null);
    create.reset();
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!name.trim()) local.name = "Name the token";
    if (scopesOf(choice).length === 0) local.scopes = "Choose at least one scope";
    setErrors(local);
    if (Object.keys(local).length === 0) create.mutate();
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        {created ? (
          <CreatedToken token={created} onDone={() => close(false)} />
        ) : (
          <form onSubmit={submit} className="space-y-5" noValidate>
            <DialogHeader>
              <DialogTitle>Create an access token</DialogTitle>
              <DialogDescription>Give it a name you will recognise and only the access it needs. Write access includes read access.</DialogDescription>
            </DialogHeader>
            <div className="space-y-2">
              <Label htmlFor={nameId}>Name</Label>
              <Input
                id={nameId}
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.target.value)}
                placeholder="e.g. Warehouse sync"
                aria-invalid={!!errors.name}
                aria-describedby={errors.name ? `${nameId}-error` : undefined}
                autoFocus
              />
              {errors.name ? (
                <p id={`${nameId}-error`} className="text-sm text-destructive">
                  {errors.name}
                </p>
              ) : null}
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Scopes</legend>
              <div className="divide-y rounded-lg border">
                {TOKEN_AREAS.map((a) => (
                  <ScopeRow key={a} area={a} value={choice[a]} onChange={(v) => setChoice((c) => ({ ...c, [a]: v }))} />
                ))}
              </div>
              {errors.scopes ? (
                <p className="text-sm text-destructive" role="alert">
                  {errors.scopes}
                </p>
              ) : null}
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
                Create token
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ScopeRow({ area, value, onChange }: { area: TokenArea; value: Access; onChange: (v: Access) => void }) {
  const id = useId();
  const info = PERMISSION_AREAS[area];
  return (
    <div className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-medium">{info.label}</p>
        <p className="text-xs text-muted-foreground">{info.covers}</p>
      </div>
      <div className="flex shrink-0 gap-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-read`}
            checked={value !== "none"}
            disabled={value === "write"}
            onCheckedChange={(c) => onChange(c === true ? "read" : "none")}
            aria-label={`Read ${info.label.toLowerCase()}`}
          />
          <Label htmlFor={`${id}-read`} className="text-sm font-normal">
            Read
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-write`} checked={value === "write"} onCheckedChange={(c) => onChange(c === true ? "write" : "read")} aria-label={`Write ${info.label.toLowerCase()}`} />
          <Label htmlFor={`${id}-write`} className="text-sm font-normal">
            Write
          </Label>
        </div>
      </div>
    </div>
  );
}

function CreatedToken({ token, onDone }: { token: CreatedApiTokenDto; onDone: () => void }) {
  const fieldId = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      toast({ title: "Copy failed", description: "Select the token and copy it yourself.", variant: "destructive" });
    }
  }
  return (
    <div className="space-y-5">
      <DialogHeader>
        <DialogTitle>Copy your token now</DialogTitle>
        <DialogDescription>
          This is the only time &quot;{token.name}&quot; is shown. Store it somewhere safe: if you lose it, revoke it and create another.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor={fieldId}>Token</Label>
        <div className="flex gap-2">
          <Input id={fieldId} readOnly value={token.token} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} data-testid="new-token" />
          <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          Scopes: {token.scopes.join(", ")}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}
