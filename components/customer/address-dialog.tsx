"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useStoreInfo } from "@/components/storefront/store-context";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { keepState, postalCodeLabel } from "@/lib/regions";
import { addressSchema, type AddressDto, type AddressInput, type AddressValues } from "@/lib/customers/schemas";
import { errorMessage } from "@/lib/http/client";
import { CountryStateFields, NativeSelect } from "./country-state-fields";
import { queryKeys } from "@/lib/http/query-keys";
import { DialogFormFooter, Field, fieldAria, SubmitButton } from "@/components/ui/form";
import * as customers from "@/lib/customers/endpoints";
import { callApi } from "@/lib/http/call";
import { useT } from "@/components/storefront/island-messages";

const EMPTY: AddressInput = {
  firstName: "",
  lastName: "",
  address1: "",
  address2: "",
  city: "",
  state: "",
  zipCode: "",
  country: "IN",
  phone: "",
  type: "shipping",
  isDefault: false,
};

function toForm(a: AddressDto | null, defaults?: Partial<AddressInput>): AddressInput {
  if (!a) return { ...EMPTY, ...defaults };
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.address1,
    address2: a.address2 ?? "",
    city: a.city,
    state: keepState(a.country, a.state),
    zipCode: a.zipCode,
    country: a.country,
    phone: a.phone ?? "",
    type: a.type,
    isDefault: a.isDefault,
  };
}

type TextName = "firstName" | "lastName" | "address1" | "address2" | "city" | "zipCode" | "phone";

/** 'Add New Address' / 'Edit Address': one dialog for both, so the fields and their rules cannot drift apart. */
export function AddressDialog({
  open,
  onOpenChange,
  address,
  defaults,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  address: AddressDto | null;
  defaults?: Partial<AddressInput>;
}) {
  const store = useStoreInfo();
  const qc = useQueryClient();
  const t = useT();
  const editing = !!address;
  const form = useForm<AddressInput, unknown, AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: toForm(address, defaults) });
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) reset(toForm(address, defaults));
  }, [open, address, defaults, reset]);

  const save = useMutation({
    mutationFn: (values: AddressValues) =>
      editing ? callApi(customers.editAddress, { params: { id: address!.id }, body: values }) : callApi(customers.addAddress, { body: values }),
    onSuccess: async () => {
      toast({ title: editing ? t("account.addressDialog.updated") : t("account.addressDialog.added"), variant: "success" });
      await qc.invalidateQueries({ queryKey: queryKeys.customer.addresses(store?.slug) });
      onOpenChange(false);
    },
    onError: (err) =>
      toast({ title: t("account.addresses.error"), description: errorMessage(err, editing ? t("account.addressDialog.updateFailed") : t("account.addressDialog.addFailed")), variant: "destructive" }),
  });

  const field = (name: TextName, label: string, autoComplete: string, optional = false) => {
    const id = `address-${name}`;
    const error = errors[name]?.message;
    return (
      <Field
        id={id}
        label={
          <>
            {label}
            {optional ? <span className="font-normal text-muted-foreground"> {t("account.addressDialog.optional")}</span> : null}
          </>
        }
        error={error}
        alert={false}
      >
        <Input {...fieldAria(id, error)} autoComplete={autoComplete} {...register(name)} />
      </Field>
    );
  };

  const country = useWatch({ control, name: "country" }) ?? "";
  const state = useWatch({ control, name: "state" }) ?? "";
  const isDefault = useWatch({ control, name: "isDefault" });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? t("account.addressDialog.editTitle") : t("account.addressDialog.addTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("account.addressDialog.editDescription") : t("account.addressDialog.addDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit((v) => save.mutate(v))} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", t("account.addressDialog.firstName"), "given-name")}
            {field("lastName", t("account.addressDialog.lastName"), "family-name")}
          </div>
          {field("address1", t("account.addressDialog.address"), "address-line1")}
          {field("address2", t("account.addressDialog.address2"), "address-line2", true)}
          <div className="grid gap-4 sm:grid-cols-2">
            {field("city", t("account.addressDialog.city"), "address-level2")}
            {field("zipCode", postalCodeLabel(country), "postal-code")}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <CountryStateFields
              idPrefix="address"
              country={country}
              state={state ?? ""}
              onCountryChange={(c) => setValue("country", c, { shouldValidate: !!errors.country })}
              onStateChange={(s) => setValue("state", s, { shouldValidate: !!errors.state })}
              countryError={errors.country?.message}
              stateError={errors.state?.message}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("phone", t("account.addressDialog.phone"), "tel", true)}
            <div className="space-y-2">
              <Label htmlFor="address-type">{t("account.addressDialog.type")}</Label>
              <NativeSelect id="address-type" {...register("type")}>
                <option value="shipping">{t("account.addressDialog.shipping")}</option>
                <option value="billing">{t("account.addressDialog.billing")}</option>
              </NativeSelect>
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="address-isDefault"
              checked={!!isDefault}
              onCheckedChange={(v) => setValue("isDefault", v === true)}
              disabled={editing && address?.isDefault}
            />
            <Label htmlFor="address-isDefault" className="font-normal">
              {t("account.addressDialog.setDefault")}
            </Label>
          </div>
          <DialogFormFooter onCancel={() => onOpenChange(false)}>
            <SubmitButton pending={save.isPending}>
              {editing ? t("account.addressDialog.update") : t("account.addressDialog.save")}
            </SubmitButton>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
