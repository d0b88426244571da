"use client";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { MENU_ITEM_LINK_TYPE_VALUES, menuItemInputSchema, type MenuItem, type MenuItemInput, type MenuItemValues } from "@/lib/content/schemas";
import * as content from "@/lib/content/endpoints";
import { callApi } from "@/lib/http/call";
import { NativeSelect } from "../native-select";
import { useInvalidate } from "../use-dashboard";
import { parentChoices } from "./menu-tree";
import { DialogFormFooter, Field, fieldAria, saveWithFeedback, SubmitButton, SwitchField } from "@/components/ui/form";

const FIELDS = ["menuId", "parentId", "label", "linkType", "linkTarget", "sortOrder", "isActive", "openInNewTab"];

/**
 * Create or edit a menu item: label, link type and target, parent (a top-level item of
 * the same menu, never itself), active and new-tab switches.
 */
type Props = {
  open: boolean;
  menuId: string;
  item: MenuItem | null;
  /** Every item of the menu (for the parent choices). */
  items: MenuItem[];
  onOpenChange: (o: boolean) => void;
};

export function MenuItemDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <MenuItemForm key={props.item?.id ?? "new"} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function initialValues(menuId: string, item: MenuItem | null, items: MenuItem[]): MenuItemInput {
  if (item) {
    return {
      menuId,
      parentId: item.parentId ?? "",
      label: item.label,
      linkType: item.linkType,
      linkTarget: item.linkTarget ?? "",
      sortOrder: String(item.sortOrder),
      isActive: item.isActive,
      openInNewTab: item.openInNewTab,
    };
  }
  const nextSort = items.filter((i) => !i.parentId).reduce((m, i) => Math.max(m, i.sortOrder + 1), 0);
  return { menuId, parentId: "", label: "", linkType: "internal", linkTarget: "", sortOrder: String(nextSort), isActive: true, openInNewTab: false };
}

function MenuItemForm({ menuId, item, items, onOpenChange }: Props) {
  const invalidate = useInvalidate();
  const [closing, setClosing] = useState(false);
  const editing = !!item;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MenuItemInput, unknown, MenuItemValues>({ resolver: zodResolver(menuItemInputSchema), defaultValues: initialValues(menuId, item, items) });

  const save = useMutation({
    mutationFn: (v: MenuItemValues) => (item ? callApi(content.replaceMenuItem, { params: { id: item.id }, body: v }) : callApi(content.createMenuItem, { body: v })),
    retry: false,
  });

  async function onSubmit(values: MenuItemValues) {
    const result = await saveWithFeedback(() => save.mutateAsync(values), {
      setError,
      fields: FIELDS,
      failure: editing ? "Error updating menu item" : "Error creating menu item",
      fallback: "Please try again.",
      success: editing ? "Menu item updated successfully" : "Menu item created successfully",
    });
    if (!result.ok) return;
    await invalidate(...(content.replaceMenuItem.invalidates ?? []));
    // Closed with an exit animation: keep the submit button off so a second click cannot save twice.
    setClosing(true);
    onOpenChange(false);
  }

  const linkType = useWatch({ control, name: "linkType" });
  const hasChildren = !!item && items.some((i) => i.parentId === item.id);
  const parents = parentChoices(items, menuId, item?.id);
  const err = (n: keyof MenuItemInput) => errors[n]?.message;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Menu Item" : "Add Menu Item"}</DialogTitle>
        <DialogDescription>Items can sit under a top-level item of the same menu (two levels).</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" id="menu-item-form">
        <Field id="item-label" label="Label" error={err("label")}>
          <Input {...fieldAria("item-label", err("label"))} placeholder="Shop" {...register("label")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="item-link-type" label="Link type" error={err("linkType")}>
            <NativeSelect {...fieldAria("item-link-type", err("linkType"))} {...register("linkType")}>
              {MENU_ITEM_LINK_TYPE_VALUES.map((l) => (
                <option key={l} value={l}>
                  {l === "internal" ? "Internal" : "External"}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="item-parent" label="Parent item" error={err("parentId")} hint={hasChildren ? "This item has sub-items, so it stays top-level." : undefined}>
            <NativeSelect {...fieldAria("item-parent", err("parentId"))} {...register("parentId")} disabled={hasChildren}>
              <option value="">None (top level)</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {linkType === "internal" || linkType === "external" ? (
          <Field
            id="item-link-target"
            label="Link target"
            error={err("linkTarget")}
            hint={linkType === "internal" ? "A path in your store, e.g. /collections/new-arrivals" : "A full URL, e.g. https://example.com"}
          >
            <Input {...fieldAria("item-link-target", err("linkTarget"))} {...register("linkTarget")} />
          </Field>
        ) : null}
        <Field id="item-sort" label="Sort order" error={err("sortOrder")} className="max-w-40">
          <Input {...fieldAria("item-sort", err("sortOrder"))} type="number" step="1" {...register("sortOrder")} />
        </Field>
        <div className="flex flex-wrap gap-6">
          <SwitchField control={control} name="isActive" id="item-active" label="Active" />
          <SwitchField control={control} name="openInNewTab" id="item-new-tab" label="Open in new tab" />
        </div>
      </form>
      <DialogFormFooter onCancel={() => onOpenChange(false)}>
        <SubmitButton pending={isSubmitting} disabled={isSubmitting || closing} form="menu-item-form">
          {editing ? "Save Item" : "Add Item"}
        </SubmitButton>
      </DialogFormFooter>
    </>
  );
}
