"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { Eye, EyeOff } from "lucide-react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { HttpError } from "@/lib/http/client";
import { cn } from "@/lib/utils";

/*
 * The form pieces every form shares. A field's control carries the field's `id`; its error is `{id}-error` and
 * its hint `{id}-hint`, so aria-describedby can point at them and tests can find an error by its field.
 */

/**
 * The message under a field; its id is what the control's aria-describedby points at. `alert` makes screen
 * readers announce it as soon as it appears (the dashboard's forms); the auth forms leave it to the toast.
 */
export function FieldError({ id, message, alert = false }: { id: string; message?: string; alert?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? "alert" : undefined} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Quiet help text under a field; give it `{id}-hint` when the control should be described by it. */
export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** Label, control, hint and error of one form field; the control gets its id and aria from `fieldAria`. */
export function Field({
  id,
  label,
  error,
  hint,
  alert = true,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Announce the error when it appears (see FieldError). */
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`} message={error} alert={alert} />
    </div>
  );
}

/** The id and aria props of a Field's control: invalid and described by its error while there is one. */
export function fieldAria(id: string, error?: string) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /**
   * How the show/hide button is named: an aria-label (the staff login), or visually hidden text, which
   * keeps a field labelled "Password" the only element `getByLabel("Password")` finds.
   */
  toggleNameVia?: "aria-label" | "text";
};

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, toggleNameVia = "aria-label", ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const name = visible ? "Hide password" : "Show password";
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className={cn("pr-10", className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={toggleNameVia === "aria-label" ? name : undefined}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Icon className="size-4" aria-hidden="true" />
        {toggleNameVia === "text" ? <span className="sr-only">{name}</span> : null}
      </button>
    </div>
  );
}

/**
 * Put the server's per-field messages (the `errors` of a 400/409) under the form's fields, so a rule only the
 * server can check (a taken email, a duplicate slug) reads like any other field error. A nested name
 * ("address.city") lands on its root field when only the root is in the form.
 */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(err instanceof HttpError)) return;
  const errors = err.fieldErrors ?? {};
  for (const [field, message] of Object.entries(errors)) {
    const root = field.split(".")[0];
    if (fields.includes(field) || fields.includes(root)) setError((fields.includes(field) ? field : root) as Path<T>, { type: "server", message });
  }
}
