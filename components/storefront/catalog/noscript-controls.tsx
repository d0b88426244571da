import type { ReactNode } from "react";

/**
 * Native selects and an Apply button for visitors without JavaScript (the styled selects need it). Inside
 * the listing's GET form, placed before its hidden fields so their values win.
 */
export function NoScriptSelects({ selects, apply }: { apply: string; selects: { name: string; label: string; value: string; options: readonly { value: string; label: string }[] }[] }): ReactNode {
  return (
    <noscript>
      <div className="flex flex-wrap items-end gap-2">
        {selects.map((s) => (
          <label key={s.name} className="flex flex-col gap-1 text-sm">
            {s.label}
            <select name={s.name} defaultValue={s.value} className="h-9 rounded-md border bg-background px-2">
              {s.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="h-9 rounded-md border bg-background px-3 text-sm font-medium">
          {apply}
        </button>
      </div>
    </noscript>
  );
}

/** The query's other values as hidden fields, so a GET submission keeps them. */
export function HiddenFields({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
    </>
  );
}
