"use client";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SmartCondition } from "@/lib/catalog/smart";
import { NativeSelect } from "../native-select";
import { criteriaSummary, FIELD_LABELS, firstOperator, OPERATOR_LABELS, operatorsFor, SMART_FIELD_NAMES } from "./summary";

export function newCondition(): SmartCondition {
  const id = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(36).slice(2)}`;
  return { id, field: "title", operator: firstOperator("title"), value: "" };
}

const NUMERIC = new Set(["price", "compareAtPrice", "weight", "inventoryStock"]);

/** Smart collection conditions: match all/any, rows of field, operator and value, the summary. */
export function SmartConditions({
  matchType,
  conditions,
  errors,
  onMatchType,
  onChange,
}: {
  matchType: "all" | "any";
  conditions: SmartCondition[];
  errors: Record<string, string>;
  onMatchType: (m: "all" | "any") => void;
  onChange: (next: SmartCondition[]) => void;
}) {
  const update = (i: number, patch: Partial<SmartCondition>) => onChange(conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)));

  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-2 text-sm font-medium">Products must match</legend>
        {(["all", "any"] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input type="radio" name="match-type" value={m} checked={matchType === m} onChange={() => onMatchType(m)} className="size-4 accent-primary" />
            {m === "all" ? "all conditions" : "any condition"}
          </label>
        ))}
      </fieldset>

      <ul className="space-y-3" aria-label="Conditions">
        {conditions.map((c, i) => {
          const n = i + 1;
          const valueError = errors[`conditions.${i}.value`] ?? errors[`conditions.${i}.operator`];
          return (
            <li key={c.id} data-testid="condition-row" className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
              <div className="space-y-1">
                <Label htmlFor={`cond-field-${c.id}`} className="text-xs text-muted-foreground">
                  Field {n}
                </Label>
                <NativeSelect
                  id={`cond-field-${c.id}`}
                  value={c.field}
                  onChange={(e) => update(i, { field: e.target.value, operator: firstOperator(e.target.value) })}
                >
                  {SMART_FIELD_NAMES.map((f) => (
                    <option key={f} value={f}>
                      {FIELD_LABELS[f]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`cond-op-${c.id}`} className="text-xs text-muted-foreground">
                  Operator {n}
                </Label>
                <NativeSelect id={`cond-op-${c.id}`} value={c.operator} onChange={(e) => update(i, { operator: e.target.value })}>
                  {operatorsFor(c.field).map((op) => (
                    <option key={op} value={op}>
                      {OPERATOR_LABELS[op]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <Label htmlFor={`cond-value-${c.id}`} className="text-xs text-muted-foreground">
                  Value {n}
                </Label>
                <Input
                  id={`cond-value-${c.id}`}
                  value={c.value}
                  inputMode={NUMERIC.has(c.field) && c.operator !== "between" ? "decimal" : undefined}
                  placeholder={c.operator === "between" ? "10-50" : NUMERIC.has(c.field) ? "0" : ""}
                  aria-invalid={valueError ? true : undefined}
                  aria-describedby={valueError ? `cond-error-${c.id}` : undefined}
                  onChange={(e) => update(i, { value: e.target.value })}
                />
                {valueError ? (
                  <p id={`cond-error-${c.id}`} className="text-xs font-medium text-destructive">
                    {valueError}
                  </p>
                ) : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-5"
                aria-label={`Remove condition ${n}`}
                onClick={() => onChange(conditions.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      {errors.conditions ? <p className="text-sm font-medium text-destructive">{errors.conditions}</p> : null}
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...conditions, newCondition()])}>
        <Plus aria-hidden /> Add condition
      </Button>
      <p data-testid="criteria-summary" className="rounded-md bg-muted p-3 text-sm" aria-live="polite">
        {criteriaSummary(matchType, conditions)}
      </p>
    </div>
  );
}
