"use client";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { categoryInputSchema, type Category, type CategoryInput, type CategoryValues } from "@/lib/catalog/categories/schemas";
import * as categories from "@/lib/catalog/categories/endpoints";
import { callApi } from "@/lib/http/call";
import { useApiQuery } from "@/lib/http/use-api-query";
import { errorMessage } from "@/lib/http/client";
import { EditorActions, EditorCard, EditorMessage, SeoCard } from "../editor-layout";
import { sectionPath } from "../nav";
import { NativeSelect } from "../native-select";
import { SingleImage } from "../single-image";
import { useDashboardStore, useInvalidate, useStoreHref } from "../use-dashboard";
import { queryKeys } from "@/lib/http/query-keys";
import { Field, fieldAria, saveWithFeedback, SwitchField } from "@/components/ui/form";
import { WithTranslateTab } from "../translations/translate-panel";

const EMPTY: CategoryInput = {
  name: "",
  slug: "",
  description: "",
  image: "",
  parentId: "",
  sortOrder: "0",
  seoTitle: "",
  seoDescription: "",
  isActive: true,
};
const FIELDS = Object.keys(EMPTY);

function toForm(c: Category): CategoryInput {
  return {
    name: c.name,
    slug: c.slug,
    description: c.description ?? "",
    image: c.image ?? "",
    parentId: c.parentId ?? "",
    sortOrder: String(c.sortOrder),
    seoTitle: c.seoTitle ?? "",
    seoDescription: c.seoDescription ?? "",
    isActive: c.isActive,
  };
}

/** The category editor: create when `categoryId` is absent, else edit. */
export function CategoryEditor({ categoryId }: { categoryId?: string }) {
  const { slug } = useDashboardStore();
  const editing = !!categoryId;
  const category = useQuery<Category>({ queryKey: queryKeys.catalog.category(slug, categoryId ?? ""), enabled: editing });
  if (editing && category.isPending) return <Skeleton className="h-96" />;
  if (editing && category.isError) return <EditorMessage>{errorMessage(category.error, "Category Not Found")}</EditorMessage>;
  return (
    <WithTranslateTab resourceType="category" id={category.data?.id}>
      <CategoryForm key={category.data?.id ?? "new"} category={category.data ?? null} />
    </WithTranslateTab>
  );
}

function CategoryForm({ category }: { category: Category | null }) {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const router = useRouter();
  const invalidate = useInvalidate();
  const editing = !!category;
  const categoryId = category?.id;
  const [isSub, setIsSub] = useState(!!category?.parentId);

  const all = useApiQuery(slug, categories.list);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput, unknown, CategoryValues>({ resolver: zodResolver(categoryInputSchema), defaultValues: category ? toForm(category) : EMPTY });

  const save = useMutation({
    mutationFn: (values: CategoryValues) =>
      categoryId ? callApi(categories.update, { params: { id: categoryId }, body: values }) : callApi(categories.create, { body: values }),
    retry: false,
  });

  async function onSubmit(values: CategoryValues) {
    if (isSub && !values.parentId) {
      toast({ title: "Validation Error", description: "Please select a parent category for subcategories", variant: "destructive" });
      return;
    }
    const payload = { ...values, parentId: isSub ? values.parentId : null };
    const result = await saveWithFeedback(() => save.mutateAsync(payload), {
      setError,
      fields: FIELDS,
      failure: editing ? "Failed to update category" : "Failed to create category",
      fallback: "Please check the form and try again.",
      success: editing ? "Category updated successfully" : "Category created successfully",
    });
    if (!result.ok) return;
    await invalidate(...(categories.update.invalidates ?? []));
    router.push(href(sectionPath("categories")));
  }

  const err = (name: keyof CategoryInput) => errors[name]?.message;
  // Parents: top-level categories only, never the category itself.
  const parents = (all.data ?? []).filter((c) => !c.parentId && c.id !== categoryId);
  const hasChildren = editing && (all.data ?? []).some((c) => c.parentId === categoryId);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label={editing ? "Edit category" : "New category"}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <EditorCard title="Category details">
            <Field id="category-name" label="Name" error={err("name")}>
              <Input {...fieldAria("category-name", err("name"))} placeholder="T-Shirts" {...register("name")} />
            </Field>
            <Field id="category-slug" label="Slug" error={err("slug")} hint={editing ? "Leave empty to derive it from the name. If you change it, the old link will redirect here." : "Leave empty to derive it from the name."}>
              <Input {...fieldAria("category-slug", err("slug"))} placeholder="t-shirts" {...register("slug")} />
            </Field>
            <Field id="category-description" label="Description" error={err("description")}>
              <Textarea {...fieldAria("category-description", err("description"))} rows={4} {...register("description")} />
            </Field>
            <div className="space-y-3 rounded-md border p-4">
              <div className="flex items-center gap-3">
                <Checkbox
                  id="category-is-sub"
                  checked={isSub}
                  disabled={hasChildren}
                  onCheckedChange={(v) => {
                    setIsSub(v === true);
                    if (v !== true) setValue("parentId", "");
                  }}
                />
                <Label htmlFor="category-is-sub">This is a subcategory</Label>
              </div>
              {hasChildren ? <p className="text-xs text-muted-foreground">A category with subcategories stays top-level.</p> : null}
              {isSub ? (
                <Field id="category-parent" label="Parent category" error={err("parentId")}>
                  <NativeSelect {...fieldAria("category-parent", err("parentId"))} {...register("parentId")} disabled={all.isPending}>
                    <option value="">Select a parent category</option>
                    {parents.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              ) : null}
            </div>
          </EditorCard>
          <SeoCard
            idPrefix="category"
            title={{ label: "SEO title", error: err("seoTitle"), register: register("seoTitle") }}
            description={{ label: "SEO description", error: err("seoDescription"), register: register("seoDescription") }}
          />
        </div>
        <div className="space-y-6">
          <EditorCard title="Visibility">
            <SwitchField control={control} name="isActive" id="category-active" label="Show in store" />
            <Field id="category-sort" label="Sort order" error={err("sortOrder")} hint="Lower numbers come first.">
              <Input {...fieldAria("category-sort", err("sortOrder"))} type="number" step="1" inputMode="numeric" {...register("sortOrder")} />
            </Field>
          </EditorCard>
          <EditorCard title="Image">
            <Controller control={control} name="image" render={({ field }) => <SingleImage value={field.value ?? ""} onChange={field.onChange} label="Category image" />} />
            {err("image") ? <p className="text-sm font-medium text-destructive">{err("image")}</p> : null}
          </EditorCard>
        </div>
      </div>
      <EditorActions section="categories" pending={isSubmitting}>
        {editing ? "Save Category" : "Create Category"}
      </EditorActions>
    </form>
  );
}
