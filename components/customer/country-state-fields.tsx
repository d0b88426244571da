"use client";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ADDRESS_COUNTRIES, statesOf } from "@/lib/customers/regions";
import { cn } from "@/lib/utils";
import { FieldError } from "@/components/ui/form";

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
 * Country and state (spec 1 §4): picking a country resets the state; the state is a dropdown for IN,
 * US, CA and AU and free text elsewhere, where it is optional (spec README).
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
  const states = statesOf(country);
  const cId = `${idPrefix}-country`;
  const sId = `${idPrefix}-state`;
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={cId}>Country</Label>
        <NativeSelect
          id={cId}
          value={country}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${cId}-error` : undefined}
          onChange={(e) => {
            onCountryChange(e.target.value);
            onStateChange("");
          }}
        >
          <option value="">Select a country</option>
          {ADDRESS_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${cId}-error`} message={countryError} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={sId}>{states ? "State/Province" : stateOptionalLabel ? "State/Province (Optional)" : "State/Province"}</Label>
        {states ? (
          <NativeSelect
            id={sId}
            value={states.includes(state) ? state : ""}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${sId}-error` : undefined}
            onChange={(e) => onStateChange(e.target.value)}
          >
            <option value="">Select a state</option>
            {states.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input
            id={sId}
            value={state}
            autoComplete="address-level1"
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${sId}-error` : undefined}
            onChange={(e) => onStateChange(e.target.value)}
          />
        )}
        <FieldError id={`${sId}-error`} message={stateError} />
      </div>
    </>
  );
}
