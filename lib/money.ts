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

/**
 * The one converter between the two shapes money takes. On the wire and in the database: a decimal
 * string with at most two decimals ("1299.50", "-5.00", "12"). Inside: an integer count of minor units
 * (cents; for JPY too, since columns keep two decimals). Strings are parsed digit by digit, never through
 * a float, so "0.29" is 29 and not 28.999…; numbers (legacy inputs, JSON numbers) are read by their
 * shortest decimal form and rounded half away from zero to the cent.
 */
export class MoneyFormatError extends Error {
  constructor(value: unknown) {
    super(`Not a money amount: ${JSON.stringify(value)?.slice(0, 40) ?? String(value)}`);
    this.name = "MoneyFormatError";
  }
}

/** A decimal money string: optional minus, digits, at most two decimals; no exponent, sign "+", spaces or grouping. */
const DECIMAL = /^(-?)(\d{1,16})(?:\.(\d{1,2}))?$/;

/** The strict parse: minor units, or null for anything that is not a decimal money string (or too large to count exactly). */
export function parseMinor(value: string): number | null {
  const m = DECIMAL.exec(value);
  if (!m) return null;
  const cents = (m[3] ?? "").padEnd(2, "0");
  const abs = Number(m[2]) * 100 + Number(cents);
  if (!Number.isSafeInteger(abs)) return null;
  return m[1] === "-" && abs !== 0 ? -abs : abs;
}

/** True for what parseMinor accepts: the check a schema or a stored value goes through before it is trusted. */
export function isDecimalAmount(value: unknown): value is string {
  return typeof value === "string" && parseMinor(value) !== null;
}

/**
 * "1299.5" -> 129950. Throws MoneyFormatError on a malformed string ("1e3", "12.345", "", "abc") or a
 * number that is not finite or too large: a wrong amount must stop the computation, not become 0.
 */
export function toMinor(amount: string | number): number {
  if (typeof amount === "string") {
    const minor = parseMinor(amount);
    if (minor === null) throw new MoneyFormatError(amount);
    return minor;
  }
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e13) throw new MoneyFormatError(amount);
  // Below 1e-6 String() switches to exponent form; such an amount is 0 cents anyway.
  if (Math.abs(amount) < 1e-6) return 0;
  const [, sign, int, frac = ""] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(amount))!;
  const abs = Number(int) * 100 + Number(frac.slice(0, 2).padEnd(2, "0")) + (Number(frac[2] ?? "0") >= 5 ? 1 : 0);
  return sign === "-" && abs !== 0 ? -abs : abs;
}

/** 129950 -> "1299.50", the string a decimal(10,2) column and every JSON money field take. Throws on a fraction of a minor unit. */
export function fromMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new MoneyFormatError(minor);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Sums decimal strings exactly ("19.99" × 3 = "59.97"): for the few places that add amounts they did not compute. */
export function sumMoney(amounts: readonly string[]): string {
  return fromMinor(amounts.reduce((n, a) => n + toMinor(a), 0));
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

/**
 * What is left for a payment provider (or cash) to collect on an order, in minor units: its total less what gift
 * cards paid (a tender, record 0155). Every charge, verification and attempt of lib/payments uses this, never
 * `total` alone (record 0158).
 */
export function amountDueOnline(order: { total: string; giftCardTotal?: string | null }): number {
  return toMinor(order.total) - toMinor(order.giftCardTotal ?? "0");
}
