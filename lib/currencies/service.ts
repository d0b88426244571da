import "server-only";
import { storeChange } from "@/lib/activity/record";
import { invalidateStore } from "@/lib/cache/tags";
import { badRequest } from "@/lib/errors";
import type { DisplayCurrency } from "@/lib/money";
import { saveStoreColumns } from "@/lib/tenancy/service";
import type { Store } from "@/lib/tenancy/store";
import type { DisplayCurrenciesDto, DisplayCurrenciesInput } from "./schemas";

/**
 * Display currencies (issue 44 part 4, record 0159): the owner's list on the store row, in switcher order. Prices
 * shoppers read are converted from the store currency at the owner's rate (no outside rate service); orders are
 * charged in the store currency and keep the display currency and rate they were placed with.
 */

/** ISO 4217 codes the platform's Intl knows (the list the owner's screen offers too). */
let iso: Set<string> | null = null;
function isIsoCurrency(code: string): boolean {
  iso ??= new Set(Intl.supportedValuesOf("currency"));
  return iso.has(code);
}

export function getDisplayCurrencies(store: Store): DisplayCurrenciesDto {
  return { storeCurrency: store.row.currency, currencies: store.row.displayCurrencies ?? [] };
}

/** Refuses, naming it, a code that is not ISO 4217, the store's own currency, or one listed twice. */
function checked(store: Store, input: DisplayCurrenciesInput): DisplayCurrency[] {
  const seen = new Set<string>();
  input.currencies.forEach((c, i) => {
    const field = `currencies.${i}.code`;
    if (!/^[A-Z]{3}$/.test(c.code) || !isIsoCurrency(c.code)) {
      throw badRequest(`Unknown currency code: ${c.code || "(empty)"}`, { [field]: `Unknown currency code: ${c.code || "(empty)"}` });
    }
    if (c.code === store.row.currency) {
      const msg = `${c.code} is the store's own currency: prices are already shown in it`;
      throw badRequest(msg, { [field]: msg });
    }
    if (seen.has(c.code)) throw badRequest(`${c.code} is listed twice`, { [field]: `${c.code} is listed twice` });
    seen.add(c.code);
  });
  return input.currencies.map((c) => ({ code: c.code, rate: c.rate, rounding: c.rounding }));
}

/** PUT /api/settings/currencies: the whole list replaces the old one; every cached store page is expired. */
export async function saveDisplayCurrencies(store: Store, input: DisplayCurrenciesInput): Promise<DisplayCurrenciesDto> {
  const currencies = checked(store, input);
  const summary = currencies.length ? `set the display currencies to ${currencies.map((c) => c.code).join(", ")}` : "removed the display currencies";
  const row = await saveStoreColumns(store, { displayCurrencies: currencies }, storeChange("settings.currencies.updated", summary));
  invalidateStore(store.id);
  return { storeCurrency: row.currency, currencies: row.displayCurrencies ?? [] };
}
