"use client";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import type { SmartCondition } from "@/lib/catalog/smart";
import { collectionInputSchema, smartCriteriaSchema, type CollectionInput, type CollectionValues, type CollectionWithProducts } from "@/lib/catalog/collections/schemas";
import { type Category } from "@/lib/catalog/categories/schemas";
import { type OwnerProduct } from "@/lib/catalog/products/schemas";
import { matchesCriteria } from "@/lib/catalog/smart";
import * as collections from "@/lib/catalog/collections/endpoints";
import { callApi } from "@/lib/http/call";
import { errorMessage } from "@/lib/http/client";
import { formatMoney } from "@/lib/money";
import { slugify } from "@/lib/slug";
import { EditorActions, EditorCard, EditorMessage, SeoCard } from "../editor-layout";
import { sectionPath } from "../nav";
import { NativeSelect } from "../native-select";
import { SingleImage } from "../single-image";
import { useTenant } from "../store-gate";
import { useDashboardStore, useInvalidate, useStoreHref } from "../use-dashboard";
import { ManualProducts } from "./manual-products";
import { SmartConditions } from "./smart-conditions";
import { queryKeys } from "@/lib/http/query-keys";
import { Field, fieldAria, saveWithFeedback, SwitchField } from "@/components/ui/form";
import { WithTranslateTab } from "../translations/translate-panel";

const EMPTY: CollectionInput = { name: "", slug: "", description: "", seoTitle: "", seoDescription: "", image: "", sortOrder: "0", isActive: true };
const FIELDS = [...Object.keys(EMPTY), "criteria", "productIds"];
const TEMPLATES = ["default", "featured", "minimal"] as const;

/** The collection editor: create when `collectionId` is absent, else edit. */
export function CollectionEditor({ collectionId }: { collectionId?: string }) {
  const { slug } = useDashboardStore();
  const editing = !!collectionId;
  const collection = useQuery<CollectionWithProducts>({ queryKey: queryKeys.catalog.collection(slug, collectionId ?? ""), enabled: editing });
  if (editing && collection.isPending) return <Skeleton className="h-[60vh]" />;
  if (editing && collection.isError) return <EditorMessage>{errorMessage(collection.error, "Collection Not Found")}</EditorMessage>;
  return (
    <WithTranslateTab resourceType="collection" id={collection.data?.id}>
      <CollectionForm key={collection.data?.id ?? "new"} collection={collection.data ?? null} />
    </WithTranslateTab>
  );
}

function toForm(c: CollectionWithProducts): CollectionInput {
  return {
    name: c.name,
    slug: c.slug,
    description: c.description ?? "",
    seoTitle: c.seoTitle ?? "",
    seoDescription: c.seoDescription ?? "",
    image: c.image ?? "",
    sortOrder: String(c.sortOrder),
    isActive: c.isActive,
  };
}

