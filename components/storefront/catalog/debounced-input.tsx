"use client";
import { useEffect, useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";

/**
 * A text input that reports its value a moment after typing stops (or at once on Enter or blur), and
 * follows outside changes of `value` (e.g. Clear Filters) while it is not being edited.
 */
export function DebouncedInput({
  value,
  onCommit,
  delay = 300,
  ...props
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "defaultValue"> & { value: string; onCommit: (v: string) => void; delay?: number }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [editing, setEditing] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if (!editing) setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const t = setTimeout(() => onCommit(draft), delay);
    return () => clearTimeout(t);
  }, [draft, value, delay, onCommit]);

  return (
    <Input
      {...props}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={(e) => {
        setEditing(true);
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        setEditing(false);
        if (draft !== value) onCommit(draft);
        props.onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && draft !== value) onCommit(draft);
        props.onKeyDown?.(e);
      }}
    />
  );
}
