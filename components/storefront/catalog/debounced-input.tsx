"use client";
import { useEffect, useLayoutEffect, useState, type ComponentProps } from "react";
import { INPUT_CLASS } from "@/components/ui/button-classes";
import { pendingDraft, rememberDraft } from "./listing-memory";

/**
 * A text input that reports its value a moment after typing stops (or at once on Enter or blur), and
 * follows outside changes of `value` (e.g. Clear Filters) while it is not being edited. What is typed is
 * remembered by `name` (listing-memory.ts), so letters typed while the next listing page loads survive
 * the page swap.
 */
export function DebouncedInput({
  value,
  onCommit,
  delay = 300,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "defaultValue"> & { value: string; onCommit: (v: string) => void; delay?: number }) {
  const [draft, setDraftState] = useState(() => pendingDraft(props.name) ?? value);
  const [seen, setSeen] = useState(value);
  const setDraft = (v: string) => {
    setDraftState(v);
    rememberDraft(props.name, v, false);
  };
  // The new page may have been rendered before the last letters reached the old field: look again when
  // this one is put on the screen.
  useLayoutEffect(() => {
    const pending = pendingDraft(props.name);
    // Reading the module's memory (outside React) once, when the field appears: one extra render at most.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pending !== null) setDraftState(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const commit = (v: string) => {
    rememberDraft(props.name, v, true);
    onCommit(v);
  };
  const [editing, setEditing] = useState(false);
  if (value !== seen) {
    setSeen(value);
    if (!editing) setDraftState(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const t = setTimeout(() => {
      rememberDraft(props.name, draft, true);
      onCommit(draft);
    }, delay);
    return () => clearTimeout(t);
  }, [draft, value, delay, onCommit, props.name]);

  return (
    // components/ui/input's look; `className` only adds (see components/ui/button-classes.ts for why no merging).
    <input
      data-slot="input"
      {...props}
      className={props.className ? `${INPUT_CLASS} ${props.className}` : INPUT_CLASS}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onFocus={(e) => {
        setEditing(true);
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        setEditing(false);
        if (draft !== value) commit(draft);
        props.onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter" && draft !== value) commit(draft);
        props.onKeyDown?.(e);
      }}
    />
  );
}
