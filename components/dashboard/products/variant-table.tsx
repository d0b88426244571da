"use client";
import { ChevronDown, RotateCcw, X } from "lucide-react";
import { memo, useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { MAX_VARIANTS } from "@/lib/catalog/products/variants";
import { cn } from "@/lib/utils";
import { EditorCard } from "../editor-layout";
import { Thumbnail } from "../list-parts";
import { NativeSelect } from "../native-select";
import { requestIndex, rowTitle, setForAll, updateRow, type RowField, type VariantDraft, type VariantsDraft } from "./variant-drafts";

type Props = {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  currency: string;
  /** The product's weight unit (a variant's weight is in it). */
  weightUnit: string;
  images: string[];
  track: boolean;
  /** The message at an error path ("variants.3.price"), client's or server's. */
  error: (path: string) => string | undefined;
  /** A cell was edited: its error (at the request index) is stale. */
  clearError: (path: string) => void;
};

const FOR_ALL = [
  { field: "price", label: "Price" },
  { field: "compareAtPrice", label: "Compare-at price" },
  { field: "quantity", label: "Stock" },
] as const;

/**
 * The Variants card: a row per combination of the options' values, each with its own price, compare-at
 * price, stock, SKU and image. Phones get one card per row (labels above the inputs) instead of a table
 * wider than the screen; each input is named for its row ("Price for M / Navy").
 */
export function VariantsCard({ draft, onChange, currency, weightUnit, images, track, error, clearError }: Props) {
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const index = requestIndex(draft.rows);
  const onPatch = useCallback(
    (key: string, patch: Partial<Pick<VariantDraft, RowField | "removed">>, field?: RowField) => {
      const i = requestIndex(latest.current.rows).get(key);
      if (field && i !== undefined) clearError(`variants.${i}.${field}`);
      onChange(updateRow(latest.current, key, patch));
    },
    [onChange, clearError],
  );
  const kept = draft.rows.filter((r) => !r.removed).length;
  const removed = draft.rows.length - kept;
  const tableError = error("variants");

  if (draft.rows.length === 0) {
    return (
      <EditorCard title="Variants">
        <p className="text-sm text-muted-foreground">Add values to an option to see its variants here.</p>
      </EditorCard>
    );
  }

  return (
    <EditorCard title="Variants">
      <p className="text-sm text-muted-foreground" data-testid="variant-count">
        {kept} {kept === 1 ? "variant" : "variants"}
        {removed ? ` (${removed} left out)` : ""}
      </p>
      {draft.combos > MAX_VARIANTS ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          These options make {draft.combos} combinations, and a product has at most {MAX_VARIANTS} variants. Only the first {MAX_VARIANTS} are shown: remove
          some values to save.
        </p>
      ) : null}
      <SetForAll
        onApply={(field, value) => {
          // Every kept row's cell changed: their messages are stale.
          clearError("variants");
          onChange(setForAll(draft, field, value));
        }}
      />
      <FieldError id="variants-error" message={tableError} alert />
      <div className="rounded-md border">
        <div
          className="hidden grid-cols-[minmax(5rem,1fr)_3.75rem_6rem_6rem_4.5rem_minmax(6rem,1fr)_2rem] gap-2 border-b bg-muted/50 px-3 py-2 text-xs font-medium text-muted-foreground md:grid"
          aria-hidden
        >
          <span>Variant</span>
          <span>Image</span>
          <span>Price ({currency})</span>
          <span>Compare-at</span>
          <span>Stock</span>
          <span>SKU</span>
          <span />
        </div>
        <ul aria-label="Variants" className="divide-y">
          {draft.rows.map((row) => (
            <VariantRow
              key={row.key}
              row={row}
              title={rowTitle(row, draft.options)}
              index={index.get(row.key)}
              images={images}
              track={track}
              currency={currency}
              weightUnit={weightUnit}
              error={error}
              onPatch={onPatch}
            />
          ))}
        </ul>
      </div>
    </EditorCard>
  );
}

