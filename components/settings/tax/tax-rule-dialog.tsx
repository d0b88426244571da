"use client";
import { LoaderCircle, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { NativeSelect } from "@/components/dashboard/native-select";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ADDRESS_COUNTRIES, countryName, statesOf } from "@/lib/regions";
import { HttpError } from "@/lib/http/client";
import { NO_TAX_LEVELS, RULE_NAME_REQUIRED, type TaxRuleDto } from "@/lib/tax/rules/schemas";
import { defaultLevel, placeLabel, stateDisabled, toLevelPayload, validateLevel, withCountry, type LevelDraft, type LevelPayload } from "./level-draft";
import { Field, fieldAria } from "@/components/ui/form";
import * as tax from "@/lib/tax/endpoints";
import { callApi } from "@/lib/http/call";

const levelsOf = (rule: TaxRuleDto | null | undefined): LevelPayload[] =>
  (rule?.levels ?? []).map((l) => ({
    level: l.level,
    labelName: l.labelName,
    taxRate: l.taxRate,
    country: l.country,
    applyToAllCountries: l.applyToAllCountries,
    state: l.state,
    applyToAllStates: l.applyToAllStates,
  }));

/**
 * The create-rule dialog, and with `editing` the edit dialog: level rows are staged locally and saved
 * only together with the rule (POST /api/tax-rules creates both, PATCH /api/tax-rules/{id} replaces
 * both, each in one transaction; an edited rule keeps its products).
 */
