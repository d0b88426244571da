import { COUNTRY_CURRENCY, CURRENCIES, isCurrency, type CurrencyCode } from "@/lib/money";

/** The countries a store may be based in, with their names. */
const COUNTRY_NAMES: Record<string, string> = {
  IN: "India",
  US: "United States",
  GB: "United Kingdom",
  EU: "European Union",
  CA: "Canada",
  AU: "Australia",
  JP: "Japan",
  SG: "Singapore",
  AE: "United Arab Emirates",
};

const CURRENCY_NAMES: Record<CurrencyCode, string> = {
  INR: "Indian Rupee",
  USD: "US Dollar",
  GBP: "British Pound",
  EUR: "Euro",
  CAD: "Canadian Dollar",
  AUD: "Australian Dollar",
  JPY: "Japanese Yen",
  SGD: "Singapore Dollar",
  AED: "UAE Dirham",
};

export const STORE_COUNTRIES = Object.keys(COUNTRY_CURRENCY).map((code) => ({ code, name: COUNTRY_NAMES[code] ?? code }));

export const STORE_CURRENCIES = (Object.keys(CURRENCIES) as CurrencyCode[]).map((code) => ({
  code,
  name: CURRENCY_NAMES[code],
  symbol: CURRENCIES[code].symbol.trim(),
}));

export function countryLabel(code: string | null | undefined): string {
  if (!code) return "Not set";
  const name = COUNTRY_NAMES[code];
  return name ? `${name} (${code})` : code;
}

export function currencyLabel(code: string | null | undefined): string {
  if (!code) return "Not set";
  if (!isCurrency(code)) return code;
  return `${code} — ${CURRENCY_NAMES[code]} (${CURRENCIES[code].symbol.trim()})`;
}

/** The currency a country suggests when the owner picks it (the current one when the country has none). */
export function suggestedCurrency(country: string, current: string): string {
  return COUNTRY_CURRENCY[country] ?? current;
}
