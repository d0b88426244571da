"use client";
import { useRouter } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Shuffle } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
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
import { Button } from "@/components/ui/button";
import { Field, fieldAria, SwitchField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import type { Category } from "@/lib/catalog/categories/schemas";
import type { Collection } from "@/lib/catalog/collections/schemas";
import type { OwnerProduct } from "@/lib/catalog/products/schemas";
import type { DiscountDto } from "@/lib/discounts/schemas";
import * as customersApi from "@/lib/customers/endpoints";
import { callApi } from "@/lib/http/call";
import { useApiQuery } from "@/lib/http/use-api-query";
import { errorMessage, HttpError } from "@/lib/http/client";
import * as discounts from "@/lib/discounts/endpoints";
import { queryKeys } from "@/lib/http/query-keys";
import { CURRENCIES, isCurrency } from "@/lib/money";
import { EditorActions, EditorCard, EditorMessage } from "../editor-layout";
import { sectionPath } from "../nav";
import { useTenant } from "../store-gate";
import { useDashboardStore, useInvalidate, useStoreHref } from "../use-dashboard";
import { CheckField, Choice, CountField, DateTimeField, DecimalField } from "./discount-fields";
import { appliesToLabel, conditionsSummary, datesLabel, generateCode, statusLabel, usageLabel, valueLabel } from "./discount-text";
import { discountFormErrors, discountToForm, emptyDiscountForm, formFieldOf, formToBody, type DiscountFormValues } from "./form-values";
import { TargetPicker, type PickerItem } from "./target-picker";

/** The discount editor: create when `discountId` is absent, else edit. */
export function DiscountEditor({ discountId }: { discountId?: string }) {
  const { slug } = useDashboardStore();
  const editing = !!discountId;
  const discount = useQuery<DiscountDto>({ queryKey: queryKeys.discounts.one(slug, discountId ?? ""), enabled: editing });
  if (editing && discount.isPending) return <Skeleton className="h-[60vh]" />;
  if (editing && discount.isError) return <EditorMessage>{errorMessage(discount.error, "Discount not found")}</EditorMessage>;
  return <DiscountForm key={discount.data?.id ?? "new"} discount={discount.data ?? null} />;
}

/** The form's own rules and the server's schema, run on every submit (and on change once submitted). */
const resolver: Resolver<DiscountFormValues> = async (values) => {
  const problems = discountFormErrors(values);
  if (Object.keys(problems).length === 0) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(problems).map(([k, message]) => [k, { type: "validate", message }])) as FieldErrors<DiscountFormValues>;
  return { values: {}, errors };
};

