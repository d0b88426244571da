"use client";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export type PickerItem = { id: string; name: string; hint?: string };

/**
 * Choose some of the store's products, collections or categories: a filter and a list of checkboxes, the
 * chosen ones counted (and kept when the filter hides them).
 */
export function TargetPicker({
  id,
  noun,
  items,
  selected,
  onChange,
  loading,
  error,
}: {
  id: string;
  /** Plural, lower case: "products". */
  noun: string;
  items: PickerItem[];
  selected: string[];
  onChange: (ids: string[]) => void;
  loading?: boolean;
  error?: string;
}) {
  const [filter, setFilter] = useState("");
  const listId = useId();
  const q = filter.trim().toLowerCase();
  const shown = q ? items.filter((i) => i.name.toLowerCase().includes(q) || (i.hint ?? "").toLowerCase().includes(q)) : items;
  const chosen = new Set(selected);
  const missing = selected.filter((s) => !items.some((i) => i.id === s)).length;
  const toggle = (itemId: string, on: boolean) => onChange(on ? [...selected, itemId] : selected.filter((s) => s !== itemId));

  if (loading) return <Skeleton className="h-48" />;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium" id={`${id}-count`}>
          <Badge variant="outline">{selected.length}</Badge> {selected.length === 1 ? noun.replace(/ies$/, "y").replace(/s$/, "") : noun} selected
        </p>
        {selected.length ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
            Clear
          </Button>
        ) : null}
      </div>
      <div className="relative">
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input id={`${id}-filter`} type="search" className="pl-9" placeholder={`Search ${noun}`} aria-label={`Search ${noun}`} aria-controls={listId} value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <ul
        id={listId}
        aria-label={`${noun[0].toUpperCase()}${noun.slice(1)} to choose`}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn("max-h-64 divide-y overflow-y-auto rounded-md border", error && "border-destructive")}
        data-testid={`${id}-list`}
      >
        {shown.length === 0 ? <li className="p-3 text-sm text-muted-foreground">{items.length === 0 ? `This store has no ${noun} yet.` : `No ${noun} match “${filter.trim()}”.`}</li> : null}
        {shown.map((item) => {
          const boxId = `${id}-${item.id}`;
          return (
            <li key={item.id}>
              <label htmlFor={boxId} className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
                <Checkbox id={boxId} checked={chosen.has(item.id)} onCheckedChange={(v) => toggle(item.id, v === true)} />
                <span className="min-w-0 flex-1 truncate">{item.name}</span>
                {item.hint ? <span className="hidden shrink-0 text-xs text-muted-foreground sm:inline">{item.hint}</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
      {missing ? <p className="text-xs text-muted-foreground">{missing} chosen earlier no longer in the store.</p> : null}
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}
