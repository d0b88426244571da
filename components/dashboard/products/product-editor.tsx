"use client";
import { useRouter } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Controller, get, useForm, useWatch, type Path } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { DIMENSION_UNITS, PRODUCT_STATUSES, WEIGHT_UNITS, type OwnerProduct, type ProductValues } from "@/lib/catalog/products/schemas";
import { type Category } from "@/lib/catalog/categories/schemas";
import { type TaxRuleOption } from "@/lib/tax/rules/schemas";
import * as productsApi from "@/lib/catalog/products/endpoints";
import { callApi } from "@/lib/http/call";
import { errorMessage, HttpError } from "@/lib/http/client";
import { EditorActions, EditorCard, EditorMessage, SeoCard } from "../editor-layout";
import { ImageManager } from "../image-manager";
import { sectionPath } from "../nav";
import { NativeSelect } from "../native-select";
import { useTenant } from "../store-gate";
import { useDashboardStore, useInvalidate, useStoreHref } from "../use-dashboard";
import { RichTextEditor } from "./rich-text-editor";
import { activeButSoldOut, EMPTY, FIELDS, productResolver, toForm, type ProductFormInput } from "./product-form-values";
import { hasOptions, keepImages, singleFromDraft, type VariantsDraft } from "./variant-drafts";
import { OptionsCard } from "./variant-options";
import { VariantsCard } from "./variant-table";
import { queryKeys } from "@/lib/http/query-keys";
import { Field, fieldAria, saveWithFeedback, SwitchField } from "@/components/ui/form";
import { ResourceActivity } from "../activity/resource-activity";
import { WithTranslateTab } from "../translations/translate-panel";

/** The product editor: create when `productId` is absent, else edit. */
export function ProductEditor({ productId }: { productId?: string }) {
  const { slug } = useDashboardStore();
  const editing = !!productId;
  const product = useQuery<OwnerProduct>({ queryKey: queryKeys.catalog.product(slug, productId ?? ""), enabled: editing });
  if (editing && product.isPending) return <Skeleton className="h-[60vh]" />;
  if (editing && product.isError) return <EditorMessage>{errorMessage(product.error, "Product Not Found")}</EditorMessage>;
  return (
    <WithTranslateTab resourceType="product" id={product.data?.id}>
      <ProductForm key={product.data?.id ?? "new"} product={product.data ?? null} />
    </WithTranslateTab>
  );
}

