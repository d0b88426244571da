"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { MENU_LINK_TYPE_VALUES, MENU_LOCATION_VALUES, menuInputSchema, type Menu, type MenuInput, type MenuValues } from "@/lib/content/schemas";
import * as content from "@/lib/content/endpoints";
import { callApi } from "@/lib/http/call";
import { slugify } from "@/lib/slug";
import { NativeSelect } from "../native-select";
import { useInvalidate } from "../use-dashboard";
import { DialogFormFooter, Field, fieldAria, saveWithFeedback, SubmitButton, SwitchField } from "@/components/ui/form";

const EMPTY: MenuInput = { name: "", handle: "", location: "header", linkType: "", linkTarget: "", isActive: true, sortOrder: "0" };
const FIELDS = Object.keys(EMPTY);
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

type Props = { open: boolean; menu: Menu | null; onOpenChange: (o: boolean) => void; onSaved?: (m: Menu) => void };

function toForm(menu: Menu): MenuInput {
  return {
    name: menu.name,
    handle: menu.handle,
    location: menu.location,
    linkType: menu.linkType ?? "",
    linkTarget: menu.linkTarget ?? "",
    isActive: menu.isActive,
    sortOrder: String(menu.sortOrder),
  };
}

/** Create or edit a menu: the handle (what the theme looks a menu up by) derived from the name, location, link type and target. */
export function MenuDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        {/* Mounted per opening, so each opening starts from the menu (or an empty form). */}
        <MenuForm key={props.menu?.id ?? "new"} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function MenuForm({ menu, onOpenChange, onSaved }: Props) {
  const invalidate = useInvalidate();
  const [closing, setClosing] = useState(false);
  const editing = !!menu;
  const [handleEdited, setHandleEdited] = useState(editing);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MenuInput, unknown, MenuValues>({ resolver: zodResolver(menuInputSchema), defaultValues: menu ? toForm(menu) : EMPTY });

  const save = useMutation({
    mutationFn: (v: MenuValues) => (menu ? callApi(content.replaceMenu, { params: { id: menu.id }, body: v }) : callApi(content.createMenu, { body: v })),
    retry: false,
  });

  const linkType = useWatch({ control, name: "linkType" });
  const hasTarget = linkType === "internal" || linkType === "external";

  async function onSubmit(values: MenuValues) {
    const body = { ...values, handle: values.handle || slugify(values.name), linkTarget: hasTarget ? values.linkTarget : null };
    const result = await saveWithFeedback(() => save.mutateAsync(body), {
      setError,
      fields: FIELDS,
      failure: editing ? "Error updating menu" : "Error creating menu",
      fallback: "Please try again.",
      success: editing ? "Menu updated successfully" : "Menu created successfully",
    });
    if (!result.ok) return;
    const saved = result.value;
    await invalidate(...(content.replaceMenu.invalidates ?? []));
    onSaved?.(saved);
    // Closed with an exit animation: keep the submit button off so a second click cannot save twice.
    setClosing(true);
    onOpenChange(false);
  }

  const err = (n: keyof MenuInput) => errors[n]?.message;
  const nameField = register("name", {
    onChange: (e: { target: { value: string } }) => {
      if (!handleEdited) setValue("handle", slugify(e.target.value));
    },
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Menu" : "Create Menu"}</DialogTitle>
        <DialogDescription>Menus appear in your store&apos;s header, footer or sidebar.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" id="menu-form">
        <Field id="menu-name" label="Name" error={err("name")}>
          <Input {...fieldAria("menu-name", err("name"))} placeholder="Main Menu" {...nameField} />
        </Field>
        <Field id="menu-handle" label="Handle" error={err("handle")} hint="Derived from the name: lowercase letters, numbers and hyphens.">
          <Input
            {...fieldAria("menu-handle", err("handle"))}
            {...register("handle", {
              onChange: () => setHandleEdited(true),
              onBlur: (e: { target: { value: string } }) => setValue("handle", slugify(e.target.value)),
            })}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="menu-location" label="Location" error={err("location")}>
            <NativeSelect {...fieldAria("menu-location", err("location"))} {...register("location")}>
              {MENU_LOCATION_VALUES.map((l) => (
                <option key={l} value={l}>
                  {cap(l)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="menu-link-type" label="Link type" error={err("linkType")}>
            <NativeSelect {...fieldAria("menu-link-type", err("linkType"))} {...register("linkType")}>
              <option value="">None</option>
              {MENU_LINK_TYPE_VALUES.map((l) => (
                <option key={l} value={l}>
                  {cap(l)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {hasTarget ? (
          <Field id="menu-link-target" label="Link target" error={err("linkTarget")} hint={linkType === "internal" ? "A path in your store, e.g. /products" : "A full URL, e.g. https://example.com"}>
            <Input {...fieldAria("menu-link-target", err("linkTarget"))} {...register("linkTarget")} />
          </Field>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="menu-sort" label="Sort order" error={err("sortOrder")}>
            <Input {...fieldAria("menu-sort", err("sortOrder"))} type="number" step="1" {...register("sortOrder")} />
          </Field>
          <SwitchField control={control} name="isActive" id="menu-active" label="Active" className="pt-6" />
        </div>
      </form>
      <DialogFormFooter onCancel={() => onOpenChange(false)}>
        <SubmitButton pending={isSubmitting} disabled={isSubmitting || closing} form="menu-form">
          {editing ? "Save Menu" : "Create Menu"}
        </SubmitButton>
      </DialogFormFooter>
    </>
  );
}
