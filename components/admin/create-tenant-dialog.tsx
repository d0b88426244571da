"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { createTenantWithOwnerSchema, type AdminTenant } from "@/lib/admin/schemas";
import * as admin from "@/lib/admin/endpoints";
import { errorMessage } from "@/lib/http/client";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { slugify } from "@/lib/slug";
import { applyFieldErrors, DialogFormFooter, Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";

type Input = z.input<typeof createTenantWithOwnerSchema>;
type Values = z.output<typeof createTenantWithOwnerSchema>;

const EMPTY: Input = {
  name: "",
  slug: "",
  subdomain: "",
  description: "",
  ownerEmail: "",
  ownerPassword: "",
  ownerFirstName: "",
  ownerLastName: "",
};
const FIELDS = Object.keys(EMPTY);

/**
 * The admin's create-tenant dialog. One call, POST /api/tenants with the owner's fields,
 * creates the owner account (role tenant) and the store in a single transaction: a failure leaves neither.
 */
export function CreateTenantDialog() {
  const [open, setOpen] = useState(false);
  const [slugEdited, setSlugEdited] = useState(false);
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(createTenantWithOwnerSchema), defaultValues: EMPTY });

  // The store list and the figures are marked stale by the descriptor before mutateAsync resolves.
  const create = useApiMutation(admin.createTenant, { input: (v: Values) => ({ body: v }), retry: false });

  async function onSubmit(values: Values) {
    let tenant: AdminTenant;
    try {
      tenant = await create.mutateAsync(values);
    } catch (err) {
      applyFieldErrors(err, setError, FIELDS);
      toast({ title: "Error", description: errorMessage(err, "Failed to create tenant"), variant: "destructive" });
      return;
    }
    toast({ title: "Tenant created", description: `${tenant.name} is live at ${tenant.domain}. ${tenant.ownerEmail} can sign in now.`, variant: "success" });
    setOpen(false);
  }

  const onOpenChange = (o: boolean) => {
    setOpen(o);
    if (o) {
      reset(EMPTY);
      setSlugEdited(false);
      setSubdomainEdited(false);
    }
  };

  const err = (n: keyof Input) => errors[n]?.message;
  const syncSubdomain = (slug: string) => {
    if (!subdomainEdited) setValue("subdomain", slug);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden /> Create Tenant
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Tenant</DialogTitle>
          <DialogDescription>A new store and its owner&apos;s account. The store starts on the 14-day trial.</DialogDescription>
        </DialogHeader>
        <form id="create-tenant-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <Field id="tenant-name" label="Store name" error={err("name")}>
            <Input
              {...fieldAria("tenant-name", err("name"))}
              placeholder="Acme Outfitters"
              {...register("name", {
                onChange: (e: { target: { value: string } }) => {
                  if (slugEdited) return;
                  const slug = slugify(e.target.value).slice(0, 63);
                  setValue("slug", slug);
                  syncSubdomain(slug);
                },
              })}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="tenant-slug" label="Store slug" error={err("slug")}>
              <Input
                {...fieldAria("tenant-slug", err("slug"))}
                placeholder="acme"
                {...register("slug", {
                  onChange: (e: { target: { value: string } }) => {
                    setSlugEdited(true);
                    syncSubdomain(e.target.value);
                  },
                })}
              />
            </Field>
            <Field id="tenant-subdomain" label="Subdomain" error={err("subdomain")} hint="The store's address: {subdomain}.your-domain">
              <Input {...fieldAria("tenant-subdomain", err("subdomain"))} placeholder="acme" {...register("subdomain", { onChange: () => setSubdomainEdited(true) })} />
            </Field>
          </div>
          <Field id="tenant-description" label="Description (optional)" error={err("description")}>
            <Textarea {...fieldAria("tenant-description", err("description"))} rows={2} {...register("description")} />
          </Field>
          <Separator />
          <p className="text-sm font-medium">Store owner</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="owner-first-name" label="First name" error={err("ownerFirstName")}>
              <Input {...fieldAria("owner-first-name", err("ownerFirstName"))} autoComplete="off" {...register("ownerFirstName")} />
            </Field>
            <Field id="owner-last-name" label="Last name" error={err("ownerLastName")}>
              <Input {...fieldAria("owner-last-name", err("ownerLastName"))} autoComplete="off" {...register("ownerLastName")} />
            </Field>
            <Field id="owner-email" label="Owner email" error={err("ownerEmail")}>
              <Input {...fieldAria("owner-email", err("ownerEmail"))} type="email" autoComplete="off" {...register("ownerEmail")} />
            </Field>
            <Field id="owner-password" label="Owner password" error={err("ownerPassword")}>
              <PasswordInput {...fieldAria("owner-password", err("ownerPassword"))} autoComplete="new-password" {...register("ownerPassword")} />
            </Field>
          </div>
        </form>
        <DialogFormFooter onCancel={() => setOpen(false)}>
          <SubmitButton pending={isSubmitting} form="create-tenant-form">
            Create Tenant
          </SubmitButton>
        </DialogFormFooter>
      </DialogContent>
    </Dialog>
  );
}
