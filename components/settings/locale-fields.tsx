"use client";
import type { UseFormRegisterReturn } from "react-hook-form";
import { NativeSelect } from "@/components/dashboard/native-select";
import { STORE_COUNTRIES, STORE_CURRENCIES } from "./locale";
import { Field, fieldAria } from "@/components/ui/form";

/**
 * The store's country and currency selects (store settings and currency settings). Picking a country
 * reports it through onCountryPicked, so the form can suggest that country's currency.
 */
export function LocaleFields({
  idPrefix,
  country,
  currency,
  countryError,
  currencyError,
  onCountryPicked,
}: {
  idPrefix: string;
  country: UseFormRegisterReturn;
  currency: UseFormRegisterReturn;
  countryError?: string;
  currencyError?: string;
  onCountryPicked: (code: string) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-country`} label="Country" error={countryError}>
        <NativeSelect
          {...fieldAria(`${idPrefix}-country`, countryError)}
          {...country}
          onChange={(e) => {
            void country.onChange(e);
            onCountryPicked(e.target.value);
          }}
        >
          <option value="">Select a country</option>
          {STORE_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${idPrefix}-currency`} label="Currency" error={currencyError}>
        <NativeSelect {...fieldAria(`${idPrefix}-currency`, currencyError)} {...currency}>
          <option value="">Select a currency</option>
          {STORE_CURRENCIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} — {c.name} ({c.symbol})
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
