"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Eye, Mail, RotateCw } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import type { StoreScope } from "@/lib/http/query-keys";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import * as mail from "@/lib/mail/endpoints";
import type { MailDto, MailSummaryDto } from "@/lib/mail/schemas";

/**
 * The outbox: every message sent or kept (without SMTP_URL, the embedded demo, this is where the mail
 * is read). The owner's (GET /api/mail) and the admin's (GET /api/admin/mail) use it with their keys.
 * A message's HTML opens in a sandboxed iframe from srcdoc (no scripts, no same-origin, no forms; only
 * links, which open in a new tab), so nothing in a message can act on this page.
 */
type Scope = { store: StoreScope; platform: boolean };

/** One page of messages, older than `before` (a message id) when given: the platform's, or the request's store's. */
function listPage(platform: boolean, before: string) {
  const query = { limit: PAGE, before: before || undefined };
  return platform ? callApi(mail.adminList, { query }) : callApi(mail.list, { query });
}
const listKey = ({ store, platform }: Scope) => (platform ? apiKey(null, mail.adminList) : apiKey(store, mail.list));
const messageKey = ({ store, platform }: Scope, id: string) =>
  platform ? apiKey(null, mail.adminMessage, { params: { id } }) : apiKey(store, mail.message, { params: { id } });

const STATUS_LABELS: Record<MailSummaryDto["status"], string> = {
  queued: "Queued",
  sending: "Sending",
  retrying: "Retrying",
  sent: "Sent",
  kept: "In outbox",
  failed: "Failed",
};
const tone = (s: MailSummaryDto["status"]) => (s === "failed" ? "destructive" : s === "sent" || s === "kept" ? "default" : "secondary");
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The admin's Store column: the store's name; the platform's own mail (sign-ups, staff resets) says so. */
const storeLabel = (m: MailSummaryDto) => (m.tenantId ? (m.storeName ?? "Deleted store") : "Platform");

/** Messages per page; "Load older" brings the next page. */
const PAGE = 50;