export function TaxRuleDialog({
  open,
  onOpenChange,
  onCreated,
  editing,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  onCreated: () => Promise<unknown>;
  editing?: TaxRuleDto | null;
}) {
  const [name, setName] = useState(editing?.name ?? "");
  const [row, setRow] = useState<LevelDraft>(defaultLevel);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [staged, setStaged] = useState<LevelPayload[]>(() => levelsOf(editing));
  const [saving, setSaving] = useState(false);
  const states = statesOf(row.country);
  const disabled = stateDisabled(row);
  const set = <K extends keyof LevelDraft>(k: K, v: LevelDraft[K]) => setRow((r) => ({ ...r, [k]: v }));

  function reset() {
    setName(editing?.name ?? "");
    setRow(defaultLevel());
    setRowErrors({});
    setStaged(levelsOf(editing));
  }
  const verb = editing ? "update" : "create";

  function stage() {
    const e = validateLevel(row);
    setRowErrors(e);
    if (Object.keys(e).length > 0) return;
    setStaged((s) => [...s, toLevelPayload(row)]);
    setRow((r) => ({ ...r, labelName: "", taxRate: "" }));
  }

  async function save() {
    if (!name.trim()) {
      toast({ title: "Rule name required", description: RULE_NAME_REQUIRED, variant: "destructive" });
      return;
    }
    if (staged.length === 0) {
      toast({ title: "No tax levels", description: NO_TAX_LEVELS, variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      const body = { name: name.trim(), levels: staged, isActive: editing?.isActive ?? true };
      if (editing) await callApi(tax.updateRule, { params: { id: editing.id }, body });
      else await callApi(tax.createRule, { body });
    } catch (err) {
      const server = err instanceof HttpError ? err.serverMessage : undefined;
      toast({ title: "Error", description: server ? `Failed to ${verb} tax rule: ${server}` : `Failed to ${verb} tax rule`, variant: "destructive" });
      setSaving(false);
      return;
    }
    toast({ title: "Success", description: editing ? "Tax rule updated" : "Tax rule created", variant: "success" });
    setSaving(false);
    reset();
    onOpenChange(false);
    await onCreated();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        if (!v) reset();
        onOpenChange(v);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Tax Rule" : "Create Tax Rule"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the name or the levels; they are saved together, and products using this rule keep it."
              : "Add level 1 and level 2 rows (e.g. CGST + SGST), then save them together with the rule."}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-5">
          <Field id="tax-rule-name" label="Rule name">
            <Input id="tax-rule-name" value={name} placeholder="e.g. GST 18%" onChange={(e) => setName(e.target.value)} />
          </Field>

          <fieldset className="space-y-4 rounded-md border p-4">
            <legend className="px-1 text-sm font-medium">Tax level</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="tax-level" label="Level">
                <NativeSelect id="tax-level" value={String(row.level)} onChange={(e) => set("level", e.target.value === "2" ? 2 : 1)}>
                  <option value="1">Level 1</option>
                  <option value="2">Level 2</option>
                </NativeSelect>
              </Field>
              <Field id="tax-level-label" label="Label" error={rowErrors.labelName}>
                <Input {...fieldAria("tax-level-label", rowErrors.labelName)} value={row.labelName} placeholder="e.g. CGST" onChange={(e) => set("labelName", e.target.value)} />
              </Field>
              <Field id="tax-level-rate" label="Tax rate (%)" error={rowErrors.taxRate}>
                <Input
                  {...fieldAria("tax-level-rate", rowErrors.taxRate)}
                  type="number"
                  min={0}
                  max={100}
                  step={0.001}
                  value={row.taxRate}
                  placeholder="9"
                  onChange={(e) => set("taxRate", e.target.value)}
                />
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Field id="tax-level-country" label="Country" error={rowErrors.country}>
                  <NativeSelect
                    {...fieldAria("tax-level-country", rowErrors.country)}
                    value={row.country}
                    disabled={row.applyToAllCountries}
                    onChange={(e) => setRow((r) => withCountry(r, e.target.value))}
                  >
                    <option value="">Choose a country</option>
                    {ADDRESS_COUNTRIES.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <div className="flex items-center gap-2">
                  <Checkbox id="tax-level-all-countries" checked={row.applyToAllCountries} onCheckedChange={(v) => set("applyToAllCountries", v === true)} />
                  <Label htmlFor="tax-level-all-countries" className="font-normal">
                    All Countries
                  </Label>
                </div>
              </div>
              <div className="space-y-2">
                <Field id="tax-level-state" label="State" error={rowErrors.state}>
                  {states ? (
                    <NativeSelect {...fieldAria("tax-level-state", rowErrors.state)} value={row.state} disabled={disabled} onChange={(e) => set("state", e.target.value)}>
                      <option value="">Choose a state</option>
                      {states.map((s) => (
                        <option key={s} value={s}>
                          {s}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Input
                      {...fieldAria("tax-level-state", rowErrors.state)}
                      value={row.state}
                      disabled={disabled}
                      placeholder={disabled ? "" : "Any state"}
                      onChange={(e) => set("state", e.target.value)}
                    />
                  )}
                </Field>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="tax-level-all-states"
                    checked={row.applyToAllStates}
                    disabled={row.applyToAllCountries}
                    onCheckedChange={(v) => set("applyToAllStates", v === true)}
                  />
                  <Label htmlFor="tax-level-all-states" className="font-normal">
                    All States
                  </Label>
                </div>
              </div>
            </div>
            <Button type="button" variant="outline" size="sm" onClick={stage}>
              <Plus aria-hidden />
              Add Level
            </Button>
          </fieldset>

          <div className="space-y-2">
            <p className="text-sm font-medium">Levels to save ({staged.length})</p>
            {staged.length === 0 ? (
              <p className="text-sm text-muted-foreground">No levels added yet.</p>
            ) : (
              <ul className="divide-y rounded-md border" aria-label="Staged tax levels">
                {staged.map((l, i) => (
                  <li key={i} className="flex items-center gap-3 p-2 text-sm">
                    <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-medium">Level {l.level}</span>
                    <span className="min-w-0 flex-1 break-words">
                      {l.labelName} · {Number(l.taxRate)}% · {placeLabel(l, countryName)}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Remove level ${l.labelName}`}
                      onClick={() => setStaged((s) => s.filter((_, j) => j !== i))}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => {
              reset();
              onOpenChange(false);
            }}
            disabled={saving}
          >
            Cancel
          </Button>
          <Button type="button" onClick={() => void save()} disabled={saving}>
            {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Save Rule
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
