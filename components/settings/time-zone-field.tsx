"use client";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { NativeSelect } from "@/components/dashboard/native-select";
import { Field, fieldAria } from "@/components/ui/form";
import { storeTimeZone, timeZoneNames } from "@/lib/time-zone";

/**
 * The store's time zone (issue 42): where its reports' days begin. Empty means the country's zone, named in the
 * first option so the owner sees what that is. The full list comes from the browser's Intl when the select is
 * first reached (the server's and the browser's lists may differ, which would not hydrate); until then the saved
 * zone alone.
 */
export function TimeZoneField({ idPrefix, field, country, value, error }: { idPrefix: string; field: UseFormRegisterReturn; country: string; value: string; error?: string }) {
  const [names, setNames] = useState<string[]>(value ? [value] : []);
  const load = () => {
    if (names.length < 2) setNames(timeZoneNames());
  };
  const id = `${idPrefix}-time-zone`;
  return (
    <Field id={id} label="Time zone" error={error} hint="Reports count days from midnight in this zone.">
      <NativeSelect {...fieldAria(id, error)} {...field} onFocus={load} onPointerDown={load}>
        <option value="">Country default ({storeTimeZone({ country })})</option>
        {names.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll("_", " ")}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
