"use client";
import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, FieldHint } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MAX_OPTIONS } from "@/lib/catalog/products/variants";
import { cn } from "@/lib/utils";
import { EditorCard } from "../editor-layout";
import { addOption, addValues, moveOption, regenerate, type SingleSeed, type VariantsDraft } from "./variant-drafts";

type Props = {
  draft: VariantsDraft;
  onChange: (draft: VariantsDraft) => void;
  /** The single-variant fields now (they become the first combination when the first option gets values). */
  single: () => SingleSeed;
  /** The last option went: the product is back to one variant, whose fields the form shows again. */
  onNoOptions: (before: VariantsDraft) => void;
  /** The message at an error path ("options.0.name", "options.1.values.2"), client's or server's. */
  error: (path: string) => string | undefined;
};

/** The Options card: up to three options, each a name and its values as chips. */
export function OptionsCard({ draft, onChange, single, onNoOptions, error }: Props) {
  const [focusUid, setFocusUid] = useState<string | null>(null);
  const options = draft.options;

  function start() {
    const next = addOption(draft);
    setFocusUid(next.options.at(-1)!.uid);
    onChange(next);
  }

  function setValues(index: number, values: string[]) {
    onChange(
      regenerate(
        draft,
        options.map((o, i) => (i === index ? { ...o, values } : o)),
        single(),
      ),
    );
  }

  function remove(index: number) {
    const rest = options.filter((_, i) => i !== index);
    if (rest.length === 0) onNoOptions(draft);
    onChange(regenerate(draft, rest, null));
  }

  if (options.length === 0) {
    return (
      <EditorCard title="Options">
        <Button type="button" variant="outline" onClick={start} className="h-auto w-full justify-start py-3 text-left whitespace-normal">
          <Plus aria-hidden />
          This product has options, like size or colour
        </Button>
      </EditorCard>
    );
  }

  return (
    <EditorCard title="Options">
      <ol className="space-y-4" aria-label="Options">
        {options.map((o, i) => {
          const label = o.name.trim() || `Option ${i + 1}`;
          const nameErr = error(`options.${i}.name`);
          return (
            <li key={o.uid} className="rounded-md border p-3" data-testid="option">
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-40 flex-1 space-y-2">
                  <Label htmlFor={`option-${o.uid}-name`}>Option name</Label>
                  <Input
                    id={`option-${o.uid}-name`}
                    aria-label={`Option ${i + 1} name`}
                    aria-invalid={nameErr ? true : undefined}
                    aria-describedby={nameErr ? `option-${o.uid}-name-error` : undefined}
                    placeholder={i === 0 ? "Size" : i === 1 ? "Colour" : "Material"}
                    value={o.name}
                    maxLength={50}
                    autoFocus={focusUid === o.uid}
                    onChange={(e) => onChange({ ...draft, options: options.map((x, k) => (k === i ? { ...x, name: e.target.value } : x)) })}
                  />
                </div>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={`Move ${label} up`}
                    disabled={i === 0}
                    onClick={() => onChange(moveOption(draft, i, -1))}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    aria-label={`Move ${label} down`}
                    disabled={i === options.length - 1}
                    onClick={() => onChange(moveOption(draft, i, 1))}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button type="button" variant="outline" size="icon" aria-label={`Remove option ${label}`} onClick={() => remove(i)}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <FieldError id={`option-${o.uid}-name-error`} message={nameErr} alert />
              <ChipInput
                id={`option-${o.uid}-values`}
                label={label}
                values={o.values}
                onValues={(values) => setValues(i, values)}
                error={error(`options.${i}.values`)}
                valueError={(j) => error(`options.${i}.values.${j}`)}
              />
            </li>
          );
        })}
      </ol>
      <FieldError id="options-error" message={error("options")} alert />
      {options.length < MAX_OPTIONS ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            const next = addOption(draft);
            setFocusUid(next.options.at(-1)!.uid);
            onChange(next);
          }}
        >
          <Plus aria-hidden />
          Add another option
        </Button>
      ) : (
        <FieldHint>A product has at most {MAX_OPTIONS} options.</FieldHint>
      )}
    </EditorCard>
  );
}

/** An option's values as chips: type and Enter (or a comma) adds; Backspace on an empty input removes the last. */
function ChipInput({
  id,
  label,
  values,
  onValues,
  error,
  valueError,
}: {
  id: string;
  label: string;
  values: string[];
  onValues: (values: string[]) => void;
  error?: string;
  valueError: (index: number) => string | undefined;
}) {
  const [text, setText] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  const problems = values.map((_, j) => valueError(j));
  const message = refused ?? error ?? problems.find(Boolean);

  function commit(raw: string) {
    const { values: next, error: why } = addValues(values, raw);
    setRefused(why);
    setText("");
    if (next.length !== values.length) onValues(next);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      if (text.trim()) commit(text);
    } else if (e.key === "Backspace" && text === "" && values.length) {
      e.preventDefault();
      setRefused(null);
      onValues(values.slice(0, -1));
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <Label htmlFor={id}>Values</Label>
      <div
        className={cn(
          "flex min-h-9 flex-wrap items-center gap-1.5 rounded-md border border-input px-2 py-1.5 focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
          message && "border-destructive",
        )}
      >
        <ul className="contents" aria-label={`Values of ${label}`}>
          {values.map((v, j) => (
            <li
              key={`${v}-${j}`}
              className={cn(
                "inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pr-1 pl-2.5 text-sm",
                problems[j] && "bg-destructive/10 text-destructive",
              )}
            >
              {v}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                aria-label={`Remove ${v} from ${label}`}
                onClick={() => {
                  setRefused(null);
                  onValues(values.filter((_, k) => k !== j));
                }}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          className="min-w-24 flex-1 bg-transparent py-0.5 text-sm outline-none placeholder:text-muted-foreground"
          aria-label={`Add a value to ${label}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          placeholder={values.length ? "Add another value" : "Type a value and press Enter"}
          value={text}
          onChange={(e) => {
            setRefused(null);
            if (e.target.value.includes(",")) commit(e.target.value);
            else setText(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => (text.trim() ? commit(text) : undefined)}
        />
      </div>
      {message ? null : <FieldHint id={`${id}-hint`}>Press Enter or type a comma after each value.</FieldHint>}
      <FieldError id={`${id}-error`} message={message} alert />
    </div>
  );
}
