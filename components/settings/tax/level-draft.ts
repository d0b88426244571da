import { statesOf } from "@/lib/regions";

/**
 * A tax level row staged in the create-rule dialog, kept pure so it is unit-tested: default level 1, country
 * US and state Georgia (GA); picking a country clears the state; the state picker is disabled when either
 * scope is "all" or no country is chosen. Rows are kept locally and sent only with the rule.
 */

export type LevelDraft = {
  level: 1 | 2;
  labelName: string;
  taxRate: string;
  country: string;
  applyToAllCountries: boolean;
  state: string;
  applyToAllStates: boolean;
};

export function defaultLevel(): LevelDraft {
  return { level: 1, labelName: "", taxRate: "", country: "US", applyToAllCountries: false, state: "Georgia", applyToAllStates: false };
}

export function withCountry(row: LevelDraft, country: string): LevelDraft {
  return { ...row, country, state: "" };
}

export function stateDisabled(row: LevelDraft): boolean {
  return row.applyToAllCountries || row.applyToAllStates || !row.country;
}

/** Problems with a row before it is staged ({} when fine). */
export function validateLevel(row: LevelDraft): Record<string, string> {
  const e: Record<string, string> = {};
  if (!row.labelName.trim()) e.labelName = "Label is required";
  const rate = row.taxRate.trim();
  if (!rate) e.taxRate = "Tax rate is required";
  else if (!/^\d+(\.\d{1,3})?$/.test(rate) || Number(rate) > 100) e.taxRate = "Enter a rate from 0 to 100 with up to 3 decimals";
  if (!row.applyToAllCountries && !row.country) e.country = "Choose a country or All Countries";
  if (!stateDisabled(row) && statesOf(row.country) && !row.state) e.state = "Choose a state or All States";
  return e;
}

export type LevelPayload = {
  level: 1 | 2;
  labelName: string;
  taxRate: string;
  country: string | null;
  applyToAllCountries: boolean;
  state: string | null;
  applyToAllStates: boolean;
};

export function toLevelPayload(row: LevelDraft): LevelPayload {
  const allCountries = row.applyToAllCountries || !row.country;
  const allStates = allCountries || row.applyToAllStates || !row.state.trim();
  return {
    level: row.level,
    labelName: row.labelName.trim(),
    taxRate: row.taxRate.trim(),
    country: allCountries ? null : row.country,
    applyToAllCountries: allCountries,
    state: allStates ? null : row.state.trim(),
    applyToAllStates: allStates,
  };
}

/** "United States, Georgia" / "United States, all states" / "All countries". */
export function placeLabel(p: LevelPayload, countryName: (code: string) => string): string {
  if (p.applyToAllCountries || !p.country) return "All countries";
  return `${countryName(p.country)}, ${p.applyToAllStates || !p.state ? "all states" : p.state}`;
}
