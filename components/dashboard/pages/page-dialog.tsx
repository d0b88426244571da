"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { pageInputSchema, type Page, type PageInput, type PageValues } from "@/lib/content/schemas";
import * as content from "@/lib/content/endpoints";
import { callApi } from "@/lib/http/call";
import { slugify } from "@/lib/slug";
import { RichTextEditor } from "../products/rich-text-editor";
import { useInvalidate } from "../use-dashboard";
import { DialogFormFooter, Field, fieldAria, saveWithFeedback, SubmitButton, SwitchField } from "@/components/ui/form";

const EMPTY: PageInput = { title: "", slug: "", content: "", metaDescription: "", isPublished: true, sortOrder: "0" };
const FIELDS = Object.keys(EMPTY);

/** Create or edit a page: the slug follows the title until edited by hand; save needs title and slug. */
type Props = { open: boolean; page: Page | null; onOpenChange: (o: boolean) => void };

export function PageDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <PageForm key={props.page?.id ?? "new"} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function toForm(page: Page): PageInput {
  return {
    title: page.title,
    slug: page.slug,
    content: page.content,
    metaDescription: page.metaDescription ?? "",
    isPublished: page.isPublished,
    sortOrder: String(page.sortOrder),
  };
}

function PageForm({ page, onOpenChange }: Props) {
  const invalidate = useInvalidate();
  const [closing, setClosing] = useState(false);
  const editing = !!page;
  const [slugEdited, setSlugEdited] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PageInput, unknown, PageValues>({ resolver: zodResolver(pageInputSchema), defaultValues: page ? toForm(page) : EMPTY });

  const save = useMutation({
    mutationFn: (v: PageValues) => (page ? callApi(content.updatePage, { params: { id: page.id }, body: v }) : callApi(content.createPage, { body: v })),
    retry: false,
  });

  async function onSubmit(values: PageValues) {
    const result = await saveWithFeedback(() => save.mutateAsync({ ...values, slug: slugify(values.slug ?? "") }), {
      setError,
      fields: FIELDS,
      failure: editing ? "Failed to update page" : "Failed to create page",
      fallback: "Please try again.",
      success: editing ? "Page updated successfully" : "Page created successfully",
    });
    if (!result.ok) return;
    await invalidate(...(content.updatePage.invalidates ?? []));
    // Closed with an exit animation: keep the submit button off so a second click cannot save twice.
    setClosing(true);
    onOpenChange(false);
  }

  const [title, slug] = useWatch({ control, name: ["title", "slug"] });
  const canSave = !!title?.trim() && !!slug?.trim();
  const err = (n: keyof PageInput) => errors[n]?.message;
  const titleField = register("title", {
    onChange: (e: { target: { value: string } }) => {
      if (!editing && !slugEdited) setValue("slug", slugify(e.target.value));
    },
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Page" : "Create Page"}</DialogTitle>
        <DialogDescription>Pages such as About us or Shipping policy, shown at /pages/&lt;slug&gt;.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" id="page-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="page-title" label="Title" error={err("title")}>
            <Input {...fieldAria("page-title", err("title"))} placeholder="About us" {...titleField} />
          </Field>
          <Field id="page-slug" label="Slug" error={err("slug")} hint={editing ? "If you change it, the old link will redirect here." : undefined}>
            <Input {...fieldAria("page-slug", err("slug"))} placeholder="about-us" {...register("slug", { onChange: () => setSlugEdited(true) })} />
          </Field>
        </div>
        <div className="space-y-2">
          <Label htmlFor="page-content">Content</Label>
          <Controller control={control} name="content" render={({ field }) => <RichTextEditor id="page-content" label="Content" value={field.value ?? ""} onChange={field.onChange} />} />
        </div>
        <Field id="page-meta" label="Meta description" error={err("metaDescription")}>
          <Textarea {...fieldAria("page-meta", err("metaDescription"))} rows={2} {...register("metaDescription")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="page-sort" label="Sort order" error={err("sortOrder")}>
            <Input {...fieldAria("page-sort", err("sortOrder"))} type="number" step="1" {...register("sortOrder")} />
          </Field>
          <SwitchField control={control} name="isPublished" id="page-published" label="Published" className="pt-6" />
        </div>
      </form>
      <DialogFormFooter onCancel={() => onOpenChange(false)}>
        <SubmitButton pending={isSubmitting} disabled={!canSave || isSubmitting || closing} form="page-form">
          {editing ? "Save Page" : "Create Page"}
        </SubmitButton>
      </DialogFormFooter>
    </>
  );
}
