/**
 * Money: stored as decimal(10,2) (exact in the database), computed in integer minor units, shown with the
 * currency's symbol and 2 decimals (JPY without decimals).
 */
export const CURRENCIES = {
  INR: { symbol: "₹", decimals: 2 },
  USD: { symbol: "$", decimals: 2 },
  GBP: { symbol: "£", decimals: 2 },
  EUR: { symbol: "€", decimals: 2 },
  CAD: { symbol: "C$", decimals: 2 },
  AUD: { symbol: "A$", decimals: 2 },
  JPY: { symbol: "¥", decimals: 0 },
  SGD: { symbol: "S$", decimals: 2 },
  AED: { symbol: "AED ", decimals: 2 },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;

/** Country code -> currency: a store's country picks its default currency. */
export const COUNTRY_CURRENCY: Record<string, CurrencyCode> = {
  IN: "INR",
  US: "USD",
  GB: "GBP",
  EU: "EUR",
  CA: "CAD",
  AU: "AUD",
  JP: "JPY",
  SG: "SGD",
  AE: "AED",
};

export function isCurrency(code: string | null | undefined): code is CurrencyCode {
  return !!code && code in CURRENCIES;
}

/** "1299.5" -> 129950 (minor units, half away from zero). */
export function toMinor(amount: string | number): number {
  const n = typeof amount === "number" ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(n)) return 0;
  return Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-9);
}

/** 129950 -> "1299.50", the string a decimal(10,2) column takes. */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 129950 -> 1299.5, a number in major units (JSON answers that carry amounts as numbers). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/** Decimals of the currency's smallest unit: 2 (cents), 0 for JPY; unknown currencies count as 2. */
export function currencyDecimals(currency: string | null | undefined): number {
  const code = currency?.toUpperCase();
  return isCurrency(code) ? CURRENCIES[code].decimals : 2;
}

/** Display: symbol + grouped amount; USD when the store has no currency (stores made before currencies). */
export function formatMoney(amount: string | number | null | undefined, currency?: string | null): string {
  const code: CurrencyCode = isCurrency(currency) ? currency : "USD";
  const { symbol, decimals } = CURRENCIES[code];
  const n = typeof amount === "number" ? amount : Number.parseFloat(amount ?? "0");
  const value = Number.isFinite(n) ? n : 0;
  const text = numberFormat(code).format(decimals === 0 ? Math.round(value) : value);
  return `${symbol}${text}`;
}

/**
 * One formatter per currency: building an Intl.NumberFormat costs far more than formatting with it, and a
 * page of product cards formats dozens of prices.
 */
const formatters = new Map<CurrencyCode, Intl.NumberFormat>();
function numberFormat(code: CurrencyCode): Intl.NumberFormat {
  let f = formatters.get(code);
  if (!f) {
    const { decimals } = CURRENCIES[code];
    f = new Intl.NumberFormat(code === "INR" ? "en-IN" : "en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(code, f);
  }
  return f;
}
