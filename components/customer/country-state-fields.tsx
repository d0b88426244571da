"use client";
import { Input } from "@/components/ui/input";
import { ADDRESS_COUNTRIES, statesOf } from "@/lib/regions";
import { cn } from "@/lib/utils";
import { Field, fieldAria } from "@/components/ui/form";
import { useSay } from "./say";

/** A native select styled like the kit's inputs (reliable with keyboards, screen readers and autofill). */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-9 w-full rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

/**
 * Country and state. Picking a country resets the state, since a state of the old country would be sent
 * with the new one. The state is a dropdown for IN, US, CA and AU, whose states the tax and shipping rules
 * name exactly, and free text elsewhere, where it is optional.
 */
export function CountryStateFields({
  idPrefix,
  country,
  state,
  onCountryChange,
  onStateChange,
  countryError,
  stateError,
  stateOptionalLabel = true,
}: {
  idPrefix: string;
  country: string;
  state: string;
  onCountryChange: (country: string) => void;
  onStateChange: (state: string) => void;
  countryError?: string;
  stateError?: string;
  stateOptionalLabel?: boolean;
}) {
  // The account's words where the page provides them (issue 44); English elsewhere (the checkout, the dashboard).
  const say = useSay();
  const states = statesOf(country);
  const cId = `${idPrefix}-country`;
  const sId = `${idPrefix}-state`;
  return (
    <>
      <Field id={cId} label={say("region.country", "Country")} error={countryError} alert={false}>
        <NativeSelect
          {...fieldAria(cId, countryError)}
          value={country}
          onChange={(e) => {
            onCountryChange(e.target.value);
            onStateChange("");
          }}
        >
          <option value="">{say("region.selectCountry", "Select a country")}</option>
          {ADDRESS_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id={sId}
        label={states || !stateOptionalLabel ? say("region.state", "State/Province") : say("region.stateOptional", "State/Province (Optional)")}
        error={stateError}
        alert={false}
      >
        {states ? (
          <NativeSelect
            {...fieldAria(sId, stateError)}
            value={states.includes(state) ? state : ""}
            onChange={(e) => onStateChange(e.target.value)}
          >
            <option value="">{say("region.selectState", "Select a state")}</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input {...fieldAria(sId, stateError)} value={state} autoComplete="address-level1" onChange={(e) => onStateChange(e.target.value)} />
        )}
      </Field>
    </>
  );
}
