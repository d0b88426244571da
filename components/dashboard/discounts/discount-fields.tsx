"use client";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, fieldAria } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/* The discount editor's own controls: radio cards, checkboxes with help, and its amount, count and date fields. */

/** A group of radio cards: one choice of a few, each with a line of help. */
export function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = 2,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string, string?])[];
  onChange: (v: T) => void;
  columns?: 2 | 3 | 4;
}) {
  return (
    <fieldset className={cn("grid gap-2", columns === 2 ? "sm:grid-cols-2" : columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2 xl:grid-cols-4")}>
      <legend className="sr-only">{legend}</legend>
      {options.map(([v, label, hint]) => (
        <label key={v} className="flex cursor-pointer gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="mt-0.5 size-4 shrink-0 accent-primary" />
          <span>
            <span className="block text-sm font-medium">{label}</span>
            {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function CheckField({ id, label, hint, checked, onChange }: { id: string; label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} className="mt-0.5" aria-describedby={hint ? `${id}-hint` : undefined} />
      <div className="space-y-0.5">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** An input with a fixed prefix or suffix ("₹", "%"), which is part of its description, not its value. */
function Affixed({ prefix, suffix, children }: { prefix?: string; suffix?: string; children: ReactNode }) {
  return (
    <div className="relative">
      {prefix ? <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>{prefix}</span> : null}
      <div className={cn(prefix && (prefix.length > 1 ? "[&_input]:pl-11" : "[&_input]:pl-7"), suffix && "[&_input]:pr-8")}>{children}</div>
      {suffix ? <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden>{suffix}</span> : null}
    </div>
  );
}

type FieldProps = { id: string; label: string; error?: string; hint?: string; className?: string; registration: UseFormRegisterReturn };

/** A decimal amount or percentage, typed as text with a decimal keypad; its prefix or suffix ("₹", "%") beside it. */
export function DecimalField({ id, label, error, hint, className, registration, placeholder, prefix, suffix }: FieldProps & { placeholder: string; prefix?: string; suffix?: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Affixed prefix={prefix} suffix={suffix}>
        <Input {...fieldAria(id, error)} inputMode="decimal" placeholder={placeholder} {...registration} />
      </Affixed>
    </Field>
  );
}

/** A whole number of at least 1 (a minimum quantity, a number of uses). */
export function CountField({ id, label, error, hint, className, registration, placeholder }: FieldProps & { placeholder: string }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldAria(id, error)} type="number" min={1} step={1} inputMode="numeric" placeholder={placeholder} {...registration} />
    </Field>
  );
}

/** A date and time in the owner's time zone. */
export function DateTimeField({ id, label, error, hint, className, registration }: FieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...fieldAria(id, error)} type="datetime-local" {...registration} />
    </Field>
  );
}
