"use client";
import { Plus, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import * as productsApi from "@/lib/catalog/products/endpoints";
import * as customersApi from "@/lib/customers/endpoints";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { useAccess } from "../store-gate";
import { useDashboardStore } from "../use-dashboard";

/** A line of the order being built, as the editor keeps it (the server prices it when saved). */
export type EditorLine =
  | { key: string; kind: "variant"; variantId: string; title: string; variantTitle: string | null; price: string; quantity: number }
  | { key: string; kind: "custom"; title: string; price: string; quantity: number; taxable: boolean; taxRuleId?: string | null };

export const lineKey = () => Math.random().toString(36).slice(2);

/** Search the store's products and add one of their variants. */
export function ProductPicker({ currency, onAdd }: { currency: string; onAdd: (l: EditorLine) => void }) {
  const { slug } = useDashboardStore();
  const id = useId();
  const [search, setSearch] = useState("");
  const term = search.trim();
  const q = useApiQuery(slug, productsApi.list, { query: { search: term, status: "active" } }, { enabled: term.length >= 2 });
  const found = term.length >= 2 ? (q.data ?? []).slice(0, 8) : [];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Search products</Label>
      <div className="relative">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={id} className="pl-9" placeholder="Product name or SKU" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="draft-product-search" />
      </div>
      {found.length ? (
        <ul className="divide-y rounded-md border" aria-label="Products found">
          {found.flatMap((p) =>
            p.variants.map((v) => {
              const variantTitle = p.variants.length > 1 || v.options.length ? v.title : null;
              return (
                <li key={v.id} className="flex items-center justify-between gap-2 p-2">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium">{p.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {variantTitle ? `${variantTitle} · ` : ""}
                      {formatMoney(v.price, currency)}
                      {v.trackQuantity ? ` · ${v.quantity} in stock` : ""}
                    </p>
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Add ${p.name}${variantTitle ? ` ${variantTitle}` : ""}`}
                    onClick={() => onAdd({ key: lineKey(), kind: "variant", variantId: v.id, title: p.name, variantTitle, price: v.price, quantity: 1 })}
                  >
                    <Plus aria-hidden /> Add
                  </Button>
                </li>
              );
            }),
          )}
        </ul>
      ) : term.length >= 2 && !q.isPending ? (
        <p className="text-sm text-muted-foreground">No products match.</p>
      ) : null}
    </div>
  );
}

/** A line that is not in the catalogue: a title and a price typed by hand. */
export function CustomLineForm({ onAdd }: { onAdd: (l: EditorLine) => void }) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [price, setPrice] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [taxable, setTaxable] = useState(true);
  const add = () => {
    if (!title.trim() || !price.trim()) return;
    onAdd({ key: lineKey(), kind: "custom", title: title.trim(), price: price.trim(), quantity: Math.max(1, Number.parseInt(quantity, 10) || 1), taxable });
    setTitle("");
    setPrice("");
    setQuantity("1");
  };
  return (
    <fieldset className="space-y-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Custom item</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_7rem_5rem]">
        <div className="space-y-1">
          <Label htmlFor={`${id}-title`}>Item</Label>
          <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Gift wrapping" data-testid="custom-line-title" />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-price`}>Price</Label>
          <Input id={`${id}-price`} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="0.00" data-testid="custom-line-price" />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-qty`}>Qty</Label>
          <Input id={`${id}-qty`} type="number" min={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} data-testid="custom-line-quantity" />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={taxable} onCheckedChange={(v) => setTaxable(v === true)} /> Taxable
        </label>
        <Button type="button" variant="outline" size="sm" onClick={add} disabled={!title.trim() || !price.trim()} data-testid="add-custom-line">
          <Plus aria-hidden /> Add item
        </Button>
      </div>
    </fieldset>
  );
}

export type EditorCustomer = { customerId: string | null; email: string; name: string; phone: string };

/** Pick a registered customer (members who may see customers), or type an e-mail and name for a new one. */
export function CustomerPicker({ value, onChange }: { value: EditorCustomer; onChange: (c: EditorCustomer) => void }) {
  const { slug } = useDashboardStore();
  const { can } = useAccess();
  const id = useId();
  const [search, setSearch] = useState("");
  const term = search.trim();
  const mayList = can(customersApi.list.permission);
  const q = useApiQuery(slug, customersApi.list, { query: { search: term } }, { enabled: mayList && term.length >= 2 });
  const found = term.length >= 2 ? (q.data?.items ?? []).slice(0, 6) : [];
  return (
    <div className="space-y-3">
      {mayList ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-search`}>Find a customer</Label>
          <Input id={`${id}-search`} placeholder="Name, e-mail or phone" value={search} onChange={(e) => setSearch(e.target.value)} />
          {found.length ? (
            <ul className="divide-y rounded-md border" aria-label="Customers found">
              {found.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className="w-full p-2 text-left text-sm hover:bg-muted"
                    onClick={() => {
                      onChange({ customerId: c.id, email: c.email, name: [c.firstName, c.lastName].filter(Boolean).join(" "), phone: c.phone ?? "" });
                      setSearch("");
                    }}
                  >
                    <span className="font-medium">{[c.firstName, c.lastName].filter(Boolean).join(" ") || c.email}</span>
                    <span className="block text-xs text-muted-foreground">{c.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-email`}>E-mail</Label>
          <Input id={`${id}-email`} type="email" value={value.email} onChange={(e) => onChange({ ...value, customerId: null, email: e.target.value })} data-testid="draft-email" />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input id={`${id}-name`} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} data-testid="draft-name" />
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-phone`}>Phone</Label>
          <Input id={`${id}-phone`} type="tel" value={value.phone} onChange={(e) => onChange({ ...value, phone: e.target.value })} />
        </div>
      </div>
      {value.customerId ? <p className="text-xs text-muted-foreground">A registered customer of your store.</p> : null}
    </div>
  );
}
