"use client";
import { useState } from "react";
import { CountryStateFields } from "@/components/customer/country-state-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useT } from "@/components/storefront/island-messages";
import { toast } from "@/components/ui/use-toast";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { postalCodeRequired } from "@/lib/regions";
import { addressSchema } from "@/lib/customers/schemas";
import { errorMessage, HttpError } from "@/lib/http/client";
import * as customers from "@/lib/customers/endpoints";
import { callApi } from "@/lib/http/call";
import { fieldError, postalKey } from "./words";

type Fields = { firstName: string; lastName: string; address: string; city: string; zipCode: string; phone: string };
type ErrorKey = keyof Fields | "country" | "state";
type Errors = Partial<Record<ErrorKey, string>>;

/** The API's field names where they differ from the card's. */
const FROM_API: Record<string, ErrorKey> = { address1: "address" };
/** The order the fields appear in, so the first invalid one is focused. */
const ORDER: ErrorKey[] = ["firstName", "lastName", "address", "city", "zipCode", "phone", "country", "state"];
const fieldId = (k: ErrorKey) => `quick-${k}`;

/**
 * State 3 of the checkout: 'Add Shipping Address'. Sends the country and state the shopper picked (tax and
 * shipping are quoted from them), type shipping, default; after a successful save the page reloads. Checked in
 * the browser with the same schema as the server (lib/customers/schemas): each invalid field is marked where it
 * is (aria-invalid, its message under it) and the first one is focused; the server's field errors land the same way.
 */
export function QuickAddressCard({ defaults, storeCountry }: { defaults: Partial<Fields>; storeCountry: string }) {
  const t = useT();
  const [v, setV] = useState<Fields>({ firstName: "", lastName: "", address: "", city: "", zipCode: "", phone: "", ...defaults });
  const [country, setCountry] = useState(storeCountry || "IN");
  const [state, setState] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  function show(found: Errors) {
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      firstName: v.firstName,
      lastName: v.lastName,
      address1: v.address,
      city: v.city,
      zipCode: v.zipCode,
      phone: v.phone.trim() || null,
      state: state || null,
      country,
      type: "shipping" as const,
      isDefault: true,
    };
    const checked = addressSchema.safeParse(body);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = FROM_API[String(issue.path[0])] ?? (String(issue.path[0]) as ErrorKey);
        found[key] ??= issue.message;
      }
      show(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await callApi(customers.addAddress, { body });
    } catch (err) {
      setSaving(false);
      const fieldErrors = err instanceof HttpError ? err.fieldErrors : undefined;
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        show(Object.fromEntries(Object.entries(fieldErrors).map(([k, m]) => [FROM_API[k] ?? k, m])) as Errors);
      } else {
        toast({ title: t("checkout.address.errorTitle"), description: errorMessage(err, t("checkout.address.saveFailed")), variant: "destructive" });
      }
      return;
    }
    toast({ title: t("checkout.address.savedTitle"), description: t("checkout.address.saved"), variant: "success" });
    window.location.reload();
  }

  const input = (name: keyof Fields, label: string, autoComplete: string, type = "text") => (
    <Field id={fieldId(name)} label={label} error={fieldError(t, errors[name])} alert={false}>
      <Input
        {...fieldAria(fieldId(name), errors[name])}
        type={type}
        autoComplete={autoComplete}
        value={v[name]}
        onChange={(e) => {
          const value = e.target.value;
          setV((s) => ({ ...s, [name]: value }));
          // A corrected field stops saying it is wrong.
          if (errors[name] && value.trim()) setErrors((s) => ({ ...s, [name]: undefined }));
        }}
      />
    </Field>
  );

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("checkout.address.title")}</h1>
        </CardTitle>
        <CardDescription>{t("checkout.address.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {input("firstName", t("checkout.fields.firstName"), "given-name")}
            {input("lastName", t("checkout.fields.lastName"), "family-name")}
          </div>
          {input("address", t("checkout.fields.address"), "street-address")}
          <div className="grid gap-4 sm:grid-cols-2">
            {input("city", t("checkout.fields.city"), "address-level2")}
            {input("zipCode", t(`checkout.fields.postalCode.${postalKey(country)}`), "postal-code")}
          </div>
          {input("phone", t("checkout.fields.phoneDelivery"), "tel", "tel")}
          <div className="grid gap-4 sm:grid-cols-2">
            <CountryStateFields
              idPrefix="quick"
              country={country}
              state={state}
              onCountryChange={(c) => {
                setCountry(c);
                // The postal code's message names the new country's label.
                setErrors((s) => ({ ...s, country: undefined, zipCode: s.zipCode && !v.zipCode.trim() ? postalCodeRequired(c) : s.zipCode }));
              }}
              onStateChange={(s) => {
                setState(s);
                if (s) setErrors((e) => ({ ...e, state: undefined }));
              }}
              countryError={fieldError(t, errors.country)}
              stateError={fieldError(t, errors.state)}
            />
          </div>
          {Object.values(errors).some(Boolean) ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {t("checkout.address.correct")}
            </p>
          ) : null}
          <SubmitButton pending={saving} className="w-full" size="lg">
            {t("checkout.address.save")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
