"use client";
import Link from "next/link";
import { Download, UserX } from "lucide-react";
import { useState } from "react";
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
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError, SkeletonRows } from "@/components/ui/load-states";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import type { CustomerDetail } from "@/lib/customers/admin/schemas";
import * as customers from "@/lib/customers/endpoints";
import { apiPath } from "@/lib/http/call";
import { apiUrl, errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { useTenant } from "../store-gate";
import { useDashboardStore, useStoreHref } from "../use-dashboard";
import { fullName, shortDate } from "./customers-section";

type Form = { firstName: string; lastName: string; phone: string; tags: string; note: string; acceptsMarketing: boolean };
const formOf = (c: CustomerDetail): Form => ({ firstName: c.firstName ?? "", lastName: c.lastName ?? "", phone: c.phone ?? "", tags: c.tags.join(", "), note: c.note ?? "", acceptsMarketing: c.acceptsMarketing });

/** One customer: figures, the owner's edit (name, phone, tags, note, consent), orders, addresses, activity, privacy requests. */
export function CustomerView({ customerId }: { customerId: string }) {
  const { slug } = useDashboardStore();
  const { currency } = useTenant();
  const href = useStoreHref();
  const { data: c, isPending, isError, error } = useApiQuery(slug, customers.get, { params: { id: customerId } });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadedFor, setLoadedFor] = useState<CustomerDetail | null>(null);
  if (c && c !== loadedFor) {
    setLoadedFor(c);
    setForm(formOf(c));
  }

  const save = useApiMutation(customers.update, {
    input: (f: Form) => ({
      params: { id: customerId },
      body: {
        firstName: f.firstName,
        lastName: f.lastName,
        phone: f.phone || null,
        tags: f.tags.split(",").map((t) => t.trim()).filter(Boolean),
        note: f.note || null,
        acceptsMarketing: f.acceptsMarketing,
      },
    }),
    onSuccess: () => {
      setErrors({});
      toast({ title: "Customer saved", variant: "success" });
    },
    onError: (err) => {
      const body = (err as { body?: { errors?: Record<string, string> } }).body;
      setErrors(body?.errors ?? {});
      toast({ title: "Could not save the customer", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  const erase = useApiMutation(customers.erase, {
    input: () => ({ params: { id: customerId } }),
    onSuccess: () => toast({ title: "Customer erased", description: "Their personal data was removed; their orders stay, anonymised.", variant: "success" }),
    onError: (err) => toast({ title: "Could not erase the customer", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });

  if (isPending) return <SkeletonRows className="h-16" />;
  if (isError || !c || !form) return <LoadError error={error} fallback="Could not load this customer." />;
  const field = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [k]: e.target.value });

  return (
    <div className="space-y-4" data-testid="customer-view">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words">{fullName(c)}</h2>
          <p className="text-sm break-all text-muted-foreground">{c.email}</p>
          <p className="text-xs text-muted-foreground">Customer since {shortDate(c.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={apiUrl(apiPath(customers.dataExport, { params: { id: c.id } }))} download>
              <Download aria-hidden /> Download data
            </a>
          </Button>
          {!c.erased ? (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" className="text-destructive">
                  <UserX aria-hidden /> Erase
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Erase {fullName(c)}?</AlertDialogTitle>
                  <AlertDialogDescription>Their name, e-mail, phone and addresses are removed and they are signed out. Their orders stay, with money and invoice numbers, anonymised. This cannot be undone.</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction onClick={() => erase.mutate()}>Erase customer</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          ) : (
            <Badge variant="secondary">Erased</Badge>
          )}
        </div>
      </div>

      {c.erasureRequestedAt && !c.erased ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          This customer asked on {shortDate(c.erasureRequestedAt)} for their personal data to be erased. Download their data if you need a
          copy, then use Erase to confirm.
        </div>
      ) : null}

      <div className="grid grid-cols-3 gap-2">
        {[
          ["Orders", String(c.ordersCount)],
          ["Total spent", formatMoney(c.totalSpent, currency)],
          ["Last order", shortDate(c.lastOrderAt)],
        ].map(([label, value]) => (
          <Card key={label} className="gap-1 p-3">
            <p className="text-xs text-muted-foreground">{label}</p>
            <p className="font-semibold" data-testid={`customer-${label.toLowerCase().replace(" ", "-")}`}>
              {value}
            </p>
          </Card>
        ))}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Profile</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              className="grid gap-3 sm:grid-cols-2"
              onSubmit={(e) => {
                e.preventDefault();
                save.mutate(form);
              }}
            >
              <div className="space-y-1">
                <Label htmlFor="c-first">First name</Label>
                <Input id="c-first" value={form.firstName} onChange={field("firstName")} disabled={c.erased} />
                {errors.firstName ? <p className="text-xs text-destructive">{errors.firstName}</p> : null}
              </div>
              <div className="space-y-1">
                <Label htmlFor="c-last">Last name</Label>
                <Input id="c-last" value={form.lastName} onChange={field("lastName")} disabled={c.erased} />
              </div>
              <div className="space-y-1">
                <Label htmlFor="c-phone">Phone</Label>
                <Input id="c-phone" type="tel" value={form.phone} onChange={field("phone")} disabled={c.erased} aria-invalid={!!errors.phone} />
                {errors.phone ? <p className="text-xs text-destructive">{errors.phone}</p> : null}
              </div>
              <div className="space-y-1">
                <Label htmlFor="c-tags">Tags</Label>
                <Input id="c-tags" placeholder="wholesale, vip" value={form.tags} onChange={field("tags")} disabled={c.erased} />
                <p className="text-xs text-muted-foreground">Separate tags with commas.</p>
              </div>
              <div className="space-y-1 sm:col-span-2">
                <Label htmlFor="c-note">Note</Label>
                <Textarea id="c-note" rows={3} value={form.note} onChange={field("note")} disabled={c.erased} />
              </div>
              <label className="flex items-center gap-2 text-sm sm:col-span-2">
                <Checkbox checked={form.acceptsMarketing} onCheckedChange={(v) => setForm({ ...form, acceptsMarketing: v === true })} disabled={c.erased} />
                Agreed to receive marketing e-mails
              </label>
              <div className="sm:col-span-2">
                <Button type="submit" disabled={save.isPending || c.erased}>
                  Save
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <div className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Addresses</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              {c.addresses.length === 0 ? <p className="text-muted-foreground">No saved address.</p> : null}
              {c.addresses.map((a) => (
                <p key={a.id}>
                  {a.firstName} {a.lastName}, {a.address1}
                  {a.address2 ? `, ${a.address2}` : ""}, {a.city} {a.zipCode}, {a.country}
                  {a.isDefault ? <Badge className="ml-2" variant="secondary">Default</Badge> : null}
                </p>
              ))}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Activity</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              {c.activity.length === 0 ? <p className="text-muted-foreground">Nothing recorded yet.</p> : null}
              {c.activity.map((e) => (
                <p key={e.id}>
                  <span className="text-muted-foreground">{shortDate(e.createdAt)}</span> {e.actorName ?? e.actorEmail ?? "System"} {e.summary}
                </p>
              ))}
            </CardContent>
          </Card>
        </div>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Orders</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm">
          {c.orders.length === 0 ? <p className="text-muted-foreground">No orders yet.</p> : null}
          {c.orders.map((o) => (
            <div key={o.id} className="flex flex-wrap items-center justify-between gap-2 border-b py-2 last:border-0">
              <Link className="font-medium hover:underline" href={href(`/tenant-dashboard/orders?order=${o.id}`)}>
                {o.invoiceNumber ?? `Order ${o.id.slice(0, 8)}`}
              </Link>
              <span className="text-muted-foreground">{shortDate(o.createdAt)}</span>
              <Badge variant="secondary">{o.status}</Badge>
              <span className="whitespace-nowrap">{formatMoney(o.total, currency)}</span>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
