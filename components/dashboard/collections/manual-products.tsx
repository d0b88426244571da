"use client";
import { ArrowDown, ArrowUp, ImageIcon, Plus, Search, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { OwnerProduct } from "@/lib/catalog/products/schemas";
import { formatMoney } from "@/lib/money";
import { productStatus } from "../products/stock";
import { UploadedImage } from "@/components/ui/uploaded-image";

function Thumb({ src }: { src?: string }) {
  return src ? (
    <UploadedImage src={src} alt="" shownWidth={36} className="size-9 shrink-0 rounded object-cover" />
  ) : (
    <span className="flex size-9 shrink-0 items-center justify-center rounded bg-muted">
      <ImageIcon className="size-4 text-muted-foreground" aria-hidden />
    </span>
  );
}

/** A manual collection's products: search and browse the catalogue, select, order, remove. */
export function ManualProducts({
  products,
  selected,
  currency,
  onChange,
}: {
  products: OwnerProduct[];
  selected: string[];
  currency: string;
  onChange: (ids: string[]) => void;
}) {
  const [search, setSearch] = useState("");
  const byId = new Map(products.map((p) => [p.id, p]));
  const q = search.trim().toLowerCase();
  const available = products.filter((p) => !selected.includes(p.id) && (!q || p.name.toLowerCase().includes(q) || (p.sku ?? "").toLowerCase().includes(q)));
  const move = (i: number, d: -1 | 1) => {
    const next = [...selected];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    onChange(next);
  };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div className="space-y-2">
        <div className="relative">
          <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input className="pl-9" placeholder="Search products" aria-label="Search products to add" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <ul className="max-h-80 divide-y overflow-y-auto rounded-md border" aria-label="Products to add">
          {available.length === 0 ? <li className="p-3 text-sm text-muted-foreground">{q ? "No products match." : "Every product is in this collection."}</li> : null}
          {available.map((p) => (
            <li key={p.id} className="flex items-center gap-2 p-2 text-sm">
              <Thumb src={p.images[0]} />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{p.name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatMoney(p.price, currency)}
                  {productStatus(p.status) !== "active" ? ` · ${productStatus(p.status)}` : ""}
                </span>
              </span>
              <Button type="button" size="sm" variant="outline" aria-label={`Add ${p.name}`} onClick={() => onChange([...selected, p.id])}>
                <Plus aria-hidden /> Add
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">
          In this collection <Badge variant="outline">{selected.length}</Badge>
        </p>
        {selected.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No products selected yet.</p>
        ) : (
          <ol className="max-h-80 divide-y overflow-y-auto rounded-md border" aria-label="Selected products">
            {selected.map((id, i) => {
              const p = byId.get(id);
              const name = p?.name ?? "Unknown product";
              return (
                <li key={id} data-testid="selected-product" className="flex items-center gap-2 p-2 text-sm">
                  <span className="w-5 text-right text-xs text-muted-foreground">{i + 1}</span>
                  <Thumb src={p?.images[0]} />
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                  <Button type="button" size="icon" variant="ghost" className="size-7" aria-label={`Move ${name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`Move ${name} down`}
                    disabled={i === selected.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button type="button" size="icon" variant="ghost" className="size-7 text-destructive" aria-label={`Remove ${name}`} onClick={() => onChange(selected.filter((x) => x !== id))}>
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
