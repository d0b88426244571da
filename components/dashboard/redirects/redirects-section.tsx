"use client";
import { ArrowRight, Download, Plus, Search, Signpost, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { SectionHeader } from "@/components/dashboard/section-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { apiPath } from "@/lib/http/call";
import { apiUrl, errorMessage } from "@/lib/http/client";
import { HttpError } from "@/lib/http/fetch";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as redirectsApi from "@/lib/redirects/endpoints";
import type { RedirectDto, RedirectImportResult } from "@/lib/redirects/schemas";
import { ConfirmDelete } from "../confirm-delete";
import { Pager } from "../pager";
import { useDashboardStore } from "../use-dashboard";

/**
 * Settings → Redirects (issue 45, record 0149): the store's redirects, searched by either path, 50 a page; add one
 * (old path → a path or an address of this store), delete, import a CSV (from,to) and export them. Renamed slugs
 * add theirs by themselves ("Automatic").
 */
export function RedirectsSection() {
  const { slug } = useDashboardStore();
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [report, setReport] = useState<RedirectImportResult | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const q = useApiQuery(slug, redirectsApi.list, { query: { search: search.trim(), page } });
  const items = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };

  const importCsv = useApiMutation(redirectsApi.importCsv, {
    input: (f: File) => {
      const form = new FormData();
      form.set("file", f);
      return { body: form };
    },
    retry: 0,
    onSuccess: (r) => {
      setReport(r);
      toast({ title: "Redirects imported", description: `${r.created} added, ${r.replaced} replaced${r.errors.length ? `, ${r.errors.length} rows skipped` : ""}.`, variant: r.errors.length ? "default" : "success" });
    },
    onError: (err) => toast({ title: "Import failed", description: errorMessage(err, "The file could not be imported"), variant: "destructive" }),
  });

  const actions = (
    <>
      <input
        ref={fileRef}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="redirects-import-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) importCsv.mutate(f);
          e.target.value = "";
        }}
      />
      <Button variant="outline" onClick={() => fileRef.current?.click()} disabled={importCsv.isPending}>
        <Upload aria-hidden /> Import
      </Button>
      <Button asChild variant="outline">
        <a href={apiUrl(apiPath(redirectsApi.exportCsv))} download data-testid="redirects-export">
          <Download aria-hidden /> Export
        </a>
      </Button>
      <Button onClick={() => setAdding(true)}>
        <Plus aria-hidden /> Add redirect
      </Button>
    </>
  );

  return (
    <div>
      <SectionHeader title="Redirects" description="Old links that send visitors (and search engines) to a new page with a permanent 301 redirect." action={actions} />
      <p className="mb-4 text-sm text-muted-foreground">
        When you change the URL of a product, category, collection or page, its old link redirects here by itself. CSV files have two columns: <code>from</code> and{" "}
        <code>to</code>.
      </p>
      {report && report.errors.length > 0 ? (
        <div role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="redirects-import-errors">
          <p className="font-medium">
            {report.errors.length} {report.errors.length === 1 ? "row was" : "rows were"} skipped:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {report.errors.slice(0, 10).map((e) => (
              <li key={e.line}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="relative mb-4 max-w-sm">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input className="pl-9" placeholder="Search redirects" aria-label="Search redirects" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      {q.isPending ? (
        <SkeletonRows count={4} className="h-12" />
      ) : q.isError ? (
        <LoadError error={q.error} fallback="The redirects could not be loaded" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Signpost className="size-10" aria-hidden />}
          title={search.trim() ? "No redirects match" : "No redirects yet"}
          description={search.trim() ? "Try another part of a path." : "Add one to keep an old link working, or import a list from a CSV file."}
        />
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Redirects">
            {items.map((r) => (
              <li key={r.id} className="rounded-lg border bg-background p-3" data-testid="redirect-row">
                <p className="font-mono text-sm break-all">{r.from}</p>
                <p className="flex items-start gap-1 font-mono text-sm break-all text-muted-foreground">
                  <ArrowRight className="mt-0.5 size-4 shrink-0" aria-label="to" />
                  {r.to}
                </p>
                <div className="mt-2 flex items-center justify-between">
                  <KindBadge kind={r.kind} />
                  <DeleteRedirect redirect={r} />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden rounded-md border md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Old path</TableHead>
                  <TableHead>Redirects to</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead className="w-16">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((r) => (
                  <TableRow key={r.id} data-testid="redirect-row">
                    <TableCell className="max-w-xs font-mono text-sm break-all">{r.from}</TableCell>
                    <TableCell className="max-w-xs font-mono text-sm break-all">{r.to}</TableCell>
                    <TableCell>
                      <KindBadge kind={r.kind} />
                    </TableCell>
                    <TableCell>
                      <DeleteRedirect redirect={r} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          {total > (q.data?.pageSize ?? 50) ? <Pager page={page} pages={Math.ceil(total / (q.data?.pageSize ?? 50))} limit={q.data?.pageSize ?? 50} total={total} onPage={setPage} /> : null}
        </>
      )}
      <AddRedirectDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}

function KindBadge({ kind }: { kind: RedirectDto["kind"] }) {
  return <Badge variant={kind === "auto" ? "secondary" : "outline"}>{kind === "auto" ? "Automatic" : "Manual"}</Badge>;
}

function DeleteRedirect({ redirect }: { redirect: RedirectDto }) {
  const remove = useApiMutation(redirectsApi.remove, {
    input: () => ({ params: { id: redirect.id } }),
    onSuccess: () => toast({ title: "Redirect deleted", variant: "success" }),
    onError: (err) => toast({ title: "Error", description: errorMessage(err, "The redirect could not be deleted"), variant: "destructive" }),
  });
  return <ConfirmDelete name={redirect.from} what="redirect" description="The old path will no longer redirect." onConfirm={() => remove.mutate()} disabled={remove.isPending} />;
}

function AddRedirectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useApiMutation(redirectsApi.create, {
    input: () => ({ body: { from: from.trim(), to: to.trim() } }),
    onSuccess: (r) => {
      onOpenChange(false);
      setFrom("");
      setTo("");
      setErrors({});
      toast({ title: "Redirect added", description: `${r.from} now redirects to ${r.to}.`, variant: "success" });
    },
    onError: (err) => {
      setErrors(err instanceof HttpError ? (err.fieldErrors ?? {}) : {});
      toast({ title: "Error", description: errorMessage(err, "The redirect could not be added"), variant: "destructive" });
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add redirect</DialogTitle>
          <DialogDescription>Visitors to the old path are sent to the new one with a permanent (301) redirect.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={fromId}>Old path</Label>
            <Input id={fromId} placeholder="/old-product" value={from} onChange={(e) => setFrom(e.target.value)} required aria-invalid={!!errors.from} aria-describedby={errors.from ? `${fromId}-error` : undefined} />
            {errors.from ? (
              <p id={`${fromId}-error`} className="text-sm text-destructive">
                {errors.from}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <Label htmlFor={toId}>Redirect to</Label>
            <Input id={toId} placeholder="/product/new-product" value={to} onChange={(e) => setTo(e.target.value)} required aria-invalid={!!errors.to} aria-describedby={errors.to ? `${toId}-error` : `${toId}-hint`} />
            {errors.to ? (
              <p id={`${toId}-error`} className="text-sm text-destructive">
                {errors.to}
              </p>
            ) : (
              <p id={`${toId}-hint`} className="text-xs text-muted-foreground">
                A path of your store, or a full address of your store.
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Add redirect
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