function DiscountForm({ discount }: { discount: DiscountDto | null }) {
  const { slug } = useDashboardStore();
  const { currency } = useTenant();
  const href = useStoreHref();
  const router = useRouter();
  const invalidate = useInvalidate();
  const editing = !!discount;
  const symbol = (isCurrency(currency) ? CURRENCIES[currency].symbol : currency).trim();

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<DiscountFormValues>({ resolver, defaultValues: discount ? discountToForm(discount) : emptyDiscountForm() });
  const v = useWatch({ control }) as DiscountFormValues;

  const products = useQuery<OwnerProduct[]>({ queryKey: queryKeys.catalog.products(slug), enabled: v.appliesToMode === "products" });
  const collections = useQuery<Collection[]>({ queryKey: queryKeys.catalog.collections(slug), enabled: v.appliesToMode === "collections" });
  const categories = useQuery<Category[]>({ queryKey: queryKeys.catalog.categories(slug), enabled: v.appliesToMode === "categories" });

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof formToBody>) =>
      editing ? callApi(discounts.update, { params: { id: discount.id }, body }) : callApi(discounts.create, { body }),
    retry: false,
  });

  // A 100 %-off discount gives the items away: asked once more before it is saved (not again when it was
  // already saved at 100 %).
  const [confirmFree, setConfirmFree] = useState<DiscountFormValues | null>(null);
  const wasFree = discount?.type === "percentage" && Number(discount.value) >= 100;
  async function onSubmit(values: DiscountFormValues) {
    if (values.type === "percentage" && Number(values.value) >= 100 && !wasFree) {
      setConfirmFree(values);
      return;
    }
    await persist(values);
  }

  async function persist(values: DiscountFormValues) {
    try {
      await save.mutateAsync(formToBody(values));
    } catch (err) {
      // The server's field messages go under their fields ("appliesTo.productIds" under the product list).
      if (err instanceof HttpError) {
        for (const [path, message] of Object.entries(err.fieldErrors ?? {})) {
          const field = formFieldOf(path);
          if (field) setError(field, { type: "server", message }, { shouldFocus: true });
        }
      }
      toast({ title: editing ? "Failed to update discount" : "Failed to create discount", description: errorMessage(err, "Please check the form and try again."), variant: "destructive" });
      return;
    }
    toast({ title: editing ? "Discount updated" : "Discount created", variant: "success" });
    await invalidate(...(discounts.create.invalidates ?? []));
    router.push(href(sectionPath("discounts")));
  }

  const err = (name: keyof DiscountFormValues) => errors[name]?.message;
  const validateAgain = { shouldValidate: isSubmitted, shouldDirty: true };
  const automatic = v.method === "automatic";
  const chosenOnly = v.appliesToMode === "all" ? undefined : "Counts the chosen items only.";
  // Saved through the API for several kinds at once (the form offers one): say what saving will keep.
  const mixedTargets = !!discount && [discount.appliesTo.productIds, discount.appliesTo.collectionIds, discount.appliesTo.categoryIds].filter((l) => l.length > 0).length > 1;

  const productItems: PickerItem[] = (products.data ?? []).map((p) => ({ id: p.id, name: p.name, hint: p.status !== "active" ? p.status : (p.sku ?? undefined) }));
  const collectionItems: PickerItem[] = (collections.data ?? []).map((c) => ({ id: c.id, name: c.name, hint: `${c.productCount} products` }));
  const categoryItems: PickerItem[] = (categories.data ?? []).map((c) => ({ id: c.id, name: c.parentId ? `— ${c.name}` : c.name, hint: `${c.productCount} products` }));

  const preview = { ...formToBody(v), value: v.value || "0", minSubtotal: v.requirement === "subtotal" ? v.minSubtotal : null, minQuantity: v.requirement === "quantity" ? Number(v.minQuantity) || null : null, usageLimit: v.limitUses ? Number(v.usageLimit) || null : null };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-label={editing ? "Edit discount" : "New discount"}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <EditorCard title="Method">
            <Choice
              legend="Method"
              name="discount-method"
              value={v.method}
              onChange={(m) => setValue("method", m, validateAgain)}
              options={[
                ["code", "Discount code", "Shoppers enter a code at checkout."],
                ["automatic", "Automatic discount", "Applies by itself to every order that qualifies."],
              ]}
            />
            {automatic ? null : (
              <Field id="discount-code" label="Discount code" error={err("code")} hint="Letters, digits, dashes or underscores; shoppers can type it in any case.">
                <div className="flex gap-2">
                  <Input {...fieldAria("discount-code", err("code"))} autoComplete="off" spellCheck={false} placeholder="SAVE10" {...register("code")} />
                  <Button type="button" variant="outline" onClick={() => setValue("code", generateCode(), validateAgain)}>
                    <Shuffle aria-hidden /> Generate
                  </Button>
                </div>
              </Field>
            )}
            <Field
              id="discount-title"
              label={automatic ? "Title" : "Title (optional)"}
              error={err("title")}
              hint={automatic ? "Shoppers see it in their cart and at checkout." : "A name for your own list; shoppers see the code."}
            >
              <Input {...fieldAria("discount-title", err("title"))} placeholder={automatic ? "Diwali sale" : ""} {...register("title")} />
            </Field>
          </EditorCard>

          <EditorCard title="Value">
            <Choice
              legend="Discount type"
              name="discount-type"
              columns={3}
              value={v.type}
              onChange={(t) => setValue("type", t, validateAgain)}
              options={[
                ["percentage", "Percentage", "A share of the price."],
                ["fixed", "Fixed amount", `An amount in ${currency}.`],
                ["free_shipping", "Free shipping", "No shipping charge."],
              ]}
            />
            {v.type === "free_shipping" ? null : (
              <DecimalField
                id="discount-value"
                label={v.type === "percentage" ? "Percentage off" : `Amount off (${currency})`}
                error={err("value")}
                className="max-w-xs"
                prefix={v.type === "fixed" ? symbol : undefined}
                suffix={v.type === "percentage" ? "%" : undefined}
                placeholder={v.type === "percentage" ? "10" : "50"}
                registration={register("value")}
              />
            )}
          </EditorCard>

          <EditorCard title="Applies to">
            <Choice
              legend="Applies to"
              name="discount-applies"
              columns={4}
              value={v.appliesToMode}
              onChange={(m) => setValue("appliesToMode", m, validateAgain)}
              options={[
                ["all", "Whole order"],
                ["products", "Specific products"],
                ["collections", "Specific collections"],
                ["categories", "Specific categories"],
              ]}
            />
            {v.appliesToMode === "products" ? (
              <Controller
                control={control}
                name="productIds"
                render={({ field }) => <TargetPicker id="discount-products" noun="products" items={productItems} selected={field.value} onChange={field.onChange} loading={products.isPending} error={err("productIds")} />}
              />
            ) : v.appliesToMode === "collections" ? (
              <Controller
                control={control}
                name="collectionIds"
                render={({ field }) => (
                  <TargetPicker id="discount-collections" noun="collections" items={collectionItems} selected={field.value} onChange={field.onChange} loading={collections.isPending} error={err("collectionIds")} />
                )}
              />
            ) : v.appliesToMode === "categories" ? (
              <Controller
                control={control}
                name="categoryIds"
                render={({ field }) => (
                  <TargetPicker id="discount-categories" noun="categories" items={categoryItems} selected={field.value} onChange={field.onChange} loading={categories.isPending} error={err("categoryIds")} />
                )}
              />
            ) : null}
            {mixedTargets ? (
              <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900">
                This discount was saved for {appliesToLabel(discount!)} together. This form keeps one kind: saving keeps only the {v.appliesToMode === "all" ? "whole order" : v.appliesToMode} chosen here.
              </p>
            ) : null}
            {v.appliesToMode !== "all" && v.type === "free_shipping" ? <p className="text-xs text-muted-foreground">Shipping is free when the order holds one of these.</p> : null}
          </EditorCard>

          <EditorCard title="Minimum requirements">
            <Choice
              legend="Minimum requirements"
              name="discount-requirement"
              columns={3}
              value={v.requirement}
              onChange={(r) => setValue("requirement", r, validateAgain)}
              options={[
                ["none", "No minimum"],
                ["subtotal", "Minimum purchase amount"],
                ["quantity", "Minimum quantity of items"],
              ]}
            />
            {v.requirement === "subtotal" ? (
              <DecimalField id="discount-min-subtotal" label={`Minimum subtotal (${currency})`} error={err("minSubtotal")} hint={chosenOnly} className="max-w-xs" prefix={symbol} placeholder="500" registration={register("minSubtotal")} />
            ) : v.requirement === "quantity" ? (
              <CountField id="discount-min-quantity" label="Minimum quantity" error={err("minQuantity")} hint={chosenOnly} className="max-w-xs" placeholder="3" registration={register("minQuantity")} />
            ) : null}
          </EditorCard>

          <EditorCard title="Usage limits">
            <Controller control={control} name="limitUses" render={({ field }) => <CheckField id="discount-limit-uses" label="Limit the number of times this discount can be used in total" checked={field.value} onChange={field.onChange} />} />
            {v.limitUses ? (
              <CountField id="discount-usage-limit" label="Total uses" error={err("usageLimit")} className="max-w-xs pl-7" placeholder="100" registration={register("usageLimit")} />
            ) : null}
            <Controller control={control} name="oncePerCustomer" render={({ field }) => <CheckField id="discount-once" label="Limit to one use per customer" hint="Shoppers must be signed in to use it." checked={field.value} onChange={field.onChange} />} />
            <Controller control={control} name="firstOrderOnly" render={({ field }) => <CheckField id="discount-first-order" label="First order only" hint="Only customers who have not ordered before." checked={field.value} onChange={field.onChange} />} />
          </EditorCard>

          <EditorCard title="Customer eligibility">
            <Controller control={control} name="customerSegmentIds" render={({ field }) => <SegmentPicker value={field.value} onChange={field.onChange} error={err("customerSegmentIds")} />} />
          </EditorCard>

          {automatic ? (
            <EditorCard title="Combinations">
              <Controller
                control={control}
                name="combinesWithCode"
                render={({ field }) => (
                  <CheckField id="discount-combines" label="Combines with discount codes" hint="A shopper's code then applies to what is left after this discount. Otherwise the bigger saving applies." checked={field.value} onChange={field.onChange} />
                )}
              />
            </EditorCard>
          ) : null}

          <EditorCard title="Active dates">
            <div className="grid gap-4 sm:grid-cols-2">
              <DateTimeField id="discount-starts" label="Start date and time" error={err("startsAt")} hint="Your time zone. Empty: starts at once." registration={register("startsAt")} />
              <div className="space-y-3">
                <Controller control={control} name="hasEnd" render={({ field }) => <CheckField id="discount-has-end" label="Set an end date" checked={field.value} onChange={(on) => field.onChange(on)} />} />
                {v.hasEnd ? (
                  <DateTimeField id="discount-ends" label="End date and time" error={err("endsAt")} registration={register("endsAt")} />
                ) : null}
              </div>
            </div>
          </EditorCard>
        </div>

        <div className="min-w-0 space-y-6">
          <EditorCard title="Status">
            <SwitchField control={control} name="isActive" id="discount-active" label="Active" />
            <p className="text-xs text-muted-foreground">An inactive discount never applies, whatever its dates.</p>
          </EditorCard>
          <EditorCard title="Summary" className="lg:sticky lg:top-20">
            <dl className="space-y-2 text-sm" data-testid="discount-summary">
              <div>
                <dt className="sr-only">Name</dt>
                <dd className="font-medium break-words">{automatic ? v.title || "Automatic discount" : v.code?.trim() || "No code yet"}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Value</dt>
                <dd>{v.type !== "free_shipping" && !v.value.trim() ? "Not set yet" : valueLabel({ type: preview.type, value: preview.value }, currency)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Applies to</dt>
                <dd>{v.appliesToMode !== "all" && appliesToLabel(preview) === "Whole order" ? `No ${v.appliesToMode} chosen yet` : appliesToLabel(preview)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Conditions</dt>
                <dd>{conditionsSummary(preview, currency)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Active dates</dt>
                <dd>{datesLabel(preview.startsAt, preview.endsAt)}</dd>
              </div>
              {discount ? (
                <div>
                  <dt className="text-xs text-muted-foreground">Now</dt>
                  <dd>
                    {statusLabel(discount.status)} · {usageLabel(discount)}
                  </dd>
                </div>
              ) : null}
            </dl>
          </EditorCard>
        </div>
      </div>
      <EditorActions section="discounts" pending={isSubmitting || save.isPending}>
        {editing ? "Save discount" : "Create discount"}
      </EditorActions>
      <AlertDialog open={confirmFree !== null} onOpenChange={(open) => (open ? null : setConfirmFree(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Give 100 % off?</AlertDialogTitle>
            <AlertDialogDescription>
              {confirmFree?.method === "automatic" ? "Every order that qualifies" : "Every order that uses this code"} gets{" "}
              {confirmFree?.appliesToMode === "all" ? "all its items" : "the chosen items"} for free, until the discount ends or is used up.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                const values = confirmFree;
                setConfirmFree(null);
                if (values) void persist(values);
              }}
            >
              {editing ? "Save 100 % off" : "Create 100 % off"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}

/**
 * Customer segments (issue 45): none ticked, everyone may use the discount; else only signed-in customers in one
 * of the ticked segments. A member without the customers permission sees the ticked count, not the list.
 */
function SegmentPicker({ value, onChange, error }: { value: string[]; onChange: (v: string[]) => void; error?: string }) {
  const { slug } = useDashboardStore();
  const segments = useApiQuery(slug, customersApi.segments, {}, { retry: false });
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((x) => x !== id));
  return (
    <fieldset className="space-y-3" aria-describedby="discount-segments-hint">
      <legend className="sr-only">Customer eligibility</legend>
      <p id="discount-segments-hint" className="text-sm text-muted-foreground">
        {value.length ? "Only signed-in customers in a ticked segment can use it." : "Everyone can use it. Tick segments to limit it to their customers."}
      </p>
      {segments.isPending ? (
        <Skeleton className="h-16" />
      ) : segments.isError ? (
        <p className="text-sm text-muted-foreground">{value.length ? `Limited to ${value.length} segment${value.length === 1 ? "" : "s"}. ` : ""}Segments are listed for members who can see customers.</p>
      ) : segments.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No segments yet: build one under Customers → Segments.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2" data-testid="discount-segments">
          {segments.data.items.map((s) => (
            <CheckField key={s.id} id={`discount-segment-${s.id}`} label={s.name} checked={value.includes(s.id)} onChange={(on) => toggle(s.id, on)} />
          ))}
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
