"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Banknote, Save, Send, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import * as draftsApi from "@/lib/draft-orders/endpoints";
import type { DraftOrderDto } from "@/lib/draft-orders/schemas";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { EditorCard, EditorMessage } from "../editor-layout";
import { useTenant } from "../store-gate";
import { useDashboardStore, useInvalidate, useStoreHref } from "../use-dashboard";
import { DraftStatusBadge } from "./drafts-section";
import { CustomerPicker, CustomLineForm, lineKey, ProductPicker, type EditorCustomer, type EditorLine } from "./draft-pickers";

type Discount = { type: "" | "percentage" | "fixed"; value: string; reason: string };

function linesFrom(d: DraftOrderDto): EditorLine[] {
  return d.lines.map((l) =>
    l.variantId
      ? { key: lineKey(), kind: "variant", variantId: l.variantId, title: l.title, variantTitle: l.variantTitle, price: l.price, quantity: l.quantity }
      : { key: lineKey(), kind: "custom", title: l.title, price: l.price, quantity: l.quantity, taxable: l.taxable, taxRuleId: l.taxRuleId },
  );
}

/**
 * New order (issue 45, record 0153): search products or add custom items, pick or type the customer, a discount and
 * shipping, then save, "Send invoice" (the customer pays online from the mailed link) or "Mark as paid" (cash
 * taken). The server prices the draft with the checkout's function; the summary shows its quote as last saved.
 */
export function DraftEditor({ draftId }: { draftId?: string }) {
  return draftId ? <SavedDraft id={draftId} /> : <DraftForm initial={null} />;
}

function SavedDraft({ id }: { id: string }) {
  const { slug } = useDashboardStore();
  const loaded = useApiQuery(slug, draftsApi.one, { params: { id } });
  if (loaded.isPending) return <Skeleton className="h-96 w-full" />;
  if (loaded.isError) return <EditorMessage>{errorMessage(loaded.error, "This draft order could not be loaded")}</EditorMessage>;
  return <DraftForm key={loaded.data.id} initial={loaded.data} />;
}