/** `platform`: the admin's outbox (every store's messages, with a Store column); else the store's own. */
export function Outbox({ store, platform = false }: { store: StoreScope; platform?: boolean }) {
  const scope: Scope = { store, platform };
  const showStore = platform;
  // Pages of PAGE, newest first; every loaded page is refetched every 5 s, so statuses move on their own.
  const pages = useInfiniteQuery({
    queryKey: [...listKey(scope), "pages"],
    initialPageParam: "",
    queryFn: ({ pageParam }) => listPage(platform, pageParam),
    getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1].id : undefined),
    refetchInterval: 5000,
  });
  const { isPending, isError, error } = pages;
  const data = pages.data?.pages.flat() ?? [];
  const [open, setOpen] = useState<string | null>(null);
  // The descriptor invalidates its outbox's list (every loaded page).
  const resendOptions = {
    onSuccess: () => toast({ title: "Message queued again", variant: "success" }),
    onError: (err: Error) => toast({ title: "Could not resend", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  };
  const resendOwn = useApiMutation(mail.resend, { input: (id: string) => ({ params: { id } }), ...resendOptions });
  const resendAny = useApiMutation(mail.adminResend, { input: (id: string) => ({ params: { id } }), ...resendOptions });
  const resend = platform ? resendAny : resendOwn;

  if (isPending)
    return (
      <div className="space-y-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  if (isError) return <LoadError error={error} fallback="Could not load the outbox." />;
  if (data.length === 0) return <EmptyState icon={<Mail className="size-10" />} title="No messages yet" description="Order confirmations, alerts and password resets appear here." />;

  const actions = (m: MailSummaryDto) => (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(m.id)} disabled={!m.subject} aria-label={`View ${m.subject ?? "message"}`}>
        <Eye className="size-4" aria-hidden="true" /> View
      </Button>{" "}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => resend.mutate(m.id)}
        disabled={resend.isPending || !["sent", "kept", "failed"].includes(m.status)}
        aria-label={`Resend ${m.subject ?? "message"}`}
      >
        <RotateCw className="size-4" aria-hidden="true" /> Resend
      </Button>
    </>
  );

  return (
    <>
      {/* Phones: one card per message; wider screens: the table. */}
      <ul className="space-y-3 sm:hidden" data-testid="outbox-list">
        {data.map((m) => (
          <li key={m.id} className="rounded-md border bg-background p-3" data-kind={m.kind}>
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 text-sm font-medium break-words">{m.subject ?? <span className="text-muted-foreground">(being prepared)</span>}</p>
              <Badge variant={tone(m.status)} className="shrink-0">
                {STATUS_LABELS[m.status]}
              </Badge>
            </div>
            <p className="mt-1 text-xs break-all text-muted-foreground">
              To {m.to ?? "—"} · {when(m.createdAt)}
              {showStore ? ` · ${storeLabel(m)}` : null}
            </p>
            {m.error ? <p className="mt-1 text-xs text-destructive">{m.error}</p> : null}
            <div className="mt-2">{actions(m)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-md border bg-background sm:block">
        <Table data-testid="outbox-table">
          <TableHeader>
            <TableRow>
              <TableHead>Recipient</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Time</TableHead>
              {showStore ? <TableHead>Store</TableHead> : null}
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((m) => (
              <TableRow key={m.id} data-testid="outbox-row" data-kind={m.kind}>
                <TableCell className="max-w-[14rem] truncate">{m.to ?? "—"}</TableCell>
                <TableCell className="max-w-[22rem]">
                  <span className="line-clamp-2">{m.subject ?? <span className="text-muted-foreground">(being prepared)</span>}</span>
                  {m.error ? <span className="mt-1 block text-xs text-destructive">{m.error}</span> : null}
                </TableCell>
                <TableCell>
                  <Badge variant={tone(m.status)}>{STATUS_LABELS[m.status]}</Badge>
                  {m.attempts > 1 ? <span className="ml-1 text-xs text-muted-foreground">×{m.attempts}</span> : null}
                </TableCell>
                <TableCell className="whitespace-nowrap text-sm">{when(m.createdAt)}</TableCell>
                {showStore ? (
                  <TableCell className="max-w-[12rem] truncate text-sm" data-testid="outbox-store">
                    {storeLabel(m)}
                  </TableCell>
                ) : null}
                <TableCell className="text-right whitespace-nowrap">{actions(m)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {pages.hasNextPage ? (
        <div className="mt-3 flex justify-center">
          <Button variant="outline" onClick={() => pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {pages.isFetchingNextPage ? "Loading…" : "Load older messages"}
          </Button>
        </div>
      ) : null}
      <MessageDialog id={open} scope={scope} onClose={() => setOpen(null)} />
    </>
  );
}

function MessageDialog({ id, scope, onClose }: { id: string | null; scope: Scope; onClose: () => void }) {
  // GET /api/mail/{id} (or /api/admin/mail/{id}), fetched by the default query function from its key.
  const { data, isPending, isError, error } = useQuery<MailDto>({ queryKey: id ? messageKey(scope, id) : [...listKey(scope), "none"], enabled: !!id });
  const [plain, setPlain] = useState(false);
  return (
    <Dialog open={!!id} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92vh] w-[calc(100vw-1rem)] max-w-3xl overflow-hidden sm:w-full">
        <DialogHeader>
          <DialogTitle className="pr-6">{data?.subject ?? "Message"}</DialogTitle>
          <DialogDescription>{data ? `To ${data.to ?? "—"} · ${STATUS_LABELS[data.status]} · ${when(data.createdAt)}` : " "}</DialogDescription>
        </DialogHeader>
        {isPending && id ? (
          <Skeleton className="h-96" />
        ) : isError ? (
          <LoadError error={error} fallback="Could not load the message." />
        ) : data ? (
          <div className="space-y-2">
            <div className="flex gap-2">
              <Button size="sm" variant={plain ? "outline" : "default"} onClick={() => setPlain(false)}>
                HTML
              </Button>
              <Button size="sm" variant={plain ? "default" : "outline"} onClick={() => setPlain(true)}>
                Plain text
              </Button>
            </div>
            {plain ? (
              <pre className="h-[60vh] overflow-auto rounded-md border bg-muted/40 p-3 text-xs whitespace-pre-wrap" data-testid="outbox-text">
                {data.text}
              </pre>
            ) : (
              <iframe
                title="Message preview"
                // No scripts, forms or same-origin; links open in a new, normal tab (the reset link).
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={withNewTabLinks(data.html ?? "")} className="h-[60vh] w-full rounded-md border bg-white" data-testid="outbox-preview" />
            )}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Every link of the message opens in a new tab (the preview's frame must not become the reset page). */
function withNewTabLinks(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => h + base) : base + html;
}