function CollectionForm({ collection }: { collection: CollectionWithProducts | null }) {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const router = useRouter();
  const tenant = useTenant();
  const invalidate = useInvalidate();
  const editing = !!collection;
  const collectionId = collection?.id;

  const [type, setType] = useState<"manual" | "smart">(collection?.type ?? "manual");
  const [matchType, setMatchType] = useState<"all" | "any">(collection?.criteria?.matchType ?? "all");
  const [conditions, setConditions] = useState<SmartCondition[]>(
    () => collection?.criteria?.conditions.map((x) => ({ ...x, value: String(x.value ?? "") })) ?? [],
  );
  const [productIds, setProductIds] = useState<string[]>(collection?.productIds ?? []);
  const [slugEdited, setSlugEdited] = useState(editing);
  const [conditionErrors, setConditionErrors] = useState<Record<string, string>>({});
  // Shown for the owner's planning only; the data model has no field for these (not sent).
  const [channels, setChannels] = useState({ online: true, pos: false });
  const [template, setTemplate] = useState<(typeof TEMPLATES)[number]>("default");

  const products = useQuery<OwnerProduct[]>({ queryKey: queryKeys.catalog.products(slug) });
  const categories = useQuery<Category[]>({ queryKey: queryKeys.catalog.categories(slug) });

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CollectionInput, unknown, CollectionValues>({
    resolver: zodResolver(collectionInputSchema),
    defaultValues: collection ? toForm(collection) : EMPTY,
  });

  const changeType = (t: "manual" | "smart") => {
    if (t === type) return;
    // Changing the type clears the conditions and the products: a collection is either hand-picked or rule-based, never both.
    setType(t);
    setConditions([]);
    setMatchType("all");
    setProductIds([]);
    setConditionErrors({});
  };

  const matching = useMemo(() => {
    if (type !== "smart" || !products.data) return [];
    const cats = new Map((categories.data ?? []).map((c) => [c.id, { id: c.id, name: c.name, slug: c.slug, parentId: c.parentId }]));
    return products.data.filter((p) => p.status === "active" && matchesCriteria(p, { matchType, conditions }, cats));
  }, [type, products.data, categories.data, matchType, conditions]);

  const save = useMutation({
    mutationFn: (body: CollectionInput) =>
      collectionId ? callApi(collections.update, { params: { id: collectionId }, body }) : callApi(collections.create, { body }),
    retry: false,
  });

  async function onSubmit(values: CollectionValues) {
    let body: CollectionInput = { ...values, slug: values.slug || slugify(values.name), type };
    if (type === "smart") {
      const parsed = smartCriteriaSchema.safeParse({ matchType, conditions });
      if (!parsed.success) {
        const errs: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const k = issue.path.join(".");
          if (!(k in errs)) errs[k] = issue.message;
        }
        setConditionErrors(errs);
        return;
      }
      if (parsed.data.conditions.length === 0) {
        setConditionErrors({ conditions: "Add at least one condition" });
        return;
      }
      setConditionErrors({});
      body = { ...body, criteria: parsed.data };
    } else {
      body = { ...body, criteria: null, productIds };
    }
    const result = await saveWithFeedback(() => save.mutateAsync(body), {
      setError,
      fields: FIELDS,
      failure: editing ? "Failed to update collection" : "Failed to create collection",
      fallback: "Please check the form and try again.",
      success: editing ? "Collection updated successfully" : "Collection created successfully",
    });
    if (!result.ok) return;
    await invalidate(...(collections.update.invalidates ?? []));
    router.push(href(sectionPath("collections")));
  }

  const err = (name: keyof CollectionInput) => errors[name]?.message;
  const nameField = register("name", {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited) setValue("slug", slugify(e.target.value));
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label={editing ? "Edit collection" : "New collection"}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <EditorCard title="Collection details">
            <Field id="collection-title" label="Title" error={err("name")}>
              <Input {...fieldAria("collection-title", err("name"))} placeholder="Summer essentials" {...nameField} />
            </Field>
            <Field id="collection-slug" label="Slug" error={err("slug")} hint={editing ? "If you change it, the old link will redirect here." : slugEdited ? "Edited by hand." : "Follows the title until you edit it."}>
              <Input {...fieldAria("collection-slug", err("slug"))} {...register("slug", { onChange: () => setSlugEdited(true) })} />
            </Field>
            <Field id="collection-description" label="Description" error={err("description")}>
              <Textarea {...fieldAria("collection-description", err("description"))} rows={4} {...register("description")} />
            </Field>
          </EditorCard>

          <EditorCard title="Collection type">
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="sr-only">Collection type</legend>
              {(
                [
                  ["manual", "Manual", "Choose the products one by one."],
                  ["smart", "Smart", "Products that match conditions are added automatically."],
                ] as const
              ).map(([value, label, hint]) => (
                <label key={value} className="flex cursor-pointer gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                  <input type="radio" name="collection-type" value={value} checked={type === value} onChange={() => changeType(value)} className="mt-1 size-4 accent-primary" />
                  <span>
                    <span className="block text-sm font-medium">{label}</span>
                    <span className="text-xs text-muted-foreground">{hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </EditorCard>

          {type === "manual" ? (
            <EditorCard title="Products">
              {products.isPending ? (
                <Skeleton className="h-40" />
              ) : (
                <ManualProducts products={products.data ?? []} selected={productIds} currency={tenant.currency} onChange={setProductIds} />
              )}
              {errors.productIds?.message ? <p className="text-sm font-medium text-destructive">{errors.productIds.message}</p> : null}
            </EditorCard>
          ) : (
            <EditorCard title="Conditions">
              <SmartConditions matchType={matchType} conditions={conditions} errors={conditionErrors} onMatchType={setMatchType} onChange={setConditions} />
              <div>
                <p className="mb-2 text-sm font-medium" data-testid="smart-match-count">
                  {matching.length} active {matching.length === 1 ? "product matches" : "products match"}
                </p>
                {matching.length > 0 ? (
                  <ul className="max-h-60 divide-y overflow-y-auto rounded-md border text-sm" aria-label="Matching products">
                    {matching.map((p) => (
                      <li key={p.id} className="flex justify-between gap-2 p-2">
                        <span className="truncate">{p.name}</span>
                        <span className="shrink-0 text-muted-foreground">{formatMoney(p.price, tenant.currency)}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </EditorCard>
          )}

          <SeoCard
            idPrefix="collection"
            title={{ label: "Title tag", error: err("seoTitle"), register: register("seoTitle") }}
            description={{ label: "Meta description", error: err("seoDescription"), register: register("seoDescription") }}
          />
        </div>

        <div className="space-y-6">
          <EditorCard title="Publishing">
            <SwitchField control={control} name="isActive" id="collection-active" label="Active" />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Sales channels</legend>
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={channels.online} onCheckedChange={(v) => setChannels((c) => ({ ...c, online: v === true }))} /> Online Store
              </label>
              <label className="flex items-center gap-2 text-sm">
                <Checkbox checked={channels.pos} onCheckedChange={(v) => setChannels((c) => ({ ...c, pos: v === true }))} /> Point of Sale
              </label>
            </fieldset>
            <Field id="collection-sort" label="Sort order" error={err("sortOrder")} hint="Lower numbers come first.">
              <Input {...fieldAria("collection-sort", err("sortOrder"))} type="number" step="1" inputMode="numeric" {...register("sortOrder")} />
            </Field>
          </EditorCard>
          <EditorCard title="Image">
            <Controller control={control} name="image" render={({ field }) => <SingleImage value={field.value ?? ""} onChange={field.onChange} label="Collection image" />} />
            {err("image") ? <p className="text-sm font-medium text-destructive">{err("image")}</p> : null}
          </EditorCard>
          <EditorCard title="Theme template">
            <NativeSelect id="collection-template" aria-label="Theme template" value={template} onChange={(e) => setTemplate(e.target.value as (typeof TEMPLATES)[number])}>
              {TEMPLATES.map((t) => (
                <option key={t} value={t}>
                  {t[0].toUpperCase() + t.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </EditorCard>
        </div>
      </div>
      <EditorActions section="collections" pending={isSubmitting}>
        {editing ? "Save Collection" : "Create Collection"}
      </EditorActions>
    </form>
  );
}