function DraftForm({ initial }: { initial: DraftOrderDto | null }) {
  const tenant = useTenant();
  const href = useStoreHref();
  const router = useRouter();
  const invalidate = useInvalidate();
  const ids = useId();
  const [draft, setDraft] = useState<DraftOrderDto | null>(initial);
  const [lines, setLines] = useState<EditorLine[]>(() => (initial ? linesFrom(initial) : []));
  const [customer, setCustomer] = useState<EditorCustomer>(() =>
    initial ? { customerId: initial.customerId, email: initial.email, name: initial.customerName, phone: initial.phone ?? "" } : { customerId: null, email: "", name: "", phone: "" },
  );
  const [discount, setDiscount] = useState<Discount>(() =>
    initial?.discount ? { type: initial.discount.type, value: initial.discount.value, reason: initial.discount.reason ?? "" } : { type: "", value: "", reason: "" },
  );
  const [shipping, setShipping] = useState(() => initial?.shippingLine ?? { title: "", price: "" });
  const [note, setNote] = useState(initial?.note ?? "");
  const [busy, setBusy] = useState(false);

  const completed = draft?.status === "completed";
  const currency = draft?.quote.currency ?? tenant.currency;
  const body = () => ({
    customerId: customer.customerId,
    email: customer.email.trim() || undefined,
    customerName: customer.name.trim(),
    phone: customer.phone.trim() || null,
    lines: lines.map((l) => (l.kind === "variant" ? { variantId: l.variantId, quantity: l.quantity } : { title: l.title, price: l.price, quantity: l.quantity, taxable: l.taxable, taxRuleId: l.taxRuleId ?? null })),
    discount: discount.type ? { type: discount.type, value: discount.value, reason: discount.reason || null } : null,
    shippingLine: shipping.title.trim() || shipping.price.trim() ? { title: shipping.title.trim() || "Shipping", price: shipping.price.trim() || "0" } : null,
    note: note.trim() || null,
  });

  /** Saves (creates the draft the first time), then runs `then` on the saved draft. */
  const run = async (what: string, then?: (d: DraftOrderDto) => Promise<string>) => {
    setBusy(true);
    try {
      const saved = draft ? await callApi(draftsApi.update, { params: { id: draft.id }, body: body() }) : await callApi(draftsApi.create, { body: body() });
      setDraft(saved);
      const done = then ? await then(saved) : "Draft saved";
      await invalidate("/api/draft-orders", "/api/orders");
      toast({ title: done, variant: "success" });
      if (!draft) router.replace(href(`/tenant-dashboard/drafts/${saved.id}`));
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, `The order could not be ${what}`), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const sendInvoice = () =>
    run("sent", async (d) => {
      setDraft(await callApi(draftsApi.sendInvoice, { params: { id: d.id } }));
      return `Invoice sent to ${d.email}`;
    });
  const markPaid = () =>
    run("completed", async (d) => {
      await callApi(draftsApi.complete, { params: { id: d.id }, body: { paymentStatus: "paid" } });
      setDraft(await callApi(draftsApi.one, { params: { id: d.id } }));
      return "Order created and marked as paid";
    });
  const remove = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      await callApi(draftsApi.remove, { params: { id: draft.id } });
      await invalidate("/api/draft-orders");
      router.push(href("/tenant-dashboard/drafts"));
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "The draft could not be deleted"), variant: "destructive" });
      setBusy(false);
    }
  };
  const setQty = (key: string, quantity: number) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, quantity: Math.max(1, quantity || 1) } : l)));
  const q = draft?.quote;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-6">
        {completed && draft?.orderId ? (
          <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="draft-completed">
            This draft is now an order.{" "}
            <Link className="font-medium underline" href={href(`/tenant-dashboard/orders?order=${draft.orderId}`)}>
              Open the order
            </Link>
          </p>
        ) : null}
        <EditorCard title="Items">
          {!completed ? <ProductPicker currency={currency} onAdd={(l) => setLines((ls) => [...ls, l])} /> : null}
          {lines.length ? (
            <ul className="divide-y rounded-md border" aria-label="Order lines" data-testid="draft-lines">
              {lines.map((l) => (
                <li key={l.key} className="flex flex-wrap items-center gap-2 p-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{l.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {l.kind === "variant" ? (l.variantTitle ? `${l.variantTitle} · ` : "") : "Custom item · "}
                      {formatMoney(l.price, currency)} each
                    </p>
                  </div>
                  <Input className="w-20" type="number" min={1} aria-label={`Quantity of ${l.title}`} value={l.quantity} disabled={completed} onChange={(e) => setQty(l.key, Number.parseInt(e.target.value, 10))} />
                  {!completed ? (
                    <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${l.title}`} onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
                      <Trash2 aria-hidden />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No items yet: search a product or add a custom item.</p>
          )}
          {!completed ? <CustomLineForm onAdd={(l) => setLines((ls) => [...ls, l])} /> : null}
        </EditorCard>
        <EditorCard title="Customer">
          <CustomerPicker value={customer} onChange={setCustomer} />
        </EditorCard>
        <EditorCard title="Discount and shipping">
          <div className="grid gap-2 sm:grid-cols-3">
            <div className="space-y-1">
              <Label htmlFor={`${ids}-dtype`}>Discount</Label>
              <NativeSelect
                id={`${ids}-dtype`}
                className="w-full"
                value={discount.type}
                onChange={(e) => setDiscount({ ...discount, type: e.target.value as Discount["type"] })}
                options={[
                  { value: "", label: "None" },
                  { value: "percentage", label: "Percentage" },
                  { value: "fixed", label: `Amount (${currency})` },
                ]}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${ids}-dvalue`}>Value</Label>
              <Input id={`${ids}-dvalue`} inputMode="decimal" disabled={!discount.type} value={discount.value} onChange={(e) => setDiscount({ ...discount, value: e.target.value })} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${ids}-dreason`}>Reason</Label>
              <Input id={`${ids}-dreason`} disabled={!discount.type} value={discount.reason} onChange={(e) => setDiscount({ ...discount, reason: e.target.value })} />
            </div>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor={`${ids}-stitle`}>Shipping</Label>
              <Input id={`${ids}-stitle`} placeholder="Courier" value={shipping.title} onChange={(e) => setShipping({ ...shipping, title: e.target.value })} data-testid="draft-shipping-title" />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${ids}-sprice`}>Shipping price</Label>
              <Input id={`${ids}-sprice`} inputMode="decimal" placeholder="0.00" value={shipping.price} onChange={(e) => setShipping({ ...shipping, price: e.target.value })} data-testid="draft-shipping-price" />
            </div>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-note`}>Note</Label>
            <Textarea id={`${ids}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
        </EditorCard>
      </div>
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <EditorCard title="Summary">
          {draft ? <DraftStatusBadge status={draft.status} /> : null}
          {q ? (
            <dl className="space-y-1 text-sm" data-testid="draft-quote">
              <Row label="Subtotal" value={formatMoney(q.subtotal, currency)} />
              {q.discount !== "0.00" ? <Row label="Discount" value={`−${formatMoney(q.discount, currency)}`} /> : null}
              <Row label="Shipping" value={formatMoney(q.shipping, currency)} />
              <Row label={q.taxInclusive ? "Tax (included)" : "Tax"} value={formatMoney(q.tax, currency)} />
              <div className="flex justify-between border-t pt-2 font-semibold">
                <dt>Total</dt>
                <dd data-testid="draft-total">{formatMoney(q.total, currency)}</dd>
              </div>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">Save the draft to see its total with tax and shipping.</p>
          )}
          {draft && !completed ? <p className="text-xs text-muted-foreground">The total is as last saved; every action saves first.</p> : null}
          {!completed ? (
            <div className="flex flex-col gap-2">
              <Button type="button" variant="outline" disabled={busy || !lines.length} onClick={() => run("saved")} data-testid="save-draft">
                <Save aria-hidden /> Save draft
              </Button>
              <Button type="button" disabled={busy || !lines.length || !customer.email.trim()} onClick={sendInvoice} data-testid="send-invoice">
                <Send aria-hidden /> Send invoice
              </Button>
              <Button type="button" variant="secondary" disabled={busy || !lines.length || !customer.email.trim()} onClick={markPaid} data-testid="mark-paid">
                <Banknote aria-hidden /> Mark as paid
              </Button>
              {draft ? (
                <Button type="button" variant="ghost" className="text-destructive" disabled={busy} onClick={remove}>
                  <Trash2 aria-hidden /> Delete draft
                </Button>
              ) : null}
            </div>
          ) : null}
        </EditorCard>
      </aside>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
