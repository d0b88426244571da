"use client";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { HttpError } from "@/lib/http/client";

/** Put the server's per-field messages (400/409 `errors`) under the form's fields. */
export function applyFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(err instanceof HttpError)) return;
  const errors = err.fieldErrors ?? {};
  for (const [field, message] of Object.entries(errors)) {
    const root = field.split(".")[0];
    if (fields.includes(field) || fields.includes(root)) setError((fields.includes(field) ? field : root) as Path<T>, { type: "server", message });
  }
}