function SetForAll({ onApply }: { onApply: (field: RowField, value: string) => void }) {
  const [field, setField] = useState<RowField>("price");
  const [value, setValue] = useState("");
  const apply = () => {
    onApply(field, value.trim());
    setValue("");
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md bg-muted/40 p-2">
      <div className="space-y-1">
        <Label htmlFor="variants-all-field" className="text-xs">
          Set for all variants
        </Label>
        <NativeSelect id="variants-all-field" value={field} onChange={(e) => setField(e.target.value as RowField)} className="h-9 w-44">
          {FOR_ALL.map((f) => (
            <option key={f.field} value={f.field}>
              {f.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Input
        aria-label={`${FOR_ALL.find((f) => f.field === field)!.label} for all variants`}
        className="h-9 w-28"
        type="number"
        inputMode={field === "quantity" ? "numeric" : "decimal"}
        step={field === "quantity" ? "1" : "0.01"}
        min="0"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          }
        }}
      />
      <Button type="button" variant="secondary" size="sm" className="h-9" onClick={apply}>
        Apply to all
      </Button>
    </div>
  );
}

/** Fields under a row's "More". */
const DETAILS = ["costPrice", "barcode", "weight"] as const;

type RowProps = {
  row: VariantDraft;
  title: string;
  /** Its index in the request; undefined while left out. */
  index: number | undefined;
  images: string[];
  track: boolean;
  currency: string;
  weightUnit: string;
  error: (path: string) => string | undefined;
  onPatch: (key: string, patch: Partial<Pick<VariantDraft, RowField | "removed">>, field?: RowField) => void;
};

const VariantRow = memo(function VariantRow({ row, title, index, images, track, currency, weightUnit, error, onPatch }: RowProps) {
  const slug = row.key.replace(/[^A-Za-z0-9_-]/g, "");
  const detailErrors = index !== undefined && DETAILS.some((f) => error(`variants.${index}.${f}`));
  const [moreOpen, setMoreOpen] = useState(false);
  // A server error on a hidden field opens the row's details, so the message is seen.
  const more = moreOpen || detailErrors;
  if (index === undefined) {
    return (
      <li className="flex items-center gap-3 px-3 py-2 text-sm text-muted-foreground" data-testid="variant-row-removed">
        <span className="flex-1 line-through">{title}</span>
        <span>Not sold</span>
        <Button type="button" variant="ghost" size="sm" aria-label={`Restore ${title}`} onClick={() => onPatch(row.key, { removed: false })}>
          <RotateCcw aria-hidden />
          Restore
        </Button>
      </li>
    );
  }
  const rowError = error(`variants.${index}.options`) ?? error(`variants.${index}.id`);
  const cell = (field: RowField, label: string, input: Omit<ComponentProps<typeof Input>, "id">, className?: string, alwaysLabelled = false) => {
    const id = `variant-${slug}-${field}`;
    const message = error(`variants.${index}.${field}`);
    return (
      <div className={cn("min-w-0 space-y-1", className)}>
        <span className={cn("text-xs text-muted-foreground", !alwaysLabelled && "md:hidden")} aria-hidden>
          {label}
        </span>
        <Input
          id={id}
          aria-label={`${label} for ${title}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="h-9"
          value={row[field]}
          onChange={(e) => onPatch(row.key, { [field]: e.target.value }, field)}
          {...input}
        />
        {message ? (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  const money = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;
  return (
    <li
      className="relative grid grid-cols-2 gap-x-3 gap-y-2 px-3 py-3 md:grid-cols-[minmax(5rem,1fr)_3.75rem_6rem_6rem_4.5rem_minmax(6rem,1fr)_2rem] md:items-start md:gap-2 md:py-2"
      data-testid="variant-row"
    >
      <div className="col-span-2 flex items-center gap-2 pr-9 md:col-span-1 md:min-h-9 md:pr-0">
        <span className="min-w-0 flex-1 font-medium break-words">{title}</span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 shrink-0 px-1.5 text-xs text-muted-foreground"
          aria-expanded={more}
          aria-controls={`variant-${slug}-more`}
          aria-label={`More fields for ${title}`}
          title="Cost, barcode and weight"
          onClick={() => setMoreOpen((o) => !o)}
        >
          More
          <ChevronDown aria-hidden className={cn("size-3.5 transition-transform", more && "rotate-180")} />
        </Button>
      </div>
      {rowError ? <p className="col-span-2 text-xs font-medium text-destructive md:col-span-7 md:row-start-2">{rowError}</p> : null}
      <div className="min-w-0 space-y-1">
        <span className="text-xs text-muted-foreground md:hidden" aria-hidden>
          Image
        </span>
        <ImagePicker
          title={title}
          value={row.image}
          images={images}
          error={error(`variants.${index}.image`)}
          onChange={(image) => onPatch(row.key, { image }, "image")}
        />
      </div>
      {cell("price", `Price (${currency})`, { ...money, placeholder: "0.00" })}
      {cell("compareAtPrice", "Compare-at price", { ...money })}
      {track ? (
        cell("quantity", "Stock", { type: "number", inputMode: "numeric", step: "1", min: "0", placeholder: "Qty" })
      ) : (
        <div className="space-y-1">
          <span className="text-xs text-muted-foreground md:hidden" aria-hidden>
            Stock
          </span>
          <p className="flex h-9 items-center text-xs text-muted-foreground">Not tracked</p>
        </div>
      )}
      {cell("sku", "SKU", { maxLength: 100 })}
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8 md:static"
        aria-label={`Leave out ${title}`}
        title="Leave out this combination"
        onClick={() => onPatch(row.key, { removed: true })}
      >
        <X aria-hidden />
      </Button>
      {/* After the remove button, so on wide screens the button keeps its place at the row's end. */}
      {more ? (
        <div id={`variant-${slug}-more`} className="col-span-2 grid grid-cols-2 gap-2 md:col-span-6 md:col-start-2 md:grid-cols-3" data-testid="variant-more">
          {cell("costPrice", `Cost (${currency})`, { ...money }, undefined, true)}
          {cell("barcode", "Barcode", { maxLength: 100 }, "order-last col-span-2 md:order-none md:col-span-1", true)}
          {cell("weight", `Weight (${weightUnit})`, { ...money }, undefined, true)}
        </div>
      ) : null}
    </li>
  );
});

const FIRST = "__first";

/** A small select of the product's images, each shown as a thumbnail. */
function ImagePicker({
  title,
  value,
  images,
  error,
  onChange,
}: {
  title: string;
  value: string;
  images: string[];
  error?: string;
  onChange: (image: string) => void;
}) {
  if (images.length === 0) return <p className="flex h-9 items-center text-xs text-muted-foreground">No images</p>;
  return (
    <>
      <Select value={value || FIRST} onValueChange={(v) => onChange(v === FIRST ? "" : v)}>
        <SelectTrigger size="sm" className="h-9 w-full px-1.5" aria-label={`Image for ${title}`} aria-invalid={error ? true : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={FIRST}>
            <Thumbnail src={images[0]} className="size-7" />
            <span className="sr-only">The product&apos;s first image</span>
          </SelectItem>
          {images.map((src, i) => (
            <SelectItem key={src} value={src}>
              <Thumbnail src={src} className="size-7" />
              <span className="sr-only">Image {i + 1}</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? <p className="text-xs font-medium text-destructive">{error}</p> : null}
    </>
  );
}