function ProductForm({ product }: { product: OwnerProduct | null }) {
  const { slug } = useDashboardStore();
  const href = useStoreHref();
  const router = useRouter();
  const tenant = useTenant();
  const invalidate = useInvalidate();
  const editing = !!product;
  const productId = product?.id;

  const categories = useQuery<Category[]>({ queryKey: queryKeys.catalog.categories(slug) });
  const taxRules = useQuery<TaxRuleOption[]>({ queryKey: queryKeys.tax.rules(slug) });

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormInput, unknown, ProductValues>({ resolver: productResolver, defaultValues: product ? toForm(product) : EMPTY });
  const track = useWatch({ control, name: "trackQuantity" });
  const weightUnit = useWatch({ control, name: "weightUnit" });
  const [statusNow, quantityNow, draft, images] = useWatch({ control, name: ["status", "quantity", "variantsDraft", "images"] });
  const withOptions = hasOptions(draft);
  const soldOutWarning = withOptions
    ? activeButSoldOut({ status: statusNow, variants: draft.rows.filter((r) => !r.removed).map((r) => ({ quantity: r.quantity, trackQuantity: track })) })
    : activeButSoldOut({ status: statusNow, trackQuantity: track, quantity: quantityNow });
  // Saving an active product with no stock asks first (the values wait here while the dialog is open).
  const [confirmSoldOut, setConfirmSoldOut] = useState<ProductValues | null>(null);

  const setDraft = useCallback(
    (next: VariantsDraft) => {
      const structural = next.options !== getValues("variantsDraft").options;
      if (structural) clearErrors(["options", "variants"] as Path<ProductFormInput>[]);
      setValue("variantsDraft", keepImages(next, getValues("images") ?? []), { shouldDirty: true });
    },
    [clearErrors, getValues, setValue],
  );
  const clearError = useCallback((path: string) => clearErrors(path as Path<ProductFormInput>), [clearErrors]);
  const single = () => {
    const v = getValues();
    const text = (x: unknown) => (x === null || x === undefined ? "" : String(x));
    return {
      price: text(v.price),
      compareAtPrice: text(v.compareAtPrice),
      quantity: text(v.quantity),
      sku: text(v.sku),
      costPrice: text(v.costPrice),
      barcode: text(v.barcode),
      weight: text(v.weight),
    };
  };
  // The last option removed: the product's one variant shows in the single fields again.
  const backToSingle = (before: VariantsDraft) => {
    const seed = singleFromDraft(before);
    if (!seed) return;
    for (const [k, v] of Object.entries(seed)) setValue(k as "price" | "compareAtPrice" | "quantity" | "sku" | "costPrice" | "barcode" | "weight", v, { shouldDirty: true });
  };

  const save = useMutation({
    mutationFn: (values: ProductValues) =>
      productId ? callApi(productsApi.update, { params: { id: productId }, body: values }) : callApi(productsApi.create, { body: values }),
    retry: false,
  });

  async function onSubmit(values: ProductValues) {
    if (activeButSoldOut(values)) {
      setConfirmSoldOut(values);
      return;
    }
    await send(values);
  }

  async function send(values: ProductValues) {
    const result = await saveWithFeedback(
      async () => {
        try {
          return await save.mutateAsync(values);
        } catch (e) {
          // "variants.3.price", "options.0.values.1": on the cell or chip they name (the form's paths are the request's).
          if (e instanceof HttpError) {
            for (const [path, message] of Object.entries(e.fieldErrors ?? {})) {
              if (/^(variants|options)(\.|$)/.test(path)) setError(path as Path<ProductFormInput>, { type: "server", message });
            }
          }
          throw e;
        }
      },
      {
        setError,
        fields: FIELDS,
        failure: editing ? "Failed to update product" : "Failed to create product",
        fallback: "Please check the form and try again.",
        success: editing ? "Product updated successfully" : "Product created successfully",
      },
    );
    if (!result.ok) return;
    await invalidate(...(productsApi.update.invalidates ?? []));
    router.push(href(sectionPath("products")));
  }

  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const errAt = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message ?? (get(errors, `${path}.root`) as { message?: string } | undefined)?.message;
  const dimErr = errors.dimensions as Record<string, { message?: string }> | undefined;
  const firstStockInput = () => {
    const first = draft.rows.find((r) => !r.removed);
    return first ? document.getElementById(`variant-${first.key.replace(/[^A-Za-z0-9_-]/g, "")}-quantity`) : null;
  };
  const topLevel = (categories.data ?? []).filter((c) => !c.parentId);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label={editing ? "Edit product" : "New product"}>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <EditorCard title="Basic information">
            <Field id="product-name" label="Name" error={err("name")}>
              <Input {...fieldAria("product-name", err("name"))} placeholder="Classic crew neck tee" {...register("name")} />
            </Field>
            <div className="space-y-2">
              <Label htmlFor="product-description">Description</Label>
              <Controller
                control={control}
                name="description"
                render={({ field }) => <RichTextEditor id="product-description" value={field.value ?? ""} onChange={field.onChange} />}
              />
              {err("description") ? <p className="text-sm font-medium text-destructive">{err("description")}</p> : null}
            </div>
            <Field id="product-short" label="Short description" error={err("shortDescription")}>
              <Textarea {...fieldAria("product-short", err("shortDescription"))} rows={2} {...register("shortDescription")} />
            </Field>
          </EditorCard>

          <EditorCard title="Images">
            <Controller control={control} name="images" render={({ field }) => <ImageManager images={field.value ?? []} onChange={field.onChange} />} />
            {err("images") ? <p className="text-sm font-medium text-destructive">{err("images")}</p> : null}
          </EditorCard>

          {withOptions ? null : (
            <EditorCard title="Pricing">
              <div className="grid gap-4 sm:grid-cols-3">
                <Field id="product-price" label={`Price (${tenant.currency})`} error={err("price")}>
                  <Input {...fieldAria("product-price", err("price"))} type="number" inputMode="decimal" step="0.01" min="0" {...register("price")} />
                </Field>
                <Field id="product-compare" label="Compare price" error={err("compareAtPrice")}>
                  <Input
                    {...fieldAria("product-compare", err("compareAtPrice"))}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    {...register("compareAtPrice")}
                  />
                </Field>
                <Field id="product-cost" label="Cost price" error={err("costPrice")} hint="Never shown to shoppers.">
                  <Input {...fieldAria("product-cost", err("costPrice"))} type="number" inputMode="decimal" step="0.01" min="0" {...register("costPrice")} />
                </Field>
              </div>
            </EditorCard>
          )}
          <EditorCard title="Inventory">
            {withOptions ? null : (
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="product-sku" label="SKU" error={err("sku")}>
                  <Input {...fieldAria("product-sku", err("sku"))} {...register("sku")} />
                </Field>
                <Field id="product-barcode" label="Barcode" error={err("barcode")}>
                  <Input {...fieldAria("product-barcode", err("barcode"))} {...register("barcode")} />
                </Field>
              </div>
            )}
            <SwitchField control={control} name="trackQuantity" id="product-track" label="Track quantity" />
            {withOptions ? (
              <p className="text-sm text-muted-foreground">Price, stock and SKU are set for each variant below.</p>
            ) : track ? (
              <Field id="product-quantity" label="Quantity" error={err("quantity")} className="max-w-48" hint="How many you have to sell now.">
                <Input
                  {...fieldAria("product-quantity", err("quantity"))}
                  aria-describedby={err("quantity") ? "product-quantity-error" : "product-quantity-hint"}
                  type="number"
                  inputMode="numeric"
                  step="1"
                  min="0"
                  placeholder="e.g. 25"
                  {...register("quantity")}
                />
              </Field>
            ) : null}
          </EditorCard>

          <OptionsCard draft={draft} onChange={setDraft} single={single} onNoOptions={backToSingle} error={errAt} />
          {withOptions ? (
            <VariantsCard
              draft={draft}
              onChange={setDraft}
              currency={tenant.currency}
              weightUnit={weightUnit ?? "kg"}
              images={images ?? []}
              track={track !== false}
              error={errAt}
              clearError={clearError}
            />
          ) : null}

          <EditorCard title="Shipping">
            {/* Gift-card products (record 0158): each unit sold issues a card; the server keeps them unshipped, unstocked, untaxed. */}
            <Field id="product-type" label="Product type">
              <NativeSelect id="product-type" aria-describedby="product-type-hint" {...register("productType")}>
                <option value="standard">Physical or digital product</option>
                <option value="gift_card">Gift card</option>
              </NativeSelect>
            </Field>
            <p id="product-type-hint" className="-mt-2 text-xs text-muted-foreground">
              A gift card&apos;s variants are its amounts: each one sold issues a card of that amount, e-mailed when the order is paid. Gift cards are not shipped, stocked or taxed.
            </p>
            <div className="flex items-center gap-3">
              <Controller
                control={control}
                name="requiresShipping"
                render={({ field }) => <Checkbox id="product-ships" checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />}
              />
              <Label htmlFor="product-ships">This product requires shipping</Label>
            </div>
            {withOptions ? null : (
              <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                <Field id="product-weight" label="Weight" error={err("weight")}>
                  <Input {...fieldAria("product-weight", err("weight"))} type="number" inputMode="decimal" step="0.01" min="0" {...register("weight")} />
                </Field>
                <Field id="product-weight-unit" label="Unit">
                  <NativeSelect id="product-weight-unit" {...register("weightUnit")}>
                    {WEIGHT_UNITS.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
            )}
            <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <legend className="mb-2 text-sm font-medium">Dimensions</legend>
              {(["length", "width", "height"] as const).map((d) => (
                <Field key={d} id={`product-${d}`} label={d[0].toUpperCase() + d.slice(1)} error={dimErr?.[d]?.message}>
                  <Input {...fieldAria(`product-${d}`, dimErr?.[d]?.message)} type="number" inputMode="decimal" step="0.01" min="0" {...register(`dimensions.${d}`)} />
                </Field>
              ))}
              <Field id="product-dim-unit" label="Unit">
                <NativeSelect id="product-dim-unit" {...register("dimensions.unit")}>
                  {DIMENSION_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </fieldset>
          </EditorCard>

          <SeoCard
            idPrefix="product"
            title={{ label: "SEO title", error: err("seoTitle"), register: register("seoTitle") }}
            description={{ label: "SEO description", error: err("seoDescription"), register: register("seoDescription") }}
          />
          {editing ? (
            <EditorCard title="Web address">
              <Field id="product-slug" label="Slug" error={err("slug")} hint={`Shown at /product/${product?.slug ?? ""}. If you change it, the old link will redirect here.`}>
                <Input {...fieldAria("product-slug", err("slug"))} {...register("slug")} />
              </Field>
            </EditorCard>
          ) : null}
        </div>

        <div className="space-y-6">
          <EditorCard title="Status">
            <Field id="product-status" label="Status" error={err("status")} hint="Only active products show in your store.">
              <NativeSelect {...fieldAria("product-status", err("status"))} {...register("status")}>
                {PRODUCT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s[0].toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {soldOutWarning ? (
              <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="sold-out-warning">
                Active with 0 in stock: shoppers will see this product as Out of Stock and cannot buy it.
              </p>
            ) : null}
          </EditorCard>
          <EditorCard title="Organization">
            <Field id="product-category" label="Category" error={err("categoryId")}>
              <NativeSelect {...fieldAria("product-category", err("categoryId"))} {...register("categoryId")} disabled={categories.isPending}>
                <option value="">None</option>
                {topLevel.map((c) => [
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>,
                  ...c.subCategories.map((sc) => (
                    <option key={sc.id} value={sc.id}>
                      {`\u00a0\u00a0— ${sc.name}`}
                    </option>
                  )),
                ])}
              </NativeSelect>
            </Field>
            <Field id="product-tags" label="Tags" error={err("tags")} hint="Separate tags with commas.">
              <Input {...fieldAria("product-tags", err("tags"))} placeholder="summer, cotton, bestseller" {...register("tags")} />
            </Field>
          </EditorCard>
          <EditorCard title="Tax">
            <Field id="product-hsn" label="HSN/SAC code" error={err("hsnCode")}>
              <Input {...fieldAria("product-hsn", err("hsnCode"))} {...register("hsnCode")} />
            </Field>
            <Field id="product-tax-rule" label="Tax rule" error={err("taxRuleId")}>
              <NativeSelect {...fieldAria("product-tax-rule", err("taxRuleId"))} {...register("taxRuleId")} disabled={taxRules.isPending}>
                <option value="">None</option>
                {(taxRules.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </EditorCard>
          {product ? <ResourceActivity resourceType="product" resourceId={product.id} refreshKey={product.updatedAt} /> : null}
        </div>
      </div>

      <EditorActions section="products" pending={isSubmitting || save.isPending}>
        {editing ? "Save Product" : "Create Product"}
      </EditorActions>
      <AlertDialog open={confirmSoldOut !== null} onOpenChange={(open) => (open ? null : setConfirmSoldOut(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Save an active product with no stock?</AlertDialogTitle>
            <AlertDialogDescription>
              Its quantity is 0, so shoppers will see it as Out of Stock and cannot buy it. Enter the quantity you have, or save it as it is.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel
              onClick={() => {
                setConfirmSoldOut(null);
                if (withOptions) firstStockInput()?.focus();
                else setFocus("quantity");
              }}
            >
              Enter quantity
            </AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const values = confirmSoldOut;
                setConfirmSoldOut(null);
                if (values) void send(values);
              }}
            >
              Save out of stock
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
