"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { Eye, EyeOff, LoaderCircle } from "lucide-react";
import { Controller, type Control, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
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

/**
 * Send a form and tell the user how it went. On failure the server's field messages go under the fields and
 * a toast names what failed (the server's message, else `fallback`); on success a toast says it is saved.
 * The caller stops unless `ok`, so the form stays open with the user's input.
 */
export async function saveWithFeedback<T extends FieldValues, R>(
  send: () => Promise<R>,
  feedback: { setError: UseFormSetError<T>; fields: readonly string[]; failure: string; fallback: string; success: string },
): Promise<{ ok: true; value: R } | { ok: false }> {
  let value: R;
  try {
    value = await send();
  } catch (err) {
    applyFieldErrors(err, feedback.setError, feedback.fields);
    toast({ title: feedback.failure, description: errorMessage(err, feedback.fallback), variant: "destructive" });
    return { ok: false };
  }
  toast({ title: feedback.success, variant: "success" });
  return { ok: true, value };
}

/** An on/off field of a react-hook-form form: the switch and its label, side by side. */
export function SwitchField<T extends FieldValues, C = unknown, V extends FieldValues = T>({
  control,
  name,
  id,
  label,
  className,
}: {
  control: Control<T, C, V>;
  name: Path<T>;
  id: string;
  label: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-3", className)}>
      <Controller control={control} name={name} render={({ field }) => <Switch id={id} checked={!!field.value} onCheckedChange={field.onChange} />} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/**
 * A form's submit button with a spinner while `pending`. It is off while pending unless the caller decides
 * otherwise, so a second click cannot send the form twice.
 */
export function SubmitButton({ pending, disabled, type = "submit", children, ...props }: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button type={type} disabled={disabled ?? pending} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}

/** The footer of a dialog that holds a form: Cancel, then the dialog's own submit button. */
export function DialogFormFooter({ onCancel, cancelDisabled, children }: { onCancel: () => void; cancelDisabled?: boolean; children: ReactNode }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      {children}
    </DialogFooter>
  );
}
